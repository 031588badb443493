import type { SportEvent } from '@sportsbook/protocol';
import { memo } from 'react';
import { Link } from 'react-router';
import { eventPath } from '../lib/event-path';
import { EventTeams } from './event-teams';
import { EventTime } from './event-time';
import { MarketOutcomes } from './market-outcomes';
import { StatsButton } from './stats-button';
import { useStrings } from '../../../i18n/i18n';

/** Outcomes a listing row shows before pointing to the match screen. */
const ROW_OUTCOMES = 3;

/**
 * One event in a listing: its time (live clock, countdown or date), the sides with live
 * scores, its default market's odds buttons and the stats button. Memoised: a push that changes
 * another event leaves this row alone.
 */
export const EventRow = memo(function EventRow({ event }: { readonly event: SportEvent }) {
  const { t } = useStrings('catalog');
  const market = event.markets[0];
  const extraOutcomes = market ? market.outcomes.length - ROW_OUTCOMES : 0;
  const titleId = `event-${event.id}-title`;
  return (
    <article className={`event-row${event.is_live ? ' event-row--live' : ''}`} aria-labelledby={titleId}>
      <div className="event-row__info">
        <EventTime event={event} />
        <Link className="event-row__link" to={eventPath(event)} id={titleId}>
          <EventTeams event={event} />
        </Link>
      </div>
      <div className="event-row__market">
        {market ? (
          <MarketOutcomes event={event} market={market} limit={ROW_OUTCOMES} compact />
        ) : (
          <span className="event-row__no-market">{t('event.noMarket')}</span>
        )}
      </div>
      <div className="event-row__actions">
        {extraOutcomes > 0 ? (
          <Link
            className="event-row__more"
            to={eventPath(event)}
            aria-label={t('event.allMarketsOf', { event: event.name })}
          >
            +{extraOutcomes}
          </Link>
        ) : null}
        {event.is_live ? <StatsButton eventId={event.id} eventName={event.name} /> : null}
      </div>
    </article>
  );
});
