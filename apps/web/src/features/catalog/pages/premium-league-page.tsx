import type { SportEvent } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { EventListing } from '../components/event-listing';
import { QueryState } from '../components/page-status';
import { useEventDate } from '../hooks/use-event-date';
import { useEventsChannel } from '../hooks/use-events-channel';
import '../catalog.css';

/** The virtual football league `/premium-league` shows (decision 112): its sport and competition slugs. */
export const PREMIUM_LEAGUE = { sport: 'virtual-football', competition: 'virtual-premier-league' } as const;

/** The league's matches by kick-off: each virtual round starts all its matches at once. */
export function groupRounds(events: readonly SportEvent[]): { startsAt: string; events: SportEvent[] }[] {
  const rounds = new Map<string, SportEvent[]>();
  for (const event of [...events].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const round = rounds.get(event.starts_at);
    if (round) round.push(event);
    else rounds.set(event.starts_at, [event]);
  }
  return [...rounds].map(([startsAt, roundEvents]) => ({ startsAt, events: roundEvents }));
}

function Round({ startsAt, events }: { readonly startsAt: string; readonly events: readonly SportEvent[] }) {
  const { t } = useTranslation('catalog');
  const title = t('premiumLeague.round', { time: useEventDate(startsAt) });
  return (
    <section className="premium-round" aria-label={title}>
      <h2 className="premium-round__title">{title}</h2>
      <EventListing events={events} headingLevel="h3" />
    </section>
  );
}

/**
 * `/premium-league` (spec 001 §2), a page of its own: the virtual football league's next rounds,
 * each round's matches under its kick-off time, prices live as on every listing.
 */
export function PremiumLeaguePage() {
  const { t } = useTranslation('catalog');
  useEventsChannel();
  const sports = useSports();
  const sport = sports.data?.data.find((entry) => entry.slug === PREMIUM_LEAGUE.sport);
  const listing = useEvents(
    { sport: sport?.translated_slug ?? PREMIUM_LEAGUE.sport, competition: PREMIUM_LEAGUE.competition },
    { enabled: sport !== undefined },
  );
  const rounds = groupRounds(listing.data?.events ?? []);
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{t('premiumLeague.title')}</h1>
      <QueryState
        isPending={sports.isPending || (sport !== undefined && listing.isPending)}
        isError={(sports.isError && !sports.data) || (listing.isError && !listing.data)}
        isEmpty={rounds.length === 0}
        onRetry={() => void (sports.isError ? sports.refetch() : listing.refetch())}
      >
        {rounds.map((round) => (
          <Round key={round.startsAt} startsAt={round.startsAt} events={round.events} />
        ))}
      </QueryState>
    </div>
  );
}
