import { MAX_GOALS } from './score-matrix';
import type { ScoreMatrix } from './score-matrix';

/**
 * The football JOINT model: one distribution over everything a same-event bet can ask about a
 * match — the full-time score (the score matrix every single market reads), how those goals
 * split between the halves, and who scored them. A Bet Builder's probability is a sum over
 * this distribution, so it agrees with the single prices and with the simulator that produces
 * the results (the simulator draws from the same process: football-match.ts).
 *
 * Half-time split: every goal falls in the first half independently with the first half's
 * share of the playing time, (45 + s1) / (90 + s1 + s2), where s1 and s2 are the stoppage
 * minutes the simulator draws uniformly from STOPPAGE_FIRST and STOPPAGE_SECOND. Pre-match the
 * split is the exact mixture over those 20 stoppage pairs; in play, the time left before half
 * time is known (or half time is over and its score is fixed).
 *
 * Scorers: every goal of a team is, independently, player p's with probability share(p) (the
 * rest go to unnamed players and own goals), so given n team goals
 * P(p scores) = 1 − (1 − share)ⁿ, and several players of one team by inclusion–exclusion.
 * Prices are conditional on the player playing: a leg on a player who did not play is void.
 */

/** Stoppage minutes of the first half: uniform over [min, max], both included. */
export const STOPPAGE_FIRST: readonly [number, number] = [1, 4];
/** Stoppage minutes of the second half: uniform over [min, max], both included. */
export const STOPPAGE_SECOND: readonly [number, number] = [2, 6];

/** How the goals still to come split around half time. */
export type HalfTimeSplit =
  /** Before kick-off: the mixture over the simulator's stoppage times. */
  | { readonly kind: 'prematch' }
  /** In the first half: each remaining goal comes before half time with this probability. */
  | { readonly kind: 'fraction'; readonly fraction: number }
  /** Half time is over: its score is known. */
  | { readonly kind: 'known'; readonly score: readonly [number, number] };

/** A match as the joint model sees it: the remaining-goals matrix, the half-time split, scorers so far. */
export interface FootballJoint {
  readonly matrix: ScoreMatrix;
  readonly split: HalfTimeSplit;
}

/** One leg of a same-event bet, compiled to what the model can sum. */
export type JointLeg =
  /** A test on the full-time score; `given` (draw no bet) makes it conditional: void when false. */
  | {
      readonly on: 'ft';
      readonly test: (home: number, away: number) => boolean;
      readonly given?: (home: number, away: number) => boolean;
    }
  /** A test on the half-time score. */
  | { readonly on: 'ht'; readonly test: (home: number, away: number) => boolean }
  /** A test on the second half's goals (full time minus half time). */
  | { readonly on: 'second_half'; readonly test: (home: number, away: number) => boolean }
  /** A named player scores at least once (already true when he has scored). */
  | { readonly on: 'scorer'; readonly side: 0 | 1; readonly share: number; readonly scored: boolean };

const binomialRows = (n: number, f: number): number[][] => {
  const rows: number[][] = [];
  for (let total = 0; total <= n; total += 1) {
    const row: number[] = [];
    let coefficient = 1;
    for (let k = 0; k <= total; k += 1) {
      row.push(coefficient * f ** k * (1 - f) ** (total - k));
      coefficient = (coefficient * (total - k)) / (k + 1);
    }
    rows.push(row);
  }
  return rows;
};

/** P(x of i home and y of j away remaining goals before half time), flattened [i][j][x][y]. */
type SplitKernel = (i: number, j: number, x: number, y: number) => number;

let prematchKernel: Float64Array | null = null;
const SIDE = MAX_GOALS + 1;
const index4 = (i: number, j: number, x: number, y: number) => ((i * SIDE + j) * SIDE + x) * SIDE + y;

/** The pre-match split kernel: the average over every stoppage pair of the two sides' binomials. */
function prematchSplit(): Float64Array {
  if (prematchKernel) return prematchKernel;
  const kernel = new Float64Array(SIDE ** 4);
  const pairs: number[] = [];
  for (let s1 = STOPPAGE_FIRST[0]; s1 <= STOPPAGE_FIRST[1]; s1 += 1) {
    for (let s2 = STOPPAGE_SECOND[0]; s2 <= STOPPAGE_SECOND[1]; s2 += 1) pairs.push((45 + s1) / (90 + s1 + s2));
  }
  for (const f of pairs) {
    const rows = binomialRows(MAX_GOALS, f);
    for (let i = 0; i < SIDE; i += 1)
      for (let j = 0; j < SIDE; j += 1)
        for (let x = 0; x <= i; x += 1)
          for (let y = 0; y <= j; y += 1) kernel[index4(i, j, x, y)]! += (rows[i]![x]! * rows[j]![y]!) / pairs.length;
  }
  prematchKernel = kernel;
  return kernel;
}

function kernelOf(split: HalfTimeSplit): SplitKernel {
  if (split.kind === 'known') return (_i, _j, x, y) => (x === 0 && y === 0 ? 1 : 0);
  if (split.kind === 'fraction') {
    const rows = binomialRows(MAX_GOALS, Math.min(1, Math.max(0, split.fraction)));
    return (i, j, x, y) => rows[i]![x]! * rows[j]![y]!;
  }
  const kernel = prematchSplit();
  return (i, j, x, y) => kernel[index4(i, j, x, y)]!;
}

