import { remainingFraction } from './football';
import { normalCdf } from './probability';
import { buildScoreMatrix } from './score-matrix';
import type { FairMarket } from './types';

/** A US-sports game in play: score so far and minutes of playing time elapsed. */
export interface GameClock {
  readonly score: readonly [number, number];
  readonly elapsedMinutes: number;
}

/** Inputs of the basketball model: full-game expected points and their spread. */
export interface BasketballInput {
  readonly homePoints: number;
  readonly awayPoints: number;
  /** Standard deviation of the full-game margin (NBA ≈ 12). */
  readonly marginSd?: number;
  /** Standard deviation of the full-game total (NBA ≈ 18). */
  readonly totalSd?: number;
  readonly minutes?: number;
  readonly state?: GameClock;
  /**
   * Fixed lines to price (a live feed keeps the lines it opened with, so bets placed on them stay
   * on the board); by default three lines around the current expected margin and total.
   */
  readonly lines?: { readonly spread: readonly number[]; readonly total: readonly number[] };
}

/** P(lower < X < upper) for X ~ Normal(mean, sd); a point mass when sd is 0 (game over). */
function normalBetween(lower: number, upper: number, mean: number, sd: number): number {
  if (sd === 0) return mean > lower && mean < upper ? 1 : 0;
  return Math.max(0, normalCdf((upper - mean) / sd) - normalCdf((lower - mean) / sd));
}

/** The half-line nearest a mean, so a main line never pushes. */
function halfLine(mean: number): number {
  return Math.floor(mean) + 0.5;
}

/**
 * Basketball moneyline, point spread and total from a normal model of the final margin and
 * total. Live, the remaining means and variances scale with the time left and are added to the
 * score. A level score after regulation goes to overtime, split evenly.
 */
export function basketballMarkets(input: BasketballInput): FairMarket[] {
  const { homePoints, awayPoints, marginSd = 12, totalSd = 18, minutes = 48 } = input;
  const { score, elapsedMinutes } = input.state ?? { score: [0, 0], elapsedMinutes: 0 };
  const left = remainingFraction(elapsedMinutes, minutes);
  const margin = { mean: score[0] - score[1] + (homePoints - awayPoints) * left, sd: marginSd * Math.sqrt(left) };
  const total = { mean: score[0] + score[1] + (homePoints + awayPoints) * left, sd: totalSd * Math.sqrt(left) };
  const level = normalBetween(-0.5, 0.5, margin.mean, margin.sd);
  const home = normalBetween(0.5, Infinity, margin.mean, margin.sd) + level / 2;
  const spread = halfLine(-margin.mean);
  const totalLine = halfLine(total.mean);
  return [
    twoWay('moneyline', undefined, 'home', 'away', home),
    ...(input.lines?.spread ?? [spread - 2, spread, spread + 2]).map((line) =>
      twoWay('spread', line, 'home', 'away', normalBetween(-line, Infinity, margin.mean, margin.sd)),
    ),
    ...(input.lines?.total ?? [totalLine - 5, totalLine, totalLine + 5]).map((line) =>
      twoWay('total', line, 'over', 'under', normalBetween(line, Infinity, total.mean, total.sd)),
    ),
  ];
}

function twoWay(type: string, line: number | undefined, first: string, second: string, chance: number): FairMarket {
  const outcomes = [
    { key: first, probability: chance },
    { key: second, probability: 1 - chance },
  ];
  return line === undefined ? { type, outcomes } : { type, line, outcomes };
}

/** Inputs of the ice hockey model: full-game expected goals per side. */
export interface HockeyInput {
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly state?: GameClock;
}

/**
 * Ice hockey from one Poisson matrix of regulation scores. A regulation draw goes to overtime
 * (5 minutes, first goal wins, each side in proportion to its scoring rate) and then a
 * shootout (a coin flip); the winner is credited one goal, as NHL scoring does, so moneyline,
 * puck line and totals all read the same final-score distribution.
 */
export function hockeyMarkets({ homeGoals, awayGoals, state }: HockeyInput): FairMarket[] {
  const { score, elapsedMinutes } = state ?? { score: [0, 0] as const, elapsedMinutes: 0 };
  const left = remainingFraction(elapsedMinutes, 60);
  const matrix = buildScoreMatrix(homeGoals * left, awayGoals * left, { base: score });
  const overtimeGoal = 1 - Math.exp(-((homeGoals + awayGoals) * 5) / 60);
  const homeInOvertime = overtimeGoal * (homeGoals / (homeGoals + awayGoals)) + (1 - overtimeGoal) / 2;
  let [regulationHome, regulationDraw] = [0, 0];
  const finals: { difference: number; total: number; probability: number }[] = [];
  matrix.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const [home, away] = [score[0] + i, score[1] + j];
      if (home > away) regulationHome += cell;
      if (home !== away) {
        finals.push({ difference: home - away, total: home + away, probability: cell });
      } else {
        regulationDraw += cell;
        finals.push({ difference: 1, total: home + away + 1, probability: cell * homeInOvertime });
        finals.push({ difference: -1, total: home + away + 1, probability: cell * (1 - homeInOvertime) });
      }
    }),
  );
  const chance = (test: (final: { difference: number; total: number }) => boolean) =>
    finals.reduce((sum, final) => (test(final) ? sum + final.probability : sum), 0);
  return [
    twoWay(
      'moneyline',
      undefined,
      'home',
      'away',
      chance((final) => final.difference > 0),
    ),
    {
      type: '1x2',
      outcomes: [
        { key: 'home', probability: regulationHome },
        { key: 'draw', probability: regulationDraw },
        { key: 'away', probability: 1 - regulationHome - regulationDraw },
      ],
    },
    ...[-1.5, 1.5].map((line) =>
      twoWay(
        'puck_line',
        line,
        'home',
        'away',
        chance((final) => final.difference + line > 0),
      ),
    ),
    ...[4.5, 5.5, 6.5].map((line) =>
      twoWay(
        'total',
        line,
        'over',
        'under',
        chance((final) => final.total > line),
      ),
    ),
  ];
}
