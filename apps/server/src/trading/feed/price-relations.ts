import { MIN_ODDS } from '../models/margin';
import type { MarginBand } from '../models/margin';
import { eventMargin } from '../models/outcome-prices';
import type { FairMarket } from '../models/types';
import { marketKey } from './book';
import type { MarketPrice, MarketSpec } from './types';

/** A market as a bettor sees it: its prices and whether it is offered. */
export interface QuotedMarket {
  readonly type: string;
  readonly line: number | null;
  readonly suspended: boolean;
  readonly outcomes: readonly { readonly key: string; readonly odds: number }[];
}

/** One outcome of one market: `type:line` and the outcome's key. */
interface Ref {
  readonly market: string;
  readonly key: string;
}

/** [narrow, wide]: every way `narrow` pays, `wide` pays at least as much, so narrow's price must not be shorter. */
type Pair = readonly [Ref, Ref];

const ref = (type: string, line: number | null, key: string): Ref => ({ market: marketKey(type, line), key });

/** Lines of a type that has a line, ascending. */
function linesOf(markets: readonly QuotedMarket[], type: string): number[] {
  return markets
    .filter((market) => market.type === type && market.line !== null)
    .map((market) => market.line as number)
    .sort((a, b) => a - b);
}

/** Over/under ladders: over a higher line is inside over a lower one, under a lower inside under a higher. */
function totalsPairs(markets: readonly QuotedMarket[]): Pair[] {
  const types = ['total_goals', 'home_total_goals', 'away_total_goals', 'total', 'total_games', 'total_maps'];
  return types.flatMap((type) => {
    const lines = linesOf(markets, type);
    return lines.flatMap((low, i) =>
      lines.slice(i + 1).flatMap((high): Pair[] => [
        [ref(type, high, 'over'), ref(type, low, 'over')],
        [ref(type, low, 'under'), ref(type, high, 'under')],
      ]),
    );
  });
}

/** Handicap ladders: the first side at a smaller line is inside it at a larger one, the second side the other way. */
function handicapPairs(markets: readonly QuotedMarket[]): Pair[] {
  const sides: Record<string, readonly [string, string]> = {
    asian_handicap: ['home', 'away'],
    european_handicap: ['home', 'away'],
    spread: ['home', 'away'],
    puck_line: ['home', 'away'],
    map_handicap: ['A', 'B'],
  };
  return Object.entries(sides).flatMap(([type, [first, second]]) => {
    const lines = linesOf(markets, type);
    return lines.flatMap((low, i) =>
      lines.slice(i + 1).flatMap((high): Pair[] => [
        [ref(type, low, first), ref(type, high, first)],
        [ref(type, high, second), ref(type, low, second)],
      ]),
    );
  });
}

/**
 * Football's results against the match result: double chance holds two results, draw no bet
 * and the handicaps around 0 hold a side's win, correct scores sit inside a result and the
 * totals, a team's goals inside the match's.
 */
function footballPairs(markets: readonly QuotedMarket[]): Pair[] {
  const result = (key: string) => ref('1x2', null, key);
  const dc = (key: string) => ref('double_chance', null, key);
  const pairs: Pair[] = [
    [result('home'), dc('1X')],
    [result('draw'), dc('1X')],
    [result('home'), dc('12')],
    [result('away'), dc('12')],
    [result('draw'), dc('X2')],
    [result('away'), dc('X2')],
    [result('home'), ref('draw_no_bet', null, 'home')],
    [result('away'), ref('draw_no_bet', null, 'away')],
    [ref('btts', null, 'yes'), ref('total_goals', 1.5, 'over')],
    [ref('total_goals', 1.5, 'under'), ref('btts', null, 'no')],
  ];
  for (const line of linesOf(markets, 'asian_handicap')) {
    // −0.5 and below (quarter −0.75 too) need more than a win; −0.25 and up refund at least part of a draw.
    pairs.push(line <= -0.5 ? [ref('asian_handicap', line, 'home'), result('home')] : [result('home'), ref('asian_handicap', line, 'home')]);
    pairs.push(line >= 0.5 ? [ref('asian_handicap', line, 'away'), result('away')] : [result('away'), ref('asian_handicap', line, 'away')]);
  } // prettier-ignore
  for (const line of linesOf(markets, 'european_handicap')) {
    pairs.push(line < 0 ? [ref('european_handicap', line, 'home'), result('home')] : [result('home'), ref('european_handicap', line, 'home')]);
    pairs.push(line > 0 ? [ref('european_handicap', line, 'away'), result('away')] : [result('away'), ref('european_handicap', line, 'away')]);
  } // prettier-ignore
  for (const line of linesOf(markets, 'home_total_goals')) {
    pairs.push([ref('home_total_goals', line, 'over'), ref('total_goals', line, 'over')]);
    pairs.push([ref('total_goals', line, 'under'), ref('home_total_goals', line, 'under')]);
  }
  for (const line of linesOf(markets, 'away_total_goals')) {
    pairs.push([ref('away_total_goals', line, 'over'), ref('total_goals', line, 'over')]);
    pairs.push([ref('total_goals', line, 'under'), ref('away_total_goals', line, 'under')]);
  }
  for (const line of linesOf(markets, 'european_handicap')) {
    // The handicap draw is a win by exactly the line: inside that side's result.
    pairs.push([ref('european_handicap', line, 'draw'), result(line < 0 ? 'home' : line > 0 ? 'away' : 'draw')]);
  }
  for (const type of ['home_total_goals', 'away_total_goals']) {
    if (linesOf(markets, type).includes(0.5)) pairs.push([ref('btts', null, 'yes'), ref(type, 0.5, 'over')]);
  }
  return [...pairs, ...scorePairs(markets)];
}

