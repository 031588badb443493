import { useState } from 'react';
import { useBlockedSlugs } from '../../../hooks/use-sports-config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEvents } from '../api/get-events';
import { useScheduleComplete } from '../api/get-feed-schedule';
import { useHome } from '../api/get-home';
import { useSports } from '../api/get-sports';
import { EventListing } from '../components/event-listing';
import { MarketListing } from '../components/market-listing';
import { LoadingState, QueryState } from '../components/page-status';
import { useEventsChannel } from '../hooks/use-events-channel';
import { useMarketKey } from '../hooks/use-market-key';
import { sportPath } from '../lib/event-path';
import { selectMenuSports } from '../lib/visible-sports';
import '../catalog.css';

/** Featured live events on the home page. */
const HOME_LIVE_EVENTS = 8;
/** Upcoming events of the chosen sport on the home page. */
const HOME_UPCOMING_EVENTS = 20;
/** Sports with their own pages of another shape (race cards, outrights) stay out of the home tabs. */
const HOME_EXCLUDED = new Set(['horse-racing', 'greyhounds', 'golf']);

function FeaturedLive() {
  const { t } = useTranslation('catalog');
  const home = useHome();
  const live = home.data?.data.tabs.live.slice(0, HOME_LIVE_EVENTS) ?? [];
  return (
    <section className="catalog-section" aria-labelledby="home-live-title">
      <div className="catalog-section__head">
        <h2 id="home-live-title" className="catalog-section__title">
          <span className="live-dot" aria-hidden="true" />
          {t('home.liveNow')}
        </h2>
        <Link className="catalog-section__link" to="/live">
          {t('home.allLive')}
        </Link>
      </div>
      <QueryState
        isPending={home.isPending}
        isError={home.isError && !home.data}
        isEmpty={live.length === 0}
        onRetry={() => void home.refetch()}
      >
        <EventListing events={live} headingLevel="h3" />
      </QueryState>
    </section>
  );
}

function Upcoming() {
  const { t } = useTranslation('catalog');
  const sports = useSports();
  const blocked = useBlockedSlugs();
  const tabs = selectMenuSports(sports.data?.data ?? [], blocked).filter(
    (sport) => sport.event_count > 0 && !HOME_EXCLUDED.has(sport.slug),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const sport = tabs.find((entry) => entry.slug === chosen) ?? tabs[0];
  const [key, setKey] = useMarketKey(sport?.slug ?? '');
  const listing = useEvents(
    { sport: sport?.translated_slug ?? '', live: false, ...(key ? { key } : {}) },
    { enabled: sport !== undefined },
  );
  const events = (listing.data?.events ?? []).slice(0, HOME_UPCOMING_EVENTS);
  return (
    <section className="catalog-section" aria-labelledby="home-upcoming-title">
      <div className="catalog-section__head">
        <h2 id="home-upcoming-title" className="catalog-section__title">
          {t('home.upcoming')}
        </h2>
        {sport ? (
          <Link className="catalog-section__link" to={sportPath(sport)}>
            {t('home.allOfSport', { sport: sport.translated_name })}
          </Link>
        ) : null}
      </div>
      <nav className="chip-row" aria-label={t('home.sports')}>
        {tabs.map((entry) => (
          <button
            key={entry.slug}
            type="button"
            className="chip"
            aria-pressed={entry.slug === sport?.slug}
            onClick={() => setChosen(entry.slug)}
          >
            {entry.translated_name}
          </button>
        ))}
      </nav>
      {sport ? (
        <MarketListing
          id="home-markets"
          listing={listing}
          events={events}
          marketKey={key}
          onSelectMarket={setKey}
          headingLevel="h3"
        />
      ) : (
        <QueryState isPending={sports.isPending} isError={sports.isError} isEmpty onRetry={() => void sports.refetch()}>
          {null}
        </QueryState>
      )}
    </section>
  );
}

/**
 * Featured live events, then upcoming events of a chosen sport by market. Upcoming waits for the
 * live list to settle so it never jumps down when the live list fills in (layout shift is what a
 * bettor feels as a mis-tap on a phone); its sports are fetched at once.
 */
function HomeListing() {
  const liveSettled = !useHome().isPending;
  // Asked now, beside the live list, so the upcoming tabs do not wait one more round trip.
  useSports();
  useEventsChannel();
  return (
    <>
      <FeaturedLive />
      {liveSettled ? <Upcoming /> : null}
    </>
  );
}

/**
 * Home (sports tab). Until the catalogue holds its whole schedule (the first seconds of a first
 * start hold only the next hour, decision 108) the page stays loading rather than show a thin listing.
 */
export function HomePage() {
  const { t } = useTranslation('catalog');
  const complete = useScheduleComplete();
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{t('home.title')}</h1>
      {complete ? (
        <HomeListing />
      ) : (
        <section className="catalog-section" aria-busy="true">
          <LoadingState />
        </section>
      )}
    </div>
  );
}
