import type { AcceptOdds } from '@sportsbook/protocol';

/** A fixed-price leg's price as the ticket took it and as trading quotes it now. */
export interface PriceMove {
  readonly outcomeId: number;
  readonly taken: number;
  readonly current: number;
}

/** A refused move: the new odds per outcome id, for `meta.error`. */
export interface OddsChanged {
  readonly odds: Readonly<Record<string, number>>;
  readonly previous: Readonly<Record<string, number>>;
}

/**
 * Judges price moves between calculate and submit by the bettor's setting (spec 000 §7):
 * ACCEPT_ANY takes every new price; ACCEPT_HIGHER takes only better ones (any shorter price
 * refuses); ACCEPT_NONE takes none (any change refuses). Null when the bet may go on at the
 * current prices; otherwise every moved price, old and new.
 * @example judgeOddsMoves([{ outcomeId: 7, taken: 2, current: 1.9 }], 'ACCEPT_HIGHER')
 * // { odds: { '7': 1.9 }, previous: { '7': 2 } }
 */
export function judgeOddsMoves(moves: readonly PriceMove[], acceptOdds: AcceptOdds): OddsChanged | null {
  const moved = moves.filter((move) => move.current !== move.taken);
  const refused =
    acceptOdds === 'ACCEPT_NONE'
      ? moved.length > 0
      : acceptOdds === 'ACCEPT_HIGHER' && moved.some((move) => move.current < move.taken);
  if (!refused) return null;
  return {
    odds: Object.fromEntries(moved.map((move) => [String(move.outcomeId), move.current])),
    previous: Object.fromEntries(moved.map((move) => [String(move.outcomeId), move.taken])),
  };
}
