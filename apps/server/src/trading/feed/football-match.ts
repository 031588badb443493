import { footballMatrix } from '../models/football';
import { STOPPAGE_FIRST, STOPPAGE_SECOND } from '../models/football-joint';
import { randomInt } from '../models/rng';
import type { Rng } from '../models/rng';
import { PLAYS_PROBABILITY, squadOf } from '../models/squads';
import type { Squad } from '../models/squads';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { Snapshot } from './types';

/*
 * The football match itself: its inputs, the future drawn for it (goals, scorers, line-ups,
 * stoppage time) and the score, clock and state read from that future at any moment. The
 * markets priced from the state are in football-sim.ts.
 */

/** Inputs of one match: names, full-match expected goals, and how long a playing minute lasts. */
export interface FootballParams {
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly rho: number;
  /** Simulated ms per playing minute: 60 000 for real football, 2 000 for virtual. */
  readonly minuteMs: number;
  readonly comboBoost: boolean;
}

/** One goal of the future: playing minute, side, and the squad key of its scorer (null: another player or an own goal). */
export interface FootballGoal {
  readonly at: number;
  readonly side: 0 | 1;
  readonly player?: string | null;
}

/** The match's future: stoppage minutes of each half, the named players who play, and every goal. */
export interface FootballPath {
  readonly stoppage: readonly [number, number];
  readonly goals: readonly FootballGoal[];
  /** Squad keys of the named players in the match-day team (absent players' bets are void); all when not given. */
  readonly lineup?: readonly string[];
}

/** What the model prices: the score, the regulation minute (0–90) and what the joint model needs. */
export interface FootballState {
  readonly score: readonly [number, number];
  readonly minute: number;
  /** The half-time score once half time is reached. */
  readonly halfTime?: readonly [number, number] | null;
  /** The model minute (0–90) at which the first half ends, once kicked off. */
  readonly halfTimeMinute?: number | null;
  /** Squad keys of the players who have scored. */
  readonly scored?: readonly string[];
  /** Squad keys of the named players who play, once kicked off (null before: priced as if they play). */
  readonly lineup?: readonly string[] | null;
}

const HALF_TIME_MINUTES = 15;
/** Markets stay suspended this many playing minutes after a goal (90 s of a real match). */
const GOAL_SUSPENSION_MINUTES = 1.5;

const squadCache = new Map<string, [Squad, Squad]>();

/** Both squads of a match, home first (keys `h1…`, `a1…`). */
export function squadsOf(params: Pick<FootballParams, 'home' | 'away'>): [Squad, Squad] {
  const key = `${params.home}\u0000${params.away}`;
  const known = squadCache.get(key);
  if (known) return known;
  const squads: [Squad, Squad] = [squadOf(params.home, 'h'), squadOf(params.away, 'a')];
  if (squadCache.size > 5_000) squadCache.clear();
  squadCache.set(key, squads);
  return squads;
}

/** "37'", "45+2'", "90+4'": the match clock as shown, from playing minutes in a half. */
function clockText(half: 1 | 2, played: number): string {
  const minute = Math.max(1, Math.ceil(played));
  const base = half === 1 ? 0 : 45;
  return minute <= 45 ? `${base + minute}'` : `${base + 45}+${minute - 45}'`;
}

