import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { EventListing } from '../components/event-listing';
import { MarketTabs } from '../components/market-tabs';
import { OutrightCard } from '../components/outright-card';
import { QueryState } from '../components/page-status';
import { RaceList } from '../components/race-list';
import { useEventsChannel } from '../hooks/use-events-channel';
import { useMarketKey } from '../hooks/use-market-key';
import { competitionPath } from '../lib/event-path';
import { nameFromSlug } from '../lib/group-events';
import { isRacingEvent } from '../lib/racing';
import { sportNameOf } from '../lib/visible-sports';
import '../catalog.css';

/**
 * A sport's page `/{translated_slug}` (and `/{sport}/{competition}`): its competitions, the
 * market filter tabs and the events by competition; golf (`?mode=outrights`) lists outrights,
 * racing sports their meetings.
 */
export function SportPage() {
  const { t } = useTranslation('catalog');
  const { sportSlug = '', competitionSlug } = useParams();
  const [search] = useSearchParams();
  const outrights = search.get('mode') === 'outrights';
  const [key, setKey] = useMarketKey(`${sportSlug}/${competitionSlug ?? ''}`);
  useEventsChannel();
  const sports = useSports();
  const listing = useEvents({
    sport: sportSlug,
    ...(competitionSlug ? { competition: competitionSlug } : {}),
    ...(outrights ? { mode: 'outrights' as const } : {}),
    ...(key ? { key } : {}),
  });
  const events = listing.data?.events ?? [];
  const sportName = sportNameOf(sports.data?.data, sportSlug) ?? nameFromSlug(sportSlug);
  const competition = competitionSlug
    ? events.find((event) => event.translated_competition_slug === competitionSlug)?.competition
    : undefined;
  const racing = events.length > 0 && isRacingEvent(events[0]!);
  const isOutright = outrights || listing.data?.default_market_type === 'outright_winner';
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{competition ? `${sportName} · ${competition.name}` : sportName}</h1>
      {competitionSlug ? (
        <nav className="chip-row" aria-label={t('sport.competitions')}>
          <Link className="chip" to={`/${sportSlug}`}>
            {t('sport.allCompetitions')}
          </Link>
        </nav>
      ) : listing.data && listing.data.competitions.length > 1 ? (
        <nav className="chip-row" aria-label={t('sport.competitions')}>
          {listing.data.competitions.map((entry) => {
            const slug = events.find((event) => event.competition.id === entry.id)?.translated_competition_slug;
            if (!slug) return null;
            return (
              <Link key={entry.id} className="chip" to={competitionPath(sportSlug, slug)}>
                {entry.name}
              </Link>
            );
          })}
        </nav>
      ) : null}
      <MarketTabs
        id="sport-markets"
        filters={racing || isOutright ? [] : (listing.data?.market_filters ?? [])}
        selected={key ?? listing.data?.default_market_type ?? ''}
        onSelect={setKey}
      >
        <QueryState
          isPending={listing.isPending}
          isError={listing.isError && !listing.data}
          isEmpty={events.length === 0}
          onRetry={() => void listing.refetch()}
        >
          {racing ? (
            <RaceList events={events} />
          ) : isOutright ? (
            <div className="outright-list">
              {events.map((event) => (
                <OutrightCard key={event.id} event={event} />
              ))}
            </div>
          ) : (
            <EventListing events={events} />
          )}
        </QueryState>
      </MarketTabs>
    </div>
  );
}
