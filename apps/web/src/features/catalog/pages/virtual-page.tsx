import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { EventListing } from '../components/event-listing';
import { QueryState } from '../components/page-status';
import { RaceList } from '../components/race-list';
import { useEventsChannel } from '../hooks/use-events-channel';
import { RACING_SPORTS } from '../lib/racing';
import '../catalog.css';

/** `/virtual`: the virtual sports (football, horse racing) with their next events or races. */
export function VirtualPage() {
  const { t } = useTranslation('catalog');
  useEventsChannel();
  const sports = useSports();
  const virtualSports = (sports.data?.data ?? []).filter((sport) => sport.category === 'virtual' && sport.total !== 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const sport = virtualSports.find((entry) => entry.slug === chosen) ?? virtualSports[0];
  const listing = useEvents({ sport: sport?.translated_slug ?? '' }, { enabled: sport !== undefined });
  const events = listing.data?.events ?? [];
  const racing = sport !== undefined && RACING_SPORTS.has(sport.slug);
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{t('virtual.title')}</h1>
      <nav className="chip-row" aria-label={t('virtual.sports')}>
        {virtualSports.map((entry) => (
          <button
            key={entry.slug}
            type="button"
            className="chip"
            aria-pressed={entry === sport}
            onClick={() => setChosen(entry.slug)}
          >
            {entry.translated_name}
          </button>
        ))}
      </nav>
      <QueryState
        isPending={sports.isPending || (sport !== undefined && listing.isPending)}
        isError={(sports.isError && !sports.data) || (listing.isError && !listing.data)}
        isEmpty={events.length === 0}
        onRetry={() => void (sports.isError ? sports.refetch() : listing.refetch())}
      >
        {racing ? <RaceList events={events} /> : <EventListing events={events} />}
      </QueryState>
    </div>
  );
}
