import type { OddsFormat } from '@sportsbook/betting';

/** One outcome of a market with its fair (margin-free) probability from a model. */
export interface FairOutcome {
  readonly key: string;
  readonly probability: number;
}

/**
 * A market as a model sees it, before any margin. Fair probabilities sum to `winners` (1 for
 * ordinary markets; 2 for double chance, where two of the three outcomes win), so every market
 * can be checked the same way: sum / winners === 1.
 */
export interface FairMarket {
  readonly type: string;
  /** The handicap or total line, when the market has one. */
  readonly line?: number;
  /** How many outcomes win (default 1). */
  readonly winners?: number;
  readonly outcomes: readonly FairOutcome[];
}

/** An outcome as trading publishes it: price plus the exact display strings (docs/api.md). */
export interface PricedOutcome extends FairOutcome {
  /** Decimal odds; 0 when the outcome cannot happen (shown locked). */
  readonly odds: number;
  readonly displayOdds: Record<OddsFormat, string>;
}

/** A priced market with the overround its published prices actually carry. */
export interface PricedMarket extends Omit<FairMarket, 'outcomes'> {
  readonly outcomes: readonly PricedOutcome[];
  readonly overround: number;
}
