import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useEventMarkets } from '../api/get-event-markets';
import { useSports } from '../api/get-sports';
import { useEventChannel } from '../hooks/use-event-channel';
import { nameFromSlug } from '../lib/group-events';
import { winMarketOf } from '../lib/racing';
import { sportNameOf } from '../lib/visible-sports';
import { EventHeader } from './event-header';
import { MarketList } from './market-list';
import { EmptyState, ErrorState, LoadingState } from './page-status';
import { RaceCard } from './race-card';
import { WatchButton } from './watch-button';

/**
 * One event with all its markets (`/echo/v1/markets`), following `<bookmaker>_event_<id>`
 * for price, suspension and score deltas. A race shows its card first.
 */
export function EventScreen({ eventId }: { readonly eventId: number | null }) {
  const { t } = useTranslation('catalog');
  const query = useEventMarkets(eventId);
  const sports = useSports();
  useEventChannel(eventId);
  if (eventId === null) return <EmptyState message={t('states.notFound')} />;
  if (query.isPending) return <LoadingState />;
  if (!query.data) {
    const missing = query.error instanceof ApiError && query.error.code === 'SELECTION_NOT_FOUND';
    return missing ? (
      <EmptyState message={t('states.notFound')} />
    ) : (
      <ErrorState onRetry={() => void query.refetch()} />
    );
  }
  const { event } = query.data;
  const sportName = sportNameOf(sports.data?.data, event.sport.slug) ?? nameFromSlug(event.translated_sport_slug);
  const winMarket = winMarketOf(event);
  return (
    <div className="catalog-page event-screen">
      <EventHeader event={event} sportName={sportName} />
      {event.is_live ? <WatchButton eventId={event.id} eventName={event.name} /> : null}
      {winMarket ? (
        <section className="catalog-section" aria-labelledby="race-card-title">
          <h2 id="race-card-title" className="catalog-section__title">
            {t('racing.raceCard')}
          </h2>
          <RaceCard event={event} market={winMarket} />
        </section>
      ) : null}
      {event.markets.length === 0 ? (
        <EmptyState message={t('event.noMarket')} />
      ) : (
        <MarketList event={event} skipTypes={winMarket ? ['win'] : []} />
      )}
    </div>
  );
}
