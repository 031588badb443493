import { scoreProbability, sumScores } from './score-matrix';
import type { ScoreMatrix } from './score-matrix';
import type { FairMarket } from './types';

/** 1X2: the match result market every other football market must agree with. */
export function matchResult(matrix: ScoreMatrix): FairMarket {
  return {
    type: '1x2',
    outcomes: [
      { key: 'home', probability: sumScores(matrix, (h, a) => h > a) },
      { key: 'draw', probability: sumScores(matrix, (h, a) => h === a) },
      { key: 'away', probability: sumScores(matrix, (h, a) => h < a) },
    ],
  };
}

/** Double chance: two results of three win, so its fair probabilities sum to 2 (winners: 2). */
export function doubleChance(matrix: ScoreMatrix): FairMarket {
  return {
    type: 'double_chance',
    winners: 2,
    outcomes: [
      { key: '1X', probability: sumScores(matrix, (h, a) => h >= a) },
      { key: '12', probability: sumScores(matrix, (h, a) => h !== a) },
      { key: 'X2', probability: sumScores(matrix, (h, a) => h <= a) },
    ],
  };
}

/** Draw no bet: the stake comes back on a draw, so prices are the 1X2 win chances without it. */
export function drawNoBet(matrix: ScoreMatrix): FairMarket {
  const home = sumScores(matrix, (h, a) => h > a);
  const away = sumScores(matrix, (h, a) => h < a);
  const decided = home + away;
  return {
    type: 'draw_no_bet',
    outcomes: [
      { key: 'home', probability: decided > 0 ? home / decided : 0.5 },
      { key: 'away', probability: decided > 0 ? away / decided : 0.5 },
    ],
  };
}

/** Over/under a half-goal line on the whole match's goals (so no push is possible). */
export function totalGoals(matrix: ScoreMatrix, line: number): FairMarket {
  if (Number.isInteger(line)) throw new RangeError(`Total goals lines are half-goals (2.5), got ${line}.`);
  const over = sumScores(matrix, (h, a) => h + a > line);
  return {
    type: 'total_goals',
    line,
    outcomes: [
      { key: 'over', probability: over },
      { key: 'under', probability: 1 - over },
    ],
  };
}

/** Both teams to score: yes/no from the same matrix. */
export function bothTeamsToScore(matrix: ScoreMatrix): FairMarket {
  const yes = sumScores(matrix, (h, a) => h > 0 && a > 0);
  return {
    type: 'btts',
    outcomes: [
      { key: 'yes', probability: yes },
      { key: 'no', probability: 1 - yes },
    ],
  };
}

/**
 * Correct score: every final score up to 4 goals a side (or two more than now, live) plus an
 * 'other' bucket holding the rest of the matrix, so the market still sums to 1.
 */
export function correctScore(matrix: ScoreMatrix): FairMarket {
  const [home0, away0] = matrix.base;
  const outcomes: { key: string; probability: number }[] = [];
  for (let home = home0; home <= Math.max(4, home0 + 2); home += 1) {
    for (let away = away0; away <= Math.max(4, away0 + 2); away += 1) {
      outcomes.push({ key: `${home}-${away}`, probability: scoreProbability(matrix, home, away) });
    }
  }
  const listed = outcomes.reduce((total, outcome) => total + outcome.probability, 0);
  return { type: 'correct_score', outcomes: [...outcomes, { key: 'other', probability: Math.max(0, 1 - listed) }] };
}

/**
 * How a home bet at a handicap settles for a goal difference: [share won, share refunded].
 * Quarter lines (−0.75) split the stake over the two neighbouring lines (−0.5 and −1).
 */
function asianShares(difference: number, line: number): [number, number] {
  const halves = Math.abs((line * 4) % 2) === 1 ? [line - 0.25, line + 0.25] : [line, line];
  let [won, refunded] = [0, 0];
  for (const half of halves) {
    const result = difference + half;
    if (result > 0) won += 0.5;
    else if (result === 0) refunded += 0.5;
  }
  return [won, refunded];
}

/**
 * Asian handicap (home gets `line`, away the opposite), pushes included: each side's
 * probability is 1/fair odds, where fair odds make the bet's expected return the stake. The
 * refunded share drops out, so home + away is exactly 1.
 */
export function asianHandicap(matrix: ScoreMatrix, line: number): FairMarket {
  if (!Number.isInteger(line * 4)) throw new RangeError(`Asian lines are quarter-goals, got ${line}.`);
  let [home, away, refunded] = [0, 0, 0];
  const [home0, away0] = matrix.base;
  matrix.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const [won, push] = asianShares(home0 + i - (away0 + j), line);
      home += cell * won;
      refunded += cell * push;
      away += cell * (1 - won - push);
    }),
  );
  const live = 1 - refunded;
  return {
    type: 'asian_handicap',
    line,
    outcomes: [
      { key: 'home', probability: live > 0 ? home / live : 0.5 },
      { key: 'away', probability: live > 0 ? away / live : 0.5 },
    ],
  };
}

/** European (three-way) handicap: whole-goal line given to home, with the handicap draw. */
export function europeanHandicap(matrix: ScoreMatrix, line: number): FairMarket {
  if (!Number.isInteger(line)) throw new RangeError(`European handicaps are whole goals, got ${line}.`);
  return {
    type: 'european_handicap',
    line,
    outcomes: [
      { key: 'home', probability: sumScores(matrix, (h, a) => h + line > a) },
      { key: 'draw', probability: sumScores(matrix, (h, a) => h + line === a) },
      { key: 'away', probability: sumScores(matrix, (h, a) => h + line < a) },
    ],
  };
}
