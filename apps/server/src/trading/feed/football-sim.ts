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
import { randomInt } from '../models/rng';
import { scoreProbability } from '../models/score-matrix';
import type { ScoreMatrix } from '../models/score-matrix';
import type { FairMarket } from '../models/types';
import { formatLine, priceFromFair, settleFromFair } from './book';
import { marketSpec, sides } from './market-specs';
import type { OutcomeEntry } from './market-specs';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { MarketSpec, SimModule, Snapshot } from './types';

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

/** The match's future: stoppage minutes of each half and every goal (playing minute, side). */
export interface FootballPath {
  readonly stoppage: readonly [number, number];
  readonly goals: readonly { readonly at: number; readonly side: 0 | 1 }[];
}

/** What the model prices: the score and the regulation minute (0–90). */
export interface FootballState {
  readonly score: readonly [number, number];
  readonly minute: number;
}

const HALF_TIME_MINUTES = 15;
/** Markets stay suspended this many playing minutes after a goal (90 s of a real match). */
const GOAL_SUSPENSION_MINUTES = 1.5;
const TOTALS = [0.5, 1.5, 2.5, 3.5, 4.5];
const ASIAN = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];
const EUROPEAN = [-1, 1];
const CORRECT_SCORES = [0, 1, 2, 3, 4].flatMap((home) => [0, 1, 2, 3, 4].map((away) => `${home}-${away}`));

/** Correct score on a fixed list (0–0 to 4–4 plus "other"), so outcomes never change live. */
function correctScoreFixed(matrix: ScoreMatrix): FairMarket {
  const outcomes = CORRECT_SCORES.map((key) => {
    const [home = 0, away = 0] = key.split('-').map(Number);
    return { key, probability: scoreProbability(matrix, home, away) };
  });
  const listed = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  return { type: 'correct_score', outcomes: [...outcomes, { key: 'other', probability: Math.max(0, 1 - listed) }] };
}

function fairMarkets(params: FootballParams, state: FootballState): FairMarket[] {
  const matrix = footballMatrix({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, rho: params.rho, state });
  return [
    matchResult(matrix),
    doubleChance(matrix),
    drawNoBet(matrix),
    ...TOTALS.map((line) => totalGoals(matrix, line)),
    bothTeamsToScore(matrix),
    correctScoreFixed(matrix),
    ...ASIAN.map((line) => asianHandicap(matrix, line)),
    ...EUROPEAN.map((line) => europeanHandicap(matrix, line)),
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
  const state = { score, minute: (90 * Math.max(0, playing)) / total };
  if (elapsed < 0) return notStarted(state);
  const stats = { home_scores: score[0], away_scores: score[1] };
  if (ended) {
    const result = { score, winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : 'draw' };
    return endedSnapshot({ score, minute: 90 }, { ...stats, time: 'FT' }, result, 'Full Time');
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
    priceKey: `${score[0]}-${score[1]}:${Math.floor(state.minute)}`,
  });
}

/**
 * Football (and virtual football, on a faster minute): goals are a Poisson process over the
 * playing time at the model's rates, mapped linearly onto the model's 90 minutes so the live
 * prices and the simulated goals follow the same distribution.
 */
export const footballSim: SimModule<FootballParams, FootballPath, FootballState> = {
  path(params, rng) {
    const stoppage: [number, number] = [randomInt(rng, 1, 4), randomInt(rng, 2, 6)];
    const total = 90 + stoppage[0] + stoppage[1];
    const rate = (params.homeGoals + params.awayGoals) / total;
    const goals: { at: number; side: 0 | 1 }[] = [];
    for (let at = -Math.log(1 - rng()) / rate; at < total; at += -Math.log(1 - rng()) / rate) {
      goals.push({ at, side: rng() < params.homeGoals / (params.homeGoals + params.awayGoals) ? 0 : 1 });
    }
    return { stoppage, goals };
  },
  snapshot,
  markets: marketSpecs,
  price(params, snap, markets) {
    const band = snap.isLive ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch;
    return priceFromFair(markets, fairMarkets(params, snap.state), band);
  },
  settle(params, snap, markets) {
    return settleFromFair(markets, fairMarkets(params, { score: snap.state.score, minute: 90 }));
  },
};
