import { poisson } from './probability';

/** Goals counted per side in a matrix: with a few expected goals the tail beyond 10 is ~1e-7. */
export const MAX_GOALS = 10;

/**
 * ONE distribution of final scores: cells[i][j] is the chance that home adds i more goals and
 * away adds j more to `base` (the current score; 0–0 before kick-off). Every market of a
 * match is a sum over these cells, so the markets cannot disagree with each other.
 */
export interface ScoreMatrix {
  readonly base: readonly [number, number];
  readonly cells: readonly (readonly number[])[];
}

/**
 * Dixon–Coles' low-score factor: independent Poisson under-counts 0–0 and 1–1 draws; rho < 0
 * moves mass onto them. The four factors leave the total probability unchanged.
 */
export function dixonColesTau(home: number, away: number, lambda: number, mu: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lambda * mu * rho;
  if (home === 0 && away === 1) return 1 + lambda * rho;
  if (home === 1 && away === 0) return 1 + mu * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/** Options for a score matrix: Dixon–Coles rho, the current score, and the goal cap. */
export interface ScoreMatrixOptions {
  readonly rho?: number;
  readonly base?: readonly [number, number];
  readonly maxGoals?: number;
}

/**
 * Builds the score matrix from expected (remaining) goals per side, with the Dixon–Coles
 * correction applied to the remaining-goal counts, and renormalised so the truncated matrix
 * sums to exactly 1.
 * @example buildScoreMatrix(1.6, 1.1).cells[1]?.[1] // P(1–1) ≈ 0.118
 */
export function buildScoreMatrix(
  homeGoals: number,
  awayGoals: number,
  { rho = 0, base = [0, 0], maxGoals = MAX_GOALS }: ScoreMatrixOptions = {},
): ScoreMatrix {
  if (!(homeGoals >= 0) || !(awayGoals >= 0)) {
    throw new RangeError(`Expected goals must be 0 or more, got ${homeGoals} and ${awayGoals}.`);
  }
  const taus = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ].map(([home = 0, away = 0]) => dixonColesTau(home, away, homeGoals, awayGoals, rho));
  if (taus.some((tau) => tau < 0)) {
    throw new RangeError(`Dixon–Coles rho ${rho} is too large for these expected goals; use a smaller |rho|.`);
  }
  const raw: number[][] = [];
  let total = 0;
  for (let home = 0; home <= maxGoals; home += 1) {
    const row: number[] = [];
    for (let away = 0; away <= maxGoals; away += 1) {
      const cell =
        poisson(home, homeGoals) * poisson(away, awayGoals) * dixonColesTau(home, away, homeGoals, awayGoals, rho);
      row.push(cell);
      total += cell;
    }
    raw.push(row);
  }
  return { base, cells: raw.map((row) => row.map((cell) => cell / total)) };
}

/**
 * Probability of every final score matching a predicate: the single way markets read the
 * matrix, e.g. sumScores(m, (h, a) => h > a) is the home win.
 */
export function sumScores(matrix: ScoreMatrix, predicate: (home: number, away: number) => boolean): number {
  const [home0, away0] = matrix.base;
  let total = 0;
  matrix.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      if (predicate(home0 + i, away0 + j)) total += cell;
    }),
  );
  return total;
}

/** Probability of one exact final score (0 when it can no longer happen). */
export function scoreProbability(matrix: ScoreMatrix, home: number, away: number): number {
  return matrix.cells[home - matrix.base[0]]?.[away - matrix.base[1]] ?? 0;
}
