import { footballMatrix } from '../models/football';
import {
  asianHandicap,
  bothTeamsToScore,
  doubleChance,
  drawNoBet,
  europeanHandicap,
  matchResult,
  totalGoals,
} from '../models/football-markets';
import { MARGIN_BANDS } from '../models/margin';
import { yesNoOdds } from '../models/outcome-prices';
import { halfResults, jointProbability, STOPPAGE_FIRST, STOPPAGE_SECOND } from '../models/football-joint';
import type { HalfTimeSplit } from '../models/football-joint';
import { footballLeg } from '../models/football-legs';
import type { MarginBand } from '../models/margin';
import { randomInt } from '../models/rng';
import type { Rng } from '../models/rng';
import { scoreProbability } from '../models/score-matrix';
import { PLAYS_PROBABILITY, squadOf } from '../models/squads';
import type { Squad } from '../models/squads';
import type { ScoreMatrix } from '../models/score-matrix';
import type { FairMarket } from '../models/types';
import { formatLine, priceFromFair, settleFromFair } from './book';
import { marketSpec, sides } from './market-specs';
import type { OutcomeEntry } from './market-specs';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { MarketSpec, OutcomeResult, SimModule, Snapshot } from './types';

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
const TOTALS = [0.5, 1.5, 2.5, 3.5, 4.5];
const ASIAN = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];
const EUROPEAN = [-1, 1];
const CORRECT_SCORES = [0, 1, 2, 3, 4].flatMap((home) => [0, 1, 2, 3, 4].map((away) => `${home}-${away}`));
const HOME_TOTALS = [0.5, 1.5, 2.5];
const AWAY_TOTALS = [0.5, 1.5];
/** The market of named scorers: each outcome is its own yes/no bet, priced as one. */
export const GOALSCORER_MARKET = 'anytime_goalscorer';

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

/** How the remaining goals split around half time in a state (joint model). */
export function halfTimeSplit(state: FootballState): HalfTimeSplit {
  if (state.halfTime) return { kind: 'known', score: state.halfTime };
  const htMinute = state.halfTimeMinute;
  if (htMinute === null || htMinute === undefined || state.minute <= 0) return { kind: 'prematch' };
  const left = 90 - state.minute;
  return { kind: 'fraction', fraction: left > 0 ? Math.max(0, htMinute - state.minute) / left : 0 };
}

/** The joint model of a match in a state: the single markets' matrix plus the half-time split. */
export function footballJoint(params: FootballParams, state: FootballState) {
  const matrix = footballMatrix({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, rho: params.rho, state });
  return { matrix, split: halfTimeSplit(state) };
}

function legContext(params: FootballParams, state: FootballState) {
  return { squads: squadsOf(params), scored: new Set(state.scored ?? []) };
}

/** Markets read from the joint model by their legs: half-time and second-half results, team totals. */
function jointMarket(
  joint: ReturnType<typeof footballJoint>,
  context: ReturnType<typeof legContext>,
  type: string,
  line: number | null,
  keys: readonly string[],
): FairMarket {
  return {
    type,
    ...(line === null ? {} : { line }),
    outcomes: keys.map((key) => {
      const leg = footballLeg(type, line, key, context);
      return { key, probability: leg ? jointProbability(joint, [leg]) : 0 };
    }),
  };
}

/** Half-time and second-half results from one pass over the joint model (same sums as their legs). */
function halfResultMarkets(joint: ReturnType<typeof footballJoint>): FairMarket[] {
  const { halfTime, secondHalf } = halfResults(joint);
  const keys = ['home', 'draw', 'away'];
  return [
    { type: 'half_time_result', outcomes: keys.map((key, i) => ({ key, probability: halfTime[i] ?? 0 })) },
    { type: 'second_half_result', outcomes: keys.map((key, i) => ({ key, probability: secondHalf[i] ?? 0 })) },
  ];
}

/** The chance each named player scores (1 once he has; 0 when he is not playing), in squad order. */
export function scorerProbabilities(
  params: FootballParams,
  state: FootballState,
): { key: string; probability: number }[] {
  const joint = footballJoint(params, state);
  const context = legContext(params, state);
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return context.squads.flatMap((squad) =>
    squad.players.map((player) => {
      if (lineup && !lineup.has(player.key)) return { key: player.key, probability: 0 };
      const leg = footballLeg(GOALSCORER_MARKET, null, player.key, context);
      return { key: player.key, probability: leg ? jointProbability(joint, [leg]) : 0 };
    }),
  );
}

/**
 * A named player's single price: his yes/no proposition on the event's margin like every other
 * outcome, so a one-leg Bet Builder on him is the same price.
 */
export function scorerOdds(probability: number, band: MarginBand): number {
  return yesNoOdds(probability, band);
}

/** Correct score on a fixed list (0–0 to 4–4 plus "other"), so outcomes never change live. */
function correctScoreFixed(matrix: ScoreMatrix): FairMarket {
  const outcomes = CORRECT_SCORES.map((key) => {
    const [home = 0, away = 0] = key.split('-').map(Number);
    return { key, probability: scoreProbability(matrix, home, away) };
  });
  const listed = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  return { type: 'correct_score', outcomes: [...outcomes, { key: 'other', probability: Math.max(0, 1 - listed) }] };
}

