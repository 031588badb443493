import type { SportEvent } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEventDate } from '../hooks/use-event-date';
import { eventPath } from '../lib/event-path';
import { groupByCompetition } from '../lib/group-events';
import { winMarketOf } from '../lib/racing';
import { EventTime } from './event-time';
import { RaceCard } from './race-card';

/** Races whose cards are shown in full above the meetings. */
const NEXT_RACES = 2;

function RaceTimeLink({ event }: { readonly event: SportEvent }) {
  const { t } = useTranslation('catalog');
  const date = useEventDate(event.starts_at);
  const time = date.slice(date.indexOf(', ') + 2);
  return (
    <Link
      className={`chip race-time${event.is_live ? ' race-time--live' : ''}`}
      to={eventPath(event)}
      aria-label={t('racing.raceAt', { race: event.name, time: date })}
    >
      {time}
    </Link>
  );
}

function NextRace({ event }: { readonly event: SportEvent }) {
  const market = winMarketOf(event);
  return (
    <article className="next-race" aria-labelledby={`race-${event.id}`}>
      <header className="next-race__head">
        <h3 id={`race-${event.id}`} className="next-race__title">
          <Link to={eventPath(event)}>{event.name}</Link>
        </h3>
        <EventTime event={event} />
      </header>
      {market ? <RaceCard event={event} market={market} /> : null}
    </article>
  );
}

/**
 * Racing listing: the next races' cards (runners, each-way terms, SP), then every meeting with
 * its races by off time, each linking to its full card.
 */
export function RaceList({ events }: { readonly events: readonly SportEvent[] }) {
  const { t } = useTranslation('catalog');
  const upcoming = events.filter((event) => !event.is_live && event.status !== 'ended').slice(0, NEXT_RACES);
  return (
    <div className="race-list">
      {upcoming.length > 0 ? (
        <section className="catalog-section" aria-labelledby="next-races-title">
          <h2 id="next-races-title" className="catalog-section__title">
            {t('racing.nextRaces')}
          </h2>
          {upcoming.map((event) => (
            <NextRace key={event.id} event={event} />
          ))}
        </section>
      ) : null}
      <section className="catalog-section" aria-labelledby="meetings-title">
        <h2 id="meetings-title" className="catalog-section__title">
          {t('racing.meetings')}
        </h2>
        <ul className="meetings">
          {groupByCompetition(events).map((meeting) => (
            <li className="meeting" key={meeting.key}>
              <h3 className="meeting__title">
                <span className="competition-section__region">{meeting.competition.region.name}</span>
                {meeting.competition.name}
              </h3>
              <div className="meeting__races">
                {meeting.events.map((event) => (
                  <RaceTimeLink key={event.id} event={event} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
