import { MARGIN_BANDS } from '../models/margin';
import { hockeyMarkets } from '../models/us-sports';
import { ordinal, priceFromFair, settleBy } from './book';
import { handicapSpecs, marketSpec, overUnderSpecs, sides } from './market-specs';
import { clockText, locate } from './periods';
import type { Period } from './periods';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one game: names and full-game expected goals. */
export interface HockeyParams {
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
}

/** The game's future: regulation goals, an overtime goal, or the shootout winner. */
export interface HockeyPath {
  readonly goals: readonly { readonly at: number; readonly side: 0 | 1 }[];
  readonly overtime: { readonly at: number; readonly side: 0 | 1 } | null;
  readonly shootout: 0 | 1 | null;
}

/** What the model prices and settles: regulation score, minutes, and the final score. */
export interface HockeyState {
  readonly regulation: readonly [number, number];
  readonly score: readonly [number, number];
  readonly elapsedMinutes: number;
}

const GAME_MINUTE_MS = 105_000;
const INTERMISSION_MS = 18 * 60_000;
const OVERTIME_BREAK_MS = 3 * 60_000;
const SHOOTOUT_MS = 5 * 60_000;
const GOAL_SUSPENSION_MS = 90_000;

function periodsOf(path: HockeyPath): Period[] {
  const regulation = [0, INTERMISSION_MS, INTERMISSION_MS].map((breakMs) => ({ minutes: 20, breakMs }));
  if (!path.overtime && path.shootout === null) return regulation;
  return [...regulation, { minutes: path.overtime?.at ?? 5, breakMs: OVERTIME_BREAK_MS }];
}

function count(goals: readonly { at: number; side: 0 | 1 }[], upTo: number): [number, number] {
  const scored = goals.filter((goal) => goal.at <= upTo);
  return [scored.filter((goal) => goal.side === 0).length, scored.filter((goal) => goal.side === 1).length];
}

/** Sim offset of a goal at game minute `at` (regulation), for the suspension after it. */
function goalOffset(at: number): number {
  return at * GAME_MINUTE_MS + Math.min(2, Math.floor(at / 20)) * INTERMISSION_MS;
}

function snapshot(_params: HockeyParams, path: HockeyPath, startsAt: number, t: number): Snapshot<HockeyState> {
  const periods = periodsOf(path);
  const offset = t - startsAt;
  const where = locate(periods, GAME_MINUTE_MS, offset);
  const regulation = count(path.goals, Math.min(60, where.elapsed));
  const extra: [number, number] = [0, 0];
  if (path.overtime && where.elapsed >= 60 + path.overtime.at) extra[path.overtime.side] += 1;
  const playedMs = periods.reduce((sum, period) => sum + period.breakMs + period.minutes * GAME_MINUTE_MS, 0);
  const ended = where.phase === 'after' && (path.shootout === null || offset >= playedMs + SHOOTOUT_MS);
  if (ended && path.shootout !== null) extra[path.shootout] += 1;
  const score: [number, number] = [regulation[0] + extra[0], regulation[1] + extra[1]];
  // Whole minutes, as the prices are keyed: the state priced is the state every reader sees (decision 088).
  const state = { regulation, score, elapsedMinutes: Math.min(60, Math.floor(where.elapsed)) };
  const stats = { home_scores: score[0], away_scores: score[1] };
  if (where.phase === 'before') {
    return notStarted(state);
  }
  if (ended) {
    const decidedBy = path.overtime ? 'overtime' : path.shootout !== null ? 'shootout' : 'regulation';
    return endedSnapshot(state, stats, { score, regulation, decided_by: decidedBy });
  }
  const description =
    where.phase === 'after'
      ? 'Shootout'
      : where.period >= 3
        ? where.phase === 'break'
          ? 'Break'
          : 'Overtime'
        : where.phase === 'break'
          ? `${ordinal(where.period)} Intermission`
          : `${ordinal(where.period + 1)} Period`;
  const suspended = path.goals.some(
    (goal) => goal.at <= where.elapsed && offset - goalOffset(goal.at) < GOAL_SUSPENSION_MS,
  );
  return liveSnapshot(state, {
    statusDescription: description,
    stats: { ...stats, time: where.phase === 'play' ? clockText(where.remaining) : description },
    suspended: suspended || where.phase === 'after',
    priceKey: `${regulation[0]}-${regulation[1]}:${Math.floor(where.elapsed)}:${where.phase}`,
  });
}

function markets({ home, away }: HockeyParams): MarketSpec[] {
  return [
    marketSpec('moneyline', null, 'Money Line', sides(home, away)),
    marketSpec('1x2', null, 'Regulation Time Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    ...handicapSpecs('puck_line', 'Puck Line', [-1.5, 1.5], home, away),
    ...overUnderSpecs('total', 'Total Goals', [4.5, 5.5, 6.5]),
  ];
}

/**
 * Ice hockey: regulation goals as a Poisson process, then five minutes of sudden-death
 * overtime and a shootout (the winner credited one goal, as the model and the NHL count it).
 */
export const hockeySim: SimModule<HockeyParams, HockeyPath, HockeyState> = {
  path(params, rng) {
    const rate = (params.homeGoals + params.awayGoals) / 60;
    const homeShare = params.homeGoals / (params.homeGoals + params.awayGoals);
    const goals: { at: number; side: 0 | 1 }[] = [];
    for (let at = -Math.log(1 - rng()) / rate; at < 60; at += -Math.log(1 - rng()) / rate) {
      goals.push({ at, side: rng() < homeShare ? 0 : 1 });
    }
    const [home, away] = count(goals, 60);
    if (home !== away) return { goals, overtime: null, shootout: null };
    const at = -Math.log(1 - rng()) / rate;
    const side: 0 | 1 = rng() < homeShare ? 0 : 1;
    if (at < 5) return { goals, overtime: { at, side }, shootout: null };
    return { goals, overtime: null, shootout: rng() < 0.5 ? 0 : 1 };
  },
  snapshot,
  markets,
  price(params, snap, specs) {
    const state = { score: snap.state.regulation, elapsedMinutes: snap.state.elapsedMinutes };
    return priceFromFair(
      specs,
      hockeyMarkets({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, state }),
      MARGIN_BANDS.usSports,
    );
  },
  settle(_params, snap, specs) {
    const [home, away] = snap.state.score;
    const [rh, ra] = snap.state.regulation;
    return specs.map((spec) => {
      const line = spec.line ?? 0;
      if (spec.type === 'moneyline') return settleBy(spec, (key) => (key === 'home') === home > away);
      if (spec.type === '1x2') return settleBy(spec, (key) => key === (rh > ra ? 'home' : rh < ra ? 'away' : 'draw'));
      if (spec.type === 'puck_line') return settleBy(spec, (key) => (key === 'home') === home - away + line > 0);
      return settleBy(spec, (key) => (key === 'over') === home + away > line);
    });
  },
};
