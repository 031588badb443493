import type { SportEvent } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { competitionPath } from '../lib/event-path';
import { EventTime } from './event-time';
import { Scoreboard } from './scoreboard';
import { StatsButton } from './stats-button';

// Only match pages offer the builder: its button (and its availability query) loads with the first one.
const BetBuilderButton = lazy(() =>
  import('../../../components/bet-builder-button').then((m) => ({ default: m.BetBuilderButton })),
);

/** The match screen's banner: competition, the event's name as the page heading, time, live score. */
export function EventHeader({ event, sportName }: { readonly event: SportEvent; readonly sportName: string }) {
  const { t } = useTranslation('catalog');
  return (
    <header className={`event-header${event.is_live ? ' event-header--live' : ''}`}>
      <nav className="event-header__crumbs" aria-label={t('match.breadcrumb')}>
        <Link to={`/${event.translated_sport_slug}`}>{sportName}</Link>
        <span aria-hidden="true"> › </span>
        <Link to={competitionPath(event.translated_sport_slug, event.translated_competition_slug)}>
          {event.competition.region.name} · {event.competition.name}
        </Link>
      </nav>
      <div className="event-header__main">
        <h1 className="event-header__title">{event.name}</h1>
        <StatsButton eventId={event.id} eventName={event.name} />
      </div>
      <EventTime event={event} />
      {event.status === 'ended' ? null : (
        <Suspense fallback={null}>
          <BetBuilderButton eventId={event.id} eventName={event.name} />
        </Suspense>
      )}
      {event.is_live && event.home_team ? <Scoreboard event={event} /> : null}
      {event.status === 'ended' ? <p className="event-header__ended">{t('states.ended')}</p> : null}
    </header>
  );
}
