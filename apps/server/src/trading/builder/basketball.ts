import type { BasketballParams, BasketballState } from '../feed/basketball-sim';
import { MARGIN_BANDS } from '../models/margin';
import { normalCdf } from '../models/probability';
import { remainingFraction } from '../models/football';

/**
 * A basketball leg for the joint model: a test on the final margin (home − away, with the
 * overtime winner when regulation ends level) or a bound on the total points.
 */
export type BasketballLeg =
  | { readonly on: 'margin'; readonly test: (margin: number, overtime: 'home' | 'away' | null) => boolean }
  | { readonly on: 'total'; readonly over: boolean; readonly line: number };

const MARGIN_SD = 12;
const TOTAL_SD = 18;
const MINUTES = 48;

/** The model's leg for a basketball outcome (moneyline, spread and total at half-point lines); null otherwise. */
export function basketballLeg(type: string, line: number | null, key: string): BasketballLeg | null {
  const half = line !== null && !Number.isInteger(line) && Number.isInteger(line * 2);
  if (type === 'moneyline') {
    if (key === 'home') return { on: 'margin', test: (m, ot) => m > 0 || (m === 0 && ot === 'home') };
    if (key === 'away') return { on: 'margin', test: (m, ot) => m < 0 || (m === 0 && ot === 'away') };
    return null;
  }
  if (type === 'spread' && half) {
    if (key === 'home') return { on: 'margin', test: (m) => m + line > 0 };
    if (key === 'away') return { on: 'margin', test: (m) => m + line < 0 };
    return null;
  }
  if (type === 'total' && half && (key === 'over' || key === 'under')) {
    return { on: 'total', over: key === 'over', line };
  }
  return null;
}

/** P(lo < X < hi) for a normal (a point mass when no time is left). */
function normalBetween(lo: number, hi: number, mean: number, sd: number): number {
  if (!(sd > 1e-9)) return mean > lo && mean < hi ? 1 : 0;
  const upper = hi === Infinity ? 1 : normalCdf((hi - mean) / sd);
  const lower = lo === -Infinity ? 0 : normalCdf((lo - mean) / sd);
  return Math.max(0, upper - lower);
}

/**
 * The joint probability of basketball legs, from the same model the single markets are priced
 * from (us-sports.ts): the regulation margin and the total are independent normals (the
 * simulator's shared pace shock cancels in the margin), live scaled to the time left. The
 * margin is summed per whole point — a level regulation goes to overtime, won by either side
 * with probability one half, as the moneyline prices it — and totals are an interval.
 */
export function basketballProbability(
  params: Pick<BasketballParams, 'homePoints' | 'awayPoints'>,
  state: BasketballState,
  legs: readonly BasketballLeg[],
): number {
  const left = remainingFraction(state.elapsedMinutes, MINUTES);
  const [home, away] = state.score;
  const margin = {
    mean: home - away + (params.homePoints - params.awayPoints) * left,
    sd: MARGIN_SD * Math.sqrt(left),
  };
  const total = { mean: home + away + (params.homePoints + params.awayPoints) * left, sd: TOTAL_SD * Math.sqrt(left) };
  const marginLegs = legs.filter((leg) => leg.on === 'margin');
  let lo = -Infinity;
  let hi = Infinity;
  for (const leg of legs) {
    if (leg.on !== 'total') continue;
    if (leg.over) lo = Math.max(lo, leg.line);
    else hi = Math.min(hi, leg.line);
  }
  const totalPart = lo < hi ? normalBetween(lo, hi, total.mean, total.sd) : 0;
  if (totalPart === 0 || marginLegs.length === 0) return totalPart;
  const spread = Math.max(margin.sd * 9, 1);
  let marginPart = 0;
  for (let m = Math.floor(margin.mean - spread); m <= Math.ceil(margin.mean + spread); m += 1) {
    const mass = normalBetween(m - 0.5, m + 0.5, margin.mean, margin.sd);
    if (mass === 0) continue;
    if (m !== 0) {
      if (marginLegs.every((leg) => leg.test(m, null))) marginPart += mass;
      continue;
    }
    for (const overtime of ['home', 'away'] as const) {
      if (marginLegs.every((leg) => leg.test(0, overtime))) marginPart += mass / 2;
    }
  }
  return marginPart * totalPart;
}

/** The margin band basketball's single markets are priced with. */
export const BASKETBALL_BAND = MARGIN_BANDS.usSports;
