import { formatFraction } from '../models/fractional-ladder';
import { forecastMarket, priceExotic, simulateFinish, tricastMarket } from '../models/racing-exotics';
import type { Finisher } from '../models/racing-exotics';
import { overpaysSome } from '../models/outcome-prices';
import { priceRace, winProbabilitiesFromRatings } from '../models/racing';
import type { Runner } from '../models/racing';
import { settleOrder, settleWin } from './racing-results';
import type { MarketPrice, MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one race: course, runners with ratings, and how long the race runs once off. */
export interface RacingParams {
  readonly variant: 'horse' | 'greyhound' | 'virtual';
  readonly runners: readonly { readonly key: string; readonly name: string; readonly rating: number }[];
  readonly handicap: boolean;
  readonly durationMs: number;
  /** Whether bettors may take the starting price on the win market's runners. */
  readonly startingPrice: boolean;
  /** The chance its finish has a tie, when the feed runs at another rate than the default. */
  readonly deadHeatChance?: number;
}

/** The race's future: its finishing order (dead heats share a position). */
export interface RacingPath {
  readonly finish: readonly Finisher[];
}

/** A rare dead heat, so settlement's dead-heat rules are exercised in a long run (FEED_DEAD_HEAT_RATE). */
export const DEAD_HEAT_CHANCE = 0.01;

function runnersOf(params: RacingParams): Runner[] {
  const scale = params.variant === 'greyhound' ? 6 : 8;
  const probabilities = winProbabilitiesFromRatings(
    params.runners.map((runner) => runner.rating),
    scale,
  );
  return params.runners.map((runner, index) => ({ key: runner.key, probability: probabilities[index] ?? 0 }));
}

function combinations(params: RacingParams, n: 2 | 3): { key: string; name: string }[] {
  const market = n === 2 ? forecastMarket(runnersOf(params)) : tricastMarket(runnersOf(params));
  const names = new Map(params.runners.map((runner) => [runner.key, runner.name]));
  return market.outcomes.map(({ key }) => ({
    key,
    name: key
      .split('-')
      .map((part) => names.get(part) ?? part)
      .join(' / '),
  }));
}

function markets(params: RacingParams): MarketSpec[] {
  // The terms the priced race can carry (decision 095): settlement reads the same spec.
  const terms = priceRace(runnersOf(params), { handicap: params.handicap });
  return [
    {
      type: 'win',
      line: null,
      name: 'Win or Each Way',
      ewPrice: terms.ewPrice,
      ewPlace: terms.ewPlace,
      outcomes: params.runners.map((runner) => ({
        key: runner.key,
        name: runner.name,
        startingPrice: params.startingPrice,
      })),
    },
    { type: 'forecast', line: null, name: 'Forecast', ewPrice: null, ewPlace: null, outcomes: combinations(params, 2) },
    { type: 'tricast', line: null, name: 'Tricast', ewPrice: null, ewPlace: null, outcomes: combinations(params, 3) },
  ];
}

function snapshot(params: RacingParams, path: RacingPath, startsAt: number, t: number): Snapshot<RacingPath> {
  const base = { stats: {}, priceKey: 'static', state: path };
  if (t < startsAt)
    return { ...base, status: 'not_started', isLive: false, statusDescription: null, suspended: false, result: null };
  if (t < startsAt + params.durationMs)
    return { ...base, status: 'live', isLive: true, statusDescription: 'Race Off', suspended: true, result: null };
  const names = new Map(params.runners.map((runner) => [runner.key, runner.name]));
  const order = path.finish.map(({ key, position }) => ({ runner: key, name: names.get(key) ?? key, position }));
  return { ...base, status: 'ended', isLive: false, statusDescription: 'Result', suspended: true, result: { order } };
}

/**
 * Horse, greyhound and virtual races: prices set once on the fractional ladder (win, each way)
 * and by Harville (forecast, tricast); the race goes off at its time, every market suspends,
 * and the finish drawn from the same probabilities settles it.
 */
export const racingSim: SimModule<RacingParams, RacingPath, RacingPath> = {
  path: (params, rng) => ({
    finish: simulateFinish(runnersOf(params), rng, params.deadHeatChance ?? DEAD_HEAT_CHANCE),
  }),
  snapshot,
  markets,
  price(params, _snap, specs): MarketPrice[] {
    const runners = runnersOf(params);
    const win = priceRace(runners, { handicap: params.handicap });
    const exotic = (n: 2 | 3) => priceExotic(n === 2 ? forecastMarket(runners) : tricastMarket(runners));
    return specs.map((spec) => {
      if (spec.type === 'win') {
        return {
          suspended: overpaysSome(win.outcomes),
          outcomes: win.outcomes.map((outcome) => ({
            odds: outcome.odds,
            fractional: outcome.fraction ? formatFraction(outcome.fraction) : null,
          })),
        };
      }
      const priced = exotic(spec.type === 'forecast' ? 2 : 3);
      return {
        suspended: overpaysSome(priced.outcomes),
        outcomes: priced.outcomes.map((outcome) => ({ odds: outcome.odds, fractional: null })),
      };
    });
  },
  settle(_params, snap, specs) {
    return specs.map((spec) => {
      const keys = spec.outcomes.map((outcome) => outcome.key);
      if (spec.type === 'win') return settleWin(snap.state.finish, keys, spec.ewPlace ?? 1);
      return settleOrder(snap.state.finish, keys, spec.type === 'forecast' ? 2 : 3);
    });
  },
};
