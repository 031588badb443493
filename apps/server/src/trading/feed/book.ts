import type { MarginBand } from '../models/margin';
import { priceEventMarket } from '../models/outcome-prices';
import type { FairMarket } from '../models/types';
import type { MarketPrice, MarketSpec, OutcomeResult } from './types';

/** A market's identity for the model: its type and line ("total_goals:2.5"). */
export function marketKey(type: string, line: number | null | undefined): string {
  return `${type}:${line ?? ''}`;
}

/** A line as bettors read it: +0.5, -1, 0. */
export function formatLine(line: number): string {
  return line > 0 ? `+${line}` : `${line}`;
}

/** 1st, 2nd, 3rd... for set, quarter and period names. */
export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** The fair probabilities of a spec's outcomes, in the spec's order (0 when the model has none). */
function fairFor(spec: MarketSpec, fair: ReadonlyMap<string, FairMarket>): FairMarket | null {
  const market = fair.get(marketKey(spec.type, spec.line));
  if (!market) return null;
  const outcomes = spec.outcomes.map((outcome) => ({
    key: outcome.key,
    probability: market.outcomes.find((candidate) => candidate.key === outcome.key)?.probability ?? 0,
  }));
  return { ...market, outcomes };
}

function indexFair(fair: readonly FairMarket[]): Map<string, FairMarket> {
  return new Map(fair.map((market) => [marketKey(market.type, market.line), market]));
}

/**
 * Prices every created market from the model's fair markets with the event's one margin, outcome
 * by outcome (decision 088), so no market contradicts another. Outcomes the model no longer lists
 * (a set score that cannot happen) price at 0, shown locked; a market whose result is certain, or
 * whose favourite even 1.01 would overpay, is flagged `suspended`.
 */
export function priceFromFair(
  specs: readonly MarketSpec[],
  fair: readonly FairMarket[],
  band: MarginBand,
): MarketPrice[] {
  const byKey = indexFair(fair);
  return specs.map((spec) => {
    const market = fairFor(spec, byKey);
    const total = market?.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0) ?? 0;
    if (!market || !(total > 1e-12)) {
      return { suspended: true, outcomes: spec.outcomes.map(() => ({ odds: 0, fractional: null })) };
    }
    const priced = priceEventMarket(market, band);
    return {
      suspended: priced.suspended,
      outcomes: priced.outcomes.map((outcome) => ({ odds: outcome.odds, fractional: null })),
    };
  });
}

/**
 * Settles markets by reading the model at the final state, where every probability is 0 or 1
 * (or a split, for a push): so results can never disagree with how the market was priced.
 * Certain → won, impossible → lost, anything else (draw no bet on a draw, a handicap push) → void.
 */
export function settleFromFair(specs: readonly MarketSpec[], finalFair: readonly FairMarket[]): OutcomeResult[][] {
  const byKey = indexFair(finalFair);
  return specs.map((spec) => {
    const market = fairFor(spec, byKey);
    return spec.outcomes.map((_, index) => {
      const probability = market?.outcomes[index]?.probability ?? 0;
      const result = probability >= 1 - 1e-9 ? 'won' : probability <= 1e-9 ? 'lost' : 'void';
      return { result, deadHeat: null };
    });
  });
}

/** Two-way results by a predicate on the outcome key, for sports settled by hand. */
export function settleBy(spec: MarketSpec, wins: (key: string) => boolean | null): OutcomeResult[] {
  return spec.outcomes.map((outcome) => {
    const won = wins(outcome.key);
    return { result: won === null ? 'void' : won ? 'won' : 'lost', deadHeat: null };
  });
}
