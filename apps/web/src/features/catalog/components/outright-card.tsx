import type { SportEvent } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventPath } from '../lib/event-path';
import { EventTime } from './event-time';
import { MarketOutcomes } from './market-outcomes';
import { useEachWayTerms } from './race-card';

/** Runners shown before "Show all" in an outright. */
const OUTRIGHT_PREVIEW = 12;

/** An outright (golf): the event, its each-way terms and the field by price, favourites first. */
export function OutrightCard({ event }: { readonly event: SportEvent }) {
  const { t } = useTranslation('catalog');
  const [showAll, setShowAll] = useState(false);
  const market = event.markets[0];
  const terms = useEachWayTerms(market ?? { ew_price: null, ew_place: null });
  if (!market) return null;
  const sorted = { ...market, outcomes: [...market.outcomes].sort((a, b) => a.odds - b.odds) };
  return (
    <article className="outright-card" aria-labelledby={`outright-${event.id}`}>
      <header className="outright-card__head">
        <h3 id={`outright-${event.id}`} className="outright-card__title">
          <Link to={eventPath(event)}>{event.name}</Link>
        </h3>
        <EventTime event={event} />
        <p className="outright-card__market">
          {market.name}
          {terms ? <span className="race-card__ew">{terms}</span> : null}
        </p>
      </header>
      <MarketOutcomes
        event={event}
        market={sorted}
        className="outright-card__field"
        {...(showAll ? {} : { limit: OUTRIGHT_PREVIEW })}
      />
      {market.outcomes.length > OUTRIGHT_PREVIEW ? (
        <button type="button" className="btn btn-ghost" onClick={() => setShowAll(!showAll)}>
          {showAll ? t('match.showLess') : t('match.showAll', { count: market.outcomes.length })}
        </button>
      ) : null}
    </article>
  );
}
