import type { SportEvent } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMarkets } from '../lib/group-markets';
import type { MarketGroup } from '../lib/group-markets';
import { MarketOutcomes } from './market-outcomes';

/** Outcomes a big market (correct score, tricast) shows until "Show all". */
const BIG_MARKET_PREVIEW = 30;
/** Sections open when the page loads; the rest start folded. */
const OPEN_SECTIONS = 8;

function MarketSection({
  event,
  group,
  initiallyOpen,
}: {
  event: SportEvent;
  group: MarketGroup;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(initiallyOpen);
  const [showAll, setShowAll] = useState(false);
  const bodyId = `market-${group.key}`;
  const suspended = group.markets.every(({ market }) => market.is_suspended);
  const outcomeCount = group.markets.reduce((sum, { market }) => sum + market.outcomes.length, 0);
  const big = outcomeCount > BIG_MARKET_PREVIEW;
  return (
    <section className="market-section">
      <h2 className="market-section__title">
        <button
          type="button"
          className="market-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span>{group.title}</span>
          {suspended ? <span className="market-section__badge">{t('event.suspended')}</span> : null}
          <span className="market-section__chevron" aria-hidden="true" />
        </button>
      </h2>
      {open ? (
        <div className="market-section__body" id={bodyId}>
          {group.markets.map(({ market, line }) => (
            <div className={line ? 'market-line market-line--labelled' : 'market-line'} key={market.id}>
              {line ? <span className="market-line__label">{line}</span> : null}
              <MarketOutcomes
                event={event}
                market={market}
                {...(big && !showAll ? { limit: BIG_MARKET_PREVIEW } : {})}
              />
            </div>
          ))}
          {big ? (
            <button type="button" className="btn btn-ghost market-section__more" onClick={() => setShowAll(!showAll)}>
              {showAll ? t('match.showLess') : t('match.showAll', { count: outcomeCount })}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Every market of an event, grouped by type in foldable sections (the match screen). */
export function MarketList({
  event,
  skipTypes = [],
}: {
  readonly event: SportEvent;
  readonly skipTypes?: readonly string[];
}) {
  const groups = groupMarkets(event.markets.filter((market) => !skipTypes.includes(market.type)));
  return (
    <div className="market-list">
      {groups.map((group, index) => (
        <MarketSection key={group.key} event={event} group={group} initiallyOpen={index < OPEN_SECTIONS} />
      ))}
    </div>
  );
}