/** Every fair market the single prices are read from (goalscorers apart: scorerProbabilities). */
export function fairMarkets(params: FootballParams, state: FootballState): FairMarket[] {
  const joint = footballJoint(params, state);
  const context = legContext(params, state);
  const { matrix } = joint;
  return [
    matchResult(matrix),
    doubleChance(matrix),
    drawNoBet(matrix),
    ...TOTALS.map((line) => totalGoals(matrix, line)),
    bothTeamsToScore(matrix),
    correctScoreFixed(matrix),
    ...ASIAN.map((line) => asianHandicap(matrix, line)),
    ...EUROPEAN.map((line) => europeanHandicap(matrix, line)),
    ...halfResultMarkets(joint),
    ...HOME_TOTALS.map((line) => jointMarket(joint, context, 'home_total_goals', line, ['over', 'under'])),
    ...AWAY_TOTALS.map((line) => jointMarket(joint, context, 'away_total_goals', line, ['over', 'under'])),
  ];
}

function marketSpecs({ home, away, comboBoost }: FootballParams): MarketSpec[] {
  const spec = (type: string, line: number | null, name: string, outcomes: OutcomeEntry[]) =>
    marketSpec(type, line, name, outcomes, { comboBoost: comboBoost && type === '1x2' });
  return [
    spec('1x2', null, 'Match Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    spec('double_chance', null, 'Double Chance', [
      ['1X', `${home} or Draw`],
      ['12', `${home} or ${away}`],
      ['X2', `Draw or ${away}`],
    ]),
    spec('draw_no_bet', null, 'Draw No Bet', sides(home, away)),
    ...TOTALS.map((line) =>
      spec('total_goals', line, `Total Goals ${line}`, [
        ['over', `Over ${line}`],
        ['under', `Under ${line}`],
      ]),
    ),
    spec('btts', null, 'Both Teams To Score', [
      ['yes', 'Yes'],
      ['no', 'No'],
    ]),
    spec('correct_score', null, 'Correct Score', [
      ...CORRECT_SCORES.map((key): OutcomeEntry => [key, key]),
      ['other', 'Any Other Score'],
    ]),
    ...ASIAN.map((line) =>
      spec('asian_handicap', line, `Asian Handicap ${formatLine(line)}`, [
        ['home', `${home} ${formatLine(line)}`],
        ['away', `${away} ${formatLine(-line)}`],
      ]),
    ),
    ...EUROPEAN.map((line) =>
      spec('european_handicap', line, `European Handicap ${formatLine(line)}`, [
        ['home', `${home} (${formatLine(line)})`],
        ['draw', `Draw (${formatLine(line)})`],
        ['away', `${away} (${formatLine(-line)})`],
      ]),
    ),
    spec('half_time_result', null, 'Half Time Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    spec('second_half_result', null, 'Second Half Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    ...HOME_TOTALS.map((line) =>
      spec('home_total_goals', line, `${home} Total Goals ${line}`, [
        ['over', `${home} Over ${line}`],
        ['under', `${home} Under ${line}`],
      ]),
    ),
    ...AWAY_TOTALS.map((line) =>
      spec('away_total_goals', line, `${away} Total Goals ${line}`, [
        ['over', `${away} Over ${line}`],
        ['under', `${away} Under ${line}`],
      ]),
    ),
    spec(
      GOALSCORER_MARKET,
      null,
      'Anytime Goalscorer',
      squadsOf({ home, away }).flatMap((squad) =>
        squad.players.map((player): OutcomeEntry => [player.key, player.name]),
      ),
    ),
  ];
}

/** "37'", "45+2'", "90+4'": the match clock as shown, from playing minutes in a half. */
function clockText(half: 1 | 2, played: number): string {
  const minute = Math.max(1, Math.ceil(played));
  const base = half === 1 ? 0 : 45;
  return minute <= 45 ? `${base + minute}'` : `${base + 45}+${minute - 45}'`;
}

function snapshot(params: FootballParams, path: FootballPath, startsAt: number, t: number): Snapshot<FootballState> {
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

/** Results of the scorer market at the end: scored → won, did not play → void, else lost. */
function settleScorers(state: FootballState, spec: MarketSpec): OutcomeResult[] {
  const scored = new Set(state.scored ?? []);
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return spec.outcomes.map((outcome) => ({
    result: lineup && !lineup.has(outcome.key) ? 'void' : scored.has(outcome.key) ? 'won' : 'lost',
    deadHeat: null,
  }));
}

/**
 * Football (and virtual football, on a faster minute): the future is drawn from the model's own
 * joint distribution (drawFootballPath) and mapped linearly onto the model's 90 minutes, so the
 * prices, the Bet Builder and the simulated results are one world.
 */
export const footballSim: SimModule<FootballParams, FootballPath, FootballState> = {
  path: drawFootballPath,
  snapshot,
  markets: marketSpecs,
  price(params, snap, markets) {
    const band = snap.isLive ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch;
    const prices = priceFromFair(markets, fairMarkets(params, snap.state), band);
    const scorers = new Map(scorerProbabilities(params, snap.state).map((entry) => [entry.key, entry.probability]));
    return markets.map((spec, index) => {
      if (spec.type !== GOALSCORER_MARKET) return prices[index]!;
      const outcomes = spec.outcomes.map((outcome) => ({
        odds: scorerOdds(scorers.get(outcome.key) ?? 0, band),
        fractional: null,
      }));
      return { suspended: outcomes.every((outcome) => outcome.odds === 0), outcomes };
    });
  },
  settle(params, snap, markets) {
    const final = { ...snap.state, minute: 90 };
    const results = settleFromFair(markets, fairMarkets(params, final));
    return markets.map((spec, index) =>
      spec.type === GOALSCORER_MARKET ? settleScorers(final, spec) : results[index]!,
    );
  },
};
