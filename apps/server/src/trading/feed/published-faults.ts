import { exactOdds, rational as R } from '@sportsbook/betting';
import type { Rational } from '@sportsbook/betting';
import { marketKey } from './book';
import { GOALSCORER_MARKET } from './football-sim';
import { priceContradictions } from './price-relations';
import type { QuotedMarket } from './price-relations';

/**
 * Markets whose outcomes can all win together (each a yes/no bet on its own: the named scorers):
 * their book has no bound, each price answers only to its own chance.
 */
const OPEN_ENDED_MARKETS: readonly string[] = [GOALSCORER_MARKET];

/** How many outcomes of a market win (double chance: two results of three); one for the rest. */
function winnersOf(type: string): number {
  return type === 'double_chance' ? 2 : 1;
}

/** The book of a market's offered prices, Σ 1 / odds over its outcomes priced above 1, exactly. */
function exactBookOf(market: QuotedMarket): Rational {
  return market.outcomes.reduce(
    (total, outcome) => (outcome.odds > 1 ? R.add(total, R.div(R.int(1), exactOdds(outcome.odds))) : total),
    R.int(0),
  );
}

/**
 * Whether a market's book is under its number of winners: in floats when clearly above (a book is
 * over 1 by its margin, far beyond float error), exactly on the published decimals near the bound.
 */
function bookUnder(market: QuotedMarket, winners: number): boolean {
  let book = 0;
  for (const outcome of market.outcomes) if (outcome.odds > 1) book += 1 / outcome.odds;
  if (book > winners + 1e-9) return false;
  return R.compare(exactBookOf(market), R.int(winners)) < 0;
}

/**
 * Every way the published prices of one event break the house's edge without reading the model
 * (decision 091): an offered market whose book (Σ 1 / odds over its offered outcomes, on the exact
 * published decimals) is under its number of winners, a price under the 1.01 floor, or an outcome
 * priced shorter than one that contains it (`priceContradictions`). Suspended markets offer
 * nothing and are left out; a market with no offered outcome has no book.
 */
export function publishedPriceFaults(markets: readonly QuotedMarket[]): string[] {
  const faults: string[] = [];
  for (const market of markets) {
    if (market.suspended || OPEN_ENDED_MARKETS.includes(market.type)) continue;
    if (!market.outcomes.some((outcome) => outcome.odds > 1)) continue;
    const winners = winnersOf(market.type);
    if (bookUnder(market, winners)) {
      const shown = (R.toNumber(exactBookOf(market)) / winners).toFixed(4);
      faults.push(
        `${marketKey(market.type, market.line)} book ${shown} is under 1: the prices pay more than the outcomes`,
      );
    }
  }
  return [...faults, ...priceContradictions(markets)];
}
