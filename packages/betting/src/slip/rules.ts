import { isFullCover, parseSystemType, systemLineSizes } from '../system-lines';
import type { BetType } from '../totals';
import type { SlipSelection } from './types';

/** System bets take 3 to 16 selections; choosing one is capped at 20 (spec 000 §4, §9). */
export const SYSTEM_MIN_SELECTIONS = 3;
export const SYSTEM_MAX_SELECTIONS = 16;
export const SYSTEM_HARD_CAP = 20;
/**
 * The most selections one slip (and so one ticket) may hold: the system hard cap of spec 000 §9,
 * applied to every bet type so no request can make the server price an unbounded ticket.
 * @alias
 */
export const MAX_SELECTIONS = SYSTEM_HARD_CAP;
/** A combi needs at least two selections (spec 000 §9). */
export const COMBI_MIN_SELECTIONS = 2;

/** Whether every selection comes from a different event. */
export function allEventsDistinct(selections: readonly SlipSelection[]): boolean {
  return new Set(selections.map((selection) => selection.eventId)).size === selections.length;
}

/** Forecast and tricast markets can only be bet as singles (spec 000 §8). */
export function isForecastOrTricast(marketType: string): boolean {
  return /forecast|tricast/i.test(marketType);
}

/** Whether a market offers each way: terms with more than one place (spec 000 §5). */
export function offersEachWay(selection: Pick<SlipSelection, 'ewPlace' | 'ewPrice'>): boolean {
  return (selection.ewPlace ?? 0) > 1 && (selection.ewPrice ?? 0) > 0;
}

/**
 * The bet type after the selection count changed from `previousCount` (spec 000 §4): one
 * selection forces single; a second one added to a single of different events makes a
 * combi; combi needs 2; system needs 3 and falls back to single beyond 16.
 */
export function betTypeAfterCountChange(
  betType: BetType,
  selections: readonly SlipSelection[],
  previousCount: number,
): BetType {
  const count = selections.length;
  if (count <= 1) return 'single';
  if (betType === 'single') {
    return previousCount === 1 && count === 2 && allEventsDistinct(selections) ? 'combi' : 'single';
  }
  if (betType === 'combi') return count >= COMBI_MIN_SELECTIONS ? 'combi' : 'single';
  return count >= SYSTEM_MIN_SELECTIONS && count <= SYSTEM_MAX_SELECTIONS ? 'system' : 'single';
}

/**
 * The bet type a bettor gets when choosing one (spec 000 §4): combi needs 2 selections,
 * system 3 and no more than the hard cap of 20; otherwise single.
 */
export function betTypeWhenChosen(chosen: BetType, count: number): BetType {
  if (chosen === 'combi') return count >= COMBI_MIN_SELECTIONS ? 'combi' : 'single';
  if (chosen === 'system') return count >= SYSTEM_MIN_SELECTIONS && count <= SYSTEM_HARD_CAP ? 'system' : 'single';
  return 'single';
}

/**
 * The system type after a change: a named full cover is kept while it still fits the
 * selections, the chosen permutation size while the selections still allow it, else the first
 * option (k = 2); null when not a system.
 */
export function systemTypeFor(betType: BetType, previous: string | null, count: number): string | null {
  if (betType !== 'system' || count < SYSTEM_MIN_SELECTIONS) return null;
  if (previous && isFullCover(previous) && systemLineSizes(previous, count)) return previous;
  const k = previous ? (parseSystemType(previous)?.k ?? 2) : 2;
  return `system_${k >= 2 && k < count ? k : 2}/${count}`;
}