/** The match at simulated time `t`: score, clock, suspension after a goal, and the result once ended. */
export function footballSnapshot(
  params: FootballParams,
  path: FootballPath,
  startsAt: number,
  t: number,
): Snapshot<FootballState> {
  const [s1, s2] = path.stoppage;
  const total = 90 + s1 + s2;
  const elapsed = (t - startsAt) / params.minuteMs;
  const firstHalf = 45 + s1;
  const secondStart = firstHalf + HALF_TIME_MINUTES;
  const ended = elapsed >= secondStart + 45 + s2;
  const playing =
    elapsed < firstHalf ? elapsed : elapsed < secondStart ? firstHalf : Math.min(total, elapsed - HALF_TIME_MINUTES);
  const scored = path.goals.filter((goal) => goal.at <= playing);
  const score: [number, number] = [
    scored.filter((g) => g.side === 0).length,
    scored.filter((g) => g.side === 1).length,
  ];
  const firstHalfGoals = path.goals.filter((goal) => goal.at < firstHalf);
  const halfTime: [number, number] | null =
    playing >= firstHalf
      ? [firstHalfGoals.filter((g) => g.side === 0).length, firstHalfGoals.filter((g) => g.side === 1).length]
      : null;
  const scorers = [...new Set(scored.flatMap((goal) => (goal.player ? [goal.player] : [])))];
  const lineup = path.lineup ?? squadsOf(params).flatMap((squad) => squad.players.map((player) => player.key));
  if (elapsed < 0)
    return notStarted({ score, minute: 0, halfTime: null, halfTimeMinute: null, scored: [], lineup: null });
  const state: FootballState = {
    score,
    // Whole model minutes: the feed reprices once a minute, and the state it prices from is the
    // state the Bet Builder and every check read, never one a fraction of a minute later (decision 088).
    minute: Math.floor((90 * Math.max(0, playing)) / total),
    halfTime,
    halfTimeMinute: (90 * firstHalf) / total,
    scored: scorers,
    lineup,
  };
  const stats = { home_scores: score[0], away_scores: score[1] };
  if (ended) {
    const result = {
      score,
      winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : 'draw',
      half_time: halfTime,
      goals: path.goals.map((goal) => ({
        minute: Math.round(((90 * goal.at) / total) * 10) / 10,
        side: goal.side === 0 ? 'home' : 'away',
        player: goal.player ?? null,
      })),
      lineup,
    };
    return endedSnapshot({ ...state, minute: 90 }, { ...stats, time: 'FT' }, result, 'Full Time');
  }
  const goalElapsed = (at: number) => (at < firstHalf ? at : at + HALF_TIME_MINUTES);
  const suspended = scored.some((goal) => elapsed - goalElapsed(goal.at) < GOAL_SUSPENSION_MINUTES);
  const [description, time] =
    elapsed < firstHalf
      ? ['1st Half', clockText(1, playing)]
      : elapsed < secondStart
        ? ['Half Time', 'HT']
        : ['2nd Half', clockText(2, playing - firstHalf)];
  return liveSnapshot(state, {
    statusDescription: description,
    stats: { ...stats, time },
    suspended,
    // Everything the prices are read from: half time reached changes them with the clock standing still.
    priceKey: `${score[0]}-${score[1]}:${state.minute}:${halfTime ? halfTime.join('-') : ''}`,
  });
}

/** Cumulative probabilities of the pre-match score matrix, row by row, per set of inputs (few per process). */
const cumulativeCache = new Map<string, Float64Array>();

function cumulativeScores(params: FootballParams): Float64Array {
  const key = `${params.homeGoals}:${params.awayGoals}:${params.rho}`;
  const known = cumulativeCache.get(key);
  if (known) return known;
  const { cells } = footballMatrix({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, rho: params.rho });
  const side = cells.length;
  const cumulative = new Float64Array(side * side);
  let total = 0;
  for (let i = 0; i < side; i += 1) {
    for (let j = 0; j < side; j += 1) {
      total += cells[i]?.[j] ?? 0;
      cumulative[i * side + j] = total;
    }
  }
  if (cumulativeCache.size > 5_000) cumulativeCache.clear();
  cumulativeCache.set(key, cumulative);
  return cumulative;
}

/** Draws the scorer of one goal of a team: a named player by his share if he plays, else null (others, own goals). */
function drawScorer(rng: Rng, squad: Squad, plays: ReadonlySet<string>): string | null {
  let threshold = rng();
  for (const player of squad.players) {
    threshold -= player.share;
    if (threshold < 0) return plays.has(player.key) ? player.key : null;
  }
  return null;
}

/**
 * Draws a match's future from the model itself: the full-time score from the score matrix the
 * single markets are priced from (Dixon–Coles included), each goal at a uniform moment of the
 * playing time (so the halves split as the joint model says), and each scorer by his share.
 */
export function drawFootballPath(params: FootballParams, rng: Rng): Required<FootballPath> {
  const stoppage: [number, number] = [
    randomInt(rng, STOPPAGE_FIRST[0], STOPPAGE_FIRST[1]),
    randomInt(rng, STOPPAGE_SECOND[0], STOPPAGE_SECOND[1]),
  ];
  const total = 90 + stoppage[0] + stoppage[1];
  const squads = squadsOf(params);
  const lineup: string[] = [];
  for (const squad of squads)
    for (const player of squad.players) if (rng() < PLAYS_PROBABILITY) lineup.push(player.key);
  const plays = new Set(lineup);
  const cumulative = cumulativeScores(params);
  const side = Math.round(Math.sqrt(cumulative.length));
  const u = rng() * (cumulative[cumulative.length - 1] ?? 1);
  let cell = 0;
  while (cell < cumulative.length - 1 && (cumulative[cell] ?? 1) <= u) cell += 1;
  const counts = [Math.floor(cell / side), cell % side];
  const goals: FootballGoal[] = [];
  for (const team of [0, 1] as const) {
    for (let goal = 0; goal < (counts[team] ?? 0); goal += 1) {
      goals.push({ at: rng() * total, side: team, player: drawScorer(rng, squads[team], plays) });
    }
  }
  goals.sort((a, b) => a.at - b.at);
  return { stoppage, goals, lineup };
}
