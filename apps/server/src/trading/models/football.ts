import {
  asianHandicap,
  bothTeamsToScore,
  correctScore,
  doubleChance,
  drawNoBet,
  europeanHandicap,
  matchResult,
  totalGoals,
} from './football-markets';
import { buildScoreMatrix } from './score-matrix';
import type { ScoreMatrix } from './score-matrix';
import type { FairMarket } from './types';

/** Minutes of regulation play; stoppage time is folded into the last minute. */
export const FOOTBALL_MINUTES = 90;

/** A team's log-scale strengths: higher attack scores more, higher defence concedes less. */
export interface TeamRating {
  readonly attack: number;
  readonly defence: number;
}

/** Options for turning ratings into goals: league scoring level and home advantage. */
export interface RatingOptions {
  /** Goals an average team scores against an average team on neutral ground. */
  readonly baseGoals?: number;
  /** Log-scale boost for the home side (0.25 ≈ 28 % more goals). */
  readonly homeAdvantage?: number;
}

/**
 * Expected goals from team ratings (a Maher / Dixon–Coles style log-linear model), so the feed
 * can make believable fixtures from a table of teams.
 * @example expectedGoalsFromRatings({ attack: 0.3, defence: 0.1 }, { attack: 0, defence: 0 })
 */
export function expectedGoalsFromRatings(
  home: TeamRating,
  away: TeamRating,
  { baseGoals = 1.35, homeAdvantage = 0.25 }: RatingOptions = {},
): { home: number; away: number } {
  return {
    home: baseGoals * Math.exp(home.attack - away.defence + homeAdvantage),
    away: baseGoals * Math.exp(away.attack - home.defence),
  };
}

/** A football match in play: score so far and minutes elapsed (0 before kick-off). */
export interface FootballState {
  readonly score: readonly [number, number];
  readonly minute: number;
}

/** Share of the match still to play: remaining expected goals scale with it. */
export function remainingFraction(minute: number, minutes = FOOTBALL_MINUTES): number {
  return Math.min(1, Math.max(0, (minutes - minute) / minutes));
}

/** Inputs of the football model: full-match expected goals, Dixon–Coles rho, live state. */
export interface FootballModelInput {
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly rho?: number;
  readonly state?: FootballState;
}

/**
 * The match's ONE score matrix, pre-match or live: expected goals for the time left are added
 * to the current score. Every football market is then read from this matrix.
 */
export function footballMatrix({
  homeGoals,
  awayGoals,
  rho = 0,
  state = { score: [0, 0], minute: 0 },
}: FootballModelInput): ScoreMatrix {
  const left = remainingFraction(state.minute);
  const [homeLeft, awayLeft] = [homeGoals * left, awayGoals * left];
  // Clamp rho to where every Dixon–Coles factor stays non-negative for these expected goals.
  const upper = Math.min(1, homeLeft * awayLeft > 0 ? 1 / (homeLeft * awayLeft) : 1);
  const lower = -1 / Math.max(homeLeft, awayLeft, 1);
  return buildScoreMatrix(homeLeft, awayLeft, { rho: Math.min(upper, Math.max(lower, rho)), base: state.score });
}

/** Lines offered by default for the line markets. */
export interface FootballLines {
  readonly totals?: readonly number[];
  readonly asian?: readonly number[];
  readonly european?: readonly number[];
}

/**
 * Every football market from one matrix: 1X2, double chance, draw no bet, totals 0.5–4.5,
 * both teams to score, correct score, Asian and European handicaps.
 */
export function footballMarkets(
  matrix: ScoreMatrix,
  {
    totals = [0.5, 1.5, 2.5, 3.5, 4.5],
    asian = [-1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5],
    european = [-2, -1, 1, 2],
  }: FootballLines = {},
): FairMarket[] {
  return [
    matchResult(matrix),
    doubleChance(matrix),
    drawNoBet(matrix),
    ...totals.map((line) => totalGoals(matrix, line)),
    bothTeamsToScore(matrix),
    correctScore(matrix),
    ...asian.map((line) => asianHandicap(matrix, line)),
    ...european.map((line) => europeanHandicap(matrix, line)),
  ];
}