/** A correct score inside every result, total, team total and handicap it decides. */
function scorePairs(markets: readonly QuotedMarket[]): Pair[] {
  const pairs: Pair[] = [];
  const scores = markets.find((market) => market.type === 'correct_score')?.outcomes ?? [];
  for (const { key } of scores) {
    const [home, away] = key.split('-').map(Number);
    if (home === undefined || away === undefined || Number.isNaN(home) || Number.isNaN(away)) continue;
    const score = ref('correct_score', null, key);
    const side = (difference: number) => (difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw');
    pairs.push([score, ref('1x2', null, side(home - away))]);
    pairs.push([score, ref('btts', null, home > 0 && away > 0 ? 'yes' : 'no')]);
    for (const [type, goals] of [['total_goals', home + away], ['home_total_goals', home], ['away_total_goals', away]] as const) {
      for (const line of linesOf(markets, type)) pairs.push([score, ref(type, line, goals > line ? 'over' : 'under')]);
    } // prettier-ignore
    for (const line of linesOf(markets, 'european_handicap')) {
      pairs.push([score, ref('european_handicap', line, side(home + line - away))]);
    }
    // Half lines only: whole and quarter lines can push, and a refund is not a win.
    for (const line of linesOf(markets, 'asian_handicap').filter((l) => Number.isInteger(l * 2) && !Number.isInteger(l))) {
      pairs.push([score, ref('asian_handicap', line, home - away + line > 0 ? 'home' : 'away')]);
    } // prettier-ignore
  }
  return pairs;
}

/** A forecast inside its winner's win, a tricast inside its forecast. */
function racingPairs(markets: readonly QuotedMarket[]): Pair[] {
  const pairs: Pair[] = [];
  for (const [type, inside, parts] of [['forecast', 'win', 1], ['tricast', 'forecast', 2]] as const) {
    for (const { key } of markets.find((market) => market.type === type)?.outcomes ?? []) {
      pairs.push([ref(type, null, key), ref(inside, null, key.split('-').slice(0, parts).join('-'))]);
    }
  } // prettier-ignore
  return pairs;
}

/** Winners against the bets that hold them: regulation results, lines through 0, set and map scores. */
function winnerPairs(markets: readonly QuotedMarket[]): Pair[] {
  const pairs: Pair[] = [];
  const money = (key: string) => ref('moneyline', null, key);
  if (markets.some((market) => market.type === 'moneyline')) {
    // Hockey's 1X2 is regulation time: a regulation win is inside the win.
    pairs.push([ref('1x2', null, 'home'), money('home')], [ref('1x2', null, 'away'), money('away')]);
    for (const type of ['spread', 'puck_line']) {
      for (const line of linesOf(markets, type)) {
        pairs.push(line < 0 ? [ref(type, line, 'home'), money('home')] : [money('home'), ref(type, line, 'home')]);
        pairs.push(line > 0 ? [ref(type, line, 'away'), money('away')] : [money('away'), ref(type, line, 'away')]);
      }
    }
  }
  for (const [type, winner] of [
    ['set_betting', 'match_winner'],
    ['correct_map_score', 'match_winner'],
  ] as const) {
    for (const { key } of markets.find((market) => market.type === type)?.outcomes ?? []) {
      const [a = 0, b = 0] = key.split('-').map(Number);
      pairs.push([ref(type, null, key), ref(winner, null, a > b ? 'A' : 'B')]);
    }
  }
  return pairs;
}

/**
 * Every contradiction among the offered prices of one event: a price under the 1.01 floor, or
 * an outcome priced shorter than one that contains it (the bettor would take the wider outcome
 * at the longer price). Suspended markets and locked outcomes (odds 0, or 1 as stored) offer nothing to compare.
 * Pairs are read by market type, so one list serves every sport.
 */
export function priceContradictions(markets: readonly QuotedMarket[]): string[] {
  const offered = new Map<string, number>();
  const faults: string[] = [];
  for (const market of markets) {
    if (market.suspended) continue;
    for (const outcome of market.outcomes) {
      if (outcome.odds > 1 && outcome.odds < MIN_ODDS) {
        faults.push(`${marketKey(market.type, market.line)} ${outcome.key} at ${outcome.odds}, under the floor`);
      }
      if (outcome.odds > 1) offered.set(`${marketKey(market.type, market.line)}/${outcome.key}`, outcome.odds);
    }
  }
  const pairs = [
    ...totalsPairs(markets),
    ...handicapPairs(markets),
    ...footballPairs(markets),
    ...winnerPairs(markets),
    ...racingPairs(markets),
  ];
  for (const [narrow, wide] of pairs) {
    const [narrowOdds, wideOdds] = [narrow, wide].map((side) => offered.get(`${side.market}/${side.key}`));
    if (narrowOdds === undefined || wideOdds === undefined) continue;
    if (narrowOdds < wideOdds) {
      faults.push(`${narrow.market} ${narrow.key} at ${narrowOdds} is shorter than ${wide.market} ${wide.key} at ${wideOdds}, which contains it`);
    } // prettier-ignore
  }
  return faults;
}

/** Created markets with the prices a sport module published for them, as a bettor reads them. */
export function quote(specs: readonly MarketSpec[], prices: readonly MarketPrice[]): QuotedMarket[] {
  return specs.map((spec, i) => ({
    type: spec.type,
    line: spec.line,
    suspended: prices[i]?.suspended ?? true,
    outcomes: spec.outcomes.map((outcome, j) => ({ key: outcome.key, odds: prices[i]?.outcomes[j]?.odds ?? 0 })),
  }));
}

/**
 * Every way published prices break with the model they come from: an offered outcome paying more
 * than its fair odds (1 / probability) or carrying more than the event's margin (beyond the
 * truncation to 2 decimals and the 1,000 cap), a market offered although 1.01 overpays its
 * favourite or suspended although every price is honest, plus every contradiction between markets.
 * `fair` lists the model's markets (a missing one: every outcome of it counts as impossible).
 */
export function pricingFaults(
  specs: readonly MarketSpec[],
  prices: readonly MarketPrice[],
  fair: readonly FairMarket[],
  band: MarginBand,
): string[] {
  const faults: string[] = [];
  const margin = eventMargin(band);
  const quoted = quote(specs, prices);
  quoted.forEach((market) => {
    const name = marketKey(market.type, market.line);
    const model = fair.find((candidate) => candidate.type === market.type && (candidate.line ?? null) === market.line);
    const chance = (key: string) => model?.outcomes.find((outcome) => outcome.key === key)?.probability ?? 0;
    const overpaid = market.outcomes.some(({ key }) => chance(key) * MIN_ODDS > 1 + 1e-12);
    const possible = market.outcomes.some(({ key }) => chance(key) > 1e-12);
    if (market.suspended !== (overpaid || !possible)) {
      faults.push(`${name} ${market.suspended ? 'suspended with honest prices' : 'offered although 1.01 overpays it'}`);
    }
    if (market.suspended) return;
    for (const { key, odds } of market.outcomes) {
      const probability = chance(key);
      if (!(odds > 0)) {
        if (probability > 1e-12) faults.push(`${name} ${key} locked although it can happen`);
        continue;
      }
      if (odds * probability > 1 + 1e-12)
        faults.push(`${name} ${key} at ${odds} pays more than its fair ${1 / probability}`);
      const withMargin = Math.min(1000, Math.max(MIN_ODDS, 1 / (probability * (1 + margin))));
      if (odds < withMargin - 0.01 - 1e-9) {
        faults.push(`${name} ${key} at ${odds} carries more than the event's margin (fair ${1 / probability})`);
      }
    }
  });
  return [...faults, ...priceContradictions(quoted)];
}
