import { MARGIN_BANDS } from '../models/margin';
import { randomNormal } from '../models/rng';
import { basketballMarkets } from '../models/us-sports';
import { ordinal, priceFromFair, settleFromFair } from './book';
import { handicapSpecs, marketSpec, overUnderSpecs, sides } from './market-specs';
import { clockText, locate } from './periods';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one game: names, full-game expected points and the lines it opened with. */
export interface BasketballParams {
  readonly home: string;
  readonly away: string;
  readonly homePoints: number;
  readonly awayPoints: number;
  readonly spreadLines: readonly number[];
  readonly totalLines: readonly number[];
}

/** The game's future: points scored by each side in every game minute (overtime included). */
export interface BasketballPath {
  readonly minutes: readonly (readonly [number, number])[];
}

/** What the model prices: score and game minutes played (capped at 48 in overtime). */
export interface BasketballState {
  readonly score: readonly [number, number];
  readonly elapsedMinutes: number;
}

const GAME_MINUTE_MS = 120_000;
const BREAK_MS = [0, 120_000, 900_000, 120_000];
const OVERTIME_BREAK_MS = 120_000;
/** Per-minute noise chosen so 48 minutes give the model's spreads: margin sd 12, total sd 18. */
const PACE_SD = Math.sqrt(0.9375);
const SIDE_SD = Math.sqrt(1.5);

function periodsOf(path: BasketballPath) {
  const overtimes = (path.minutes.length - 48) / 5;
  return [12, 12, 12, 12, ...Array.from({ length: overtimes }, () => 5)].map((minutes, index) => ({
    minutes,
    breakMs: BREAK_MS[index] ?? OVERTIME_BREAK_MS,
  }));
}

function scoreAfter(path: BasketballPath, minutes: number): [number, number] {
  let [home, away] = [0, 0];
  for (const [h, a] of path.minutes.slice(0, Math.floor(minutes))) [home, away] = [home + h, away + a];
  return [home, away];
}

function snapshot(
  _params: BasketballParams,
  path: BasketballPath,
  startsAt: number,
  t: number,
): Snapshot<BasketballState> {
  const where = locate(periodsOf(path), GAME_MINUTE_MS, t - startsAt);
  const score = scoreAfter(path, where.elapsed);
  // Whole minutes, as the prices are keyed: the state priced is the state every reader sees (decision 088).
  const state = { score, elapsedMinutes: Math.min(48, Math.floor(where.elapsed)) };
  const stats = { home_scores: score[0], away_scores: score[1] };
  if (where.phase === 'before') {
    return notStarted(state);
  }
  if (where.phase === 'after') {
    return endedSnapshot(state, stats, { score, overtimes: (path.minutes.length - 48) / 5 });
  }
  const name = where.period < 4 ? `${ordinal(where.period + 1)} Quarter` : 'Overtime';
  const description = where.phase === 'break' ? (where.period === 2 ? 'Half Time' : 'Break') : name;
  return liveSnapshot(state, {
    statusDescription: description,
    stats: { ...stats, time: where.phase === 'break' ? description : clockText(where.remaining) },
    suspended: false,
    priceKey: `${score[0]}-${score[1]}:${Math.floor(where.elapsed)}`,
  });
}

function markets({ home, away, spreadLines, totalLines }: BasketballParams): MarketSpec[] {
  return [
    marketSpec('moneyline', null, 'Money Line', sides(home, away)),
    ...handicapSpecs('spread', 'Point Spread', spreadLines, home, away),
    ...overUnderSpecs('total', 'Total Points', totalLines),
  ];
}

function fair(params: BasketballParams, state: BasketballState) {
  const lines = { spread: params.spreadLines, total: params.totalLines };
  return basketballMarkets({ homePoints: params.homePoints, awayPoints: params.awayPoints, state, lines });
}

/**
 * Basketball by game minute: points per minute drawn with a shared pace shock and a side
 * shock sized to the model's margin and total spreads; overtime periods until someone leads.
 */
export const basketballSim: SimModule<BasketballParams, BasketballPath, BasketballState> = {
  path(params, rng) {
    const minutes: [number, number][] = [];
    const play = (count: number) => {
      for (let minute = 0; minute < count; minute += 1) {
        const pace = randomNormal(rng, 0, PACE_SD);
        const side = (mean: number) => Math.max(0, Math.round(mean / 48 + pace + randomNormal(rng, 0, SIDE_SD)));
        minutes.push([side(params.homePoints), side(params.awayPoints)]);
      }
    };
    play(48);
    for (let guard = 0; guard < 10; guard += 1) {
      const [home, away] = scoreAfter({ minutes }, minutes.length);
      if (home !== away) break;
      play(5);
    }
    const [home, away] = scoreAfter({ minutes }, minutes.length);
    if (home === away) minutes[minutes.length - 1] = [1, 0];
    return { minutes };
  },
  snapshot,
  markets,
  price: (params, snap, specs) => priceFromFair(specs, fair(params, snap.state), MARGIN_BANDS.usSports),
  settle: (params, snap, specs) => settleFromFair(specs, fair(params, { score: snap.state.score, elapsedMinutes: 48 })),
};
