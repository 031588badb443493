import type { EventHeader, Market } from '@sportsbook/protocol';
import { OddsButton } from '../../../components/odds-button';
import { shortOutcomeLabel } from '../lib/short-label';

/** Outcome names longer than this switch a market to one outcome per line. */
const LONG_NAME = 22;

/** Props of `MarketOutcomes`. */
export interface MarketOutcomesProps {
  readonly event: EventHeader;
  readonly market: Market;
  /** Show at most this many outcomes (a listing row); the match screen shows all. */
  readonly limit?: number;
  readonly className?: string;
  /** Label outcomes 1 / X / 2 where the market allows (listing rows). */
  readonly compact?: boolean;
}

/**
 * A market's outcomes as odds buttons in a grid: three columns for 1X2-style markets, two for
 * two-way ones, wrapping for bigger markets.
 */
export function MarketOutcomes({ event, market, limit, className, compact }: MarketOutcomesProps) {
  const outcomes = limit === undefined ? market.outcomes : market.outcomes.slice(0, limit);
  const columns = Math.min(Math.max(outcomes.length, 1), 3);
  // Long names (forecasts, tricasts, handicaps with teams) read better one per line than cut short.
  const list = !compact && outcomes.some((outcome) => outcome.name.length > LONG_NAME);
  return (
    <div
      className={[
        'market-outcomes',
        list ? 'market-outcomes--list' : `market-outcomes--cols-${columns}`,
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      role="group"
      aria-label={market.name}
    >
      {outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          event={event}
          market={market}
          outcome={outcome}
          {...(compact ? { label: shortOutcomeLabel(event, market.type, outcome) } : {})}
        />
      ))}
    </div>
  );
}