/**
 * P(every listed unscored player of one team scores | n more team goals), for n = 0..MAX_GOALS,
 * by inclusion–exclusion over the subsets of their shares.
 */
function scorerFactors(shares: readonly number[]): Float64Array {
  const factors = new Float64Array(SIDE);
  const subsets = 1 << shares.length;
  for (let n = 0; n < SIDE; n += 1) {
    let total = 0;
    for (let mask = 0; mask < subsets; mask += 1) {
      let taken = 0;
      let size = 0;
      for (let bit = 0; bit < shares.length; bit += 1) {
        if (mask & (1 << bit)) {
          taken += shares[bit]!;
          size += 1;
        }
      }
      total += (size % 2 === 0 ? 1 : -1) * Math.max(0, 1 - taken) ** n;
    }
    factors[n] = Math.max(0, total);
  }
  return factors;
}

/**
 * The fair probability that every leg wins, summed exactly over the joint distribution. Legs
 * with a `given` condition (draw no bet) are conditional: the sum is divided by P(every given).
 * Pure and allocation-light: an 8-leg builder costs tens of microseconds.
 */
export function jointProbability(model: FootballJoint, legs: readonly JointLeg[]): number {
  const { matrix, split } = model;
  const [home0, away0] = matrix.base;
  const ft: ((h: number, a: number) => boolean)[] = [];
  const givens: ((h: number, a: number) => boolean)[] = [];
  const ht: ((h: number, a: number) => boolean)[] = [];
  const second: ((h: number, a: number) => boolean)[] = [];
  const shares: [number[], number[]] = [[], []];
  for (const leg of legs) {
    if (leg.on === 'ft') {
      ft.push(leg.test);
      if (leg.given) givens.push(leg.given);
    } else if (leg.on === 'ht') ht.push(leg.test);
    else if (leg.on === 'second_half') second.push(leg.test);
    else if (!leg.scored) shares[leg.side].push(leg.share);
  }
  const scorers = [
    shares[0].length > 0 ? scorerFactors(shares[0]) : null,
    shares[1].length > 0 ? scorerFactors(shares[1]) : null,
  ];
  const halves = ht.length > 0 || second.length > 0;
  const kernel = halves ? kernelOf(split) : null;
  const [htHome0, htAway0] = split.kind === 'known' ? split.score : [home0, away0];
  let numerator = 0;
  let denominator = 0;
  const cells = matrix.cells;
  for (let i = 0; i < cells.length; i += 1) {
    const row = cells[i]!;
    const home = home0 + i;
    for (let j = 0; j < row.length; j += 1) {
      const cell = row[j]!;
      if (cell === 0) continue;
      const away = away0 + j;
      let possible = true;
      for (const given of givens) if (!given(home, away)) possible = false;
      if (!possible) continue;
      denominator += cell;
      for (const test of ft) if (!test(home, away)) possible = false;
      if (!possible) continue;
      let weight = cell * (scorers[0]?.[i] ?? 1) * (scorers[1]?.[j] ?? 1);
      if (weight === 0) continue;
      if (kernel) {
        let share = 0;
        for (let x = 0; x <= i; x += 1) {
          for (let y = 0; y <= j; y += 1) {
            const k = kernel(i, j, x, y);
            if (k === 0) continue;
            const htHome = htHome0 + x;
            const htAway = htAway0 + y;
            let ok = true;
            for (const test of ht) if (!test(htHome, htAway)) ok = false;
            for (const test of second) if (!test(home - htHome, away - htAway)) ok = false;
            if (ok) share += k;
          }
        }
        weight *= share;
      }
      numerator += weight;
    }
  }
  if (givens.length === 0) return numerator;
  return denominator > 0 ? numerator / denominator : 0;
}

/**
 * Half-time and second-half result probabilities ([home, draw, away] each) in ONE pass over the
 * joint distribution: the same sums as six one-leg `jointProbability` calls, for the feed's pricing.
 */
export function halfResults(model: FootballJoint): { halfTime: number[]; secondHalf: number[] } {
  const { matrix, split } = model;
  const kernel = kernelOf(split);
  const [htHome0, htAway0] = split.kind === 'known' ? split.score : matrix.base;
  const [home0, away0] = matrix.base;
  const halfTime = [0, 0, 0];
  const secondHalf = [0, 0, 0];
  const side = (difference: number) => (difference > 0 ? 0 : difference === 0 ? 1 : 2);
  matrix.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      if (cell === 0) return;
      for (let x = 0; x <= i; x += 1) {
        for (let y = 0; y <= j; y += 1) {
          const k = kernel(i, j, x, y);
          if (k === 0) continue;
          const [htHome, htAway] = [htHome0 + x, htAway0 + y];
          halfTime[side(htHome - htAway)]! += cell * k;
          secondHalf[side(home0 + i - htHome - (away0 + j - htAway))]! += cell * k;
        }
      }
    }),
  );
  return { halfTime, secondHalf };
}
