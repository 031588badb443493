import { MARGIN_BANDS } from '../models/margin';
import type { MarginBand } from '../models/margin';
import type { TennisDistribution } from '../models/tennis';

/** The single markets' band: the builder's one price is shaded with it too. */
export const TENNIS_BAND: MarginBand = MARGIN_BANDS.tennis;

/** A tennis leg: a test on the final set score ("2-1", from the home player's side) and the total games. */
export interface TennisLeg {
  readonly sport: 'tennis';
  readonly test: (setsA: number, setsB: number, games: number) => boolean;
}

/**
 * The model's leg for a tennis outcome: match winner (A/B), set betting ("2-1"…) and total
 * games at half-game lines; null otherwise (a whole line can push).
 */
export function tennisLeg(type: string, line: number | null, key: string): TennisLeg | null {
  if (type === 'match_winner') {
    if (key === 'A') return { sport: 'tennis', test: (a, b) => a > b };
    if (key === 'B') return { sport: 'tennis', test: (a, b) => b > a };
    return null;
  }
  if (type === 'set_betting') {
    const match = /^(\d)-(\d)$/.exec(key);
    if (!match) return null;
    const [wantA, wantB] = [Number(match[1]), Number(match[2])];
    return { sport: 'tennis', test: (a, b) => a === wantA && b === wantB };
  }
  if (type === 'total_games' && line !== null && !Number.isInteger(line) && Number.isInteger(line * 2)) {
    if (key === 'over') return { sport: 'tennis', test: (_a, _b, games) => games > line };
    if (key === 'under') return { sport: 'tennis', test: (_a, _b, games) => games < line };
  }
  return null;
}

/**
 * Fair probability that every leg wins: the exact sum over the match's joint distribution of
 * (final set score, total games), the one the single markets are read from.
 */
export function tennisProbability(distribution: TennisDistribution, legs: readonly TennisLeg[]): number {
  let total = 0;
  distribution.joint.forEach((byGames, score) => {
    const [a = 0, b = 0] = score.split('-').map(Number);
    byGames.forEach((probability, games) => {
      if (probability > 0 && legs.every((leg) => leg.test(a, b, games))) total += probability;
    });
  });
  return Math.min(1, total);
}
