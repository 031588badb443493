import { z } from 'zod/mini';
import { currencySchema, idSchema, minorUnitsSchema } from './common';
import { inboxEventSchema } from './inbox';
import type { MY_BET_STATUSES } from './my-bets';

/*
 * Events for the logged-in player. Inside the server the wallet, betting,
 * settlement and cash-out code publish them on the bus channel `player.<id>` once their
 * transaction has committed; the websocket gateway forwards them to the sockets that
 * authenticated as that player and subscribed to `<bookmaker>_player`. A socket only ever
 * receives its own player's events, so the client's balance updates without polling.
 */

/** The bus channel of one player's events, inside the server. */
export function busPlayerChannel(playerId: number): string {
  return `player.${playerId}`;
}

/** The client channel of the authenticated player's events: `<bookmaker>_player`. */
export function playerChannel(bookmaker: string): string {
  return `${bookmaker}_player`;
}

/** Whether a client channel is a `<bookmaker>_player` channel (which needs an authenticated socket). */
export function isPlayerChannel(channel: string): boolean {
  return channel.endsWith('_player');
}

/** The balance after a change, in MAJOR units (as `/player/details`, the one wire exception). */
export const balanceEventSchema = z.object({
  type: z.literal('balance'),
  balance: z.number().check(z.nonnegative()),
  currency: currencySchema,
});

/** A bet reached its final status; `payout` in minor units (0 for a lost bet). */
export const betSettledEventSchema = z.object({
  type: z.literal('bet_settled'),
  bet_id: idSchema,
  status: z.enum(['won', 'lost', 'void', 'partly_won'] satisfies Exclude<
    (typeof MY_BET_STATUSES)[number],
    'open' | 'cashed_out'
  >[]),
  payout: minorUnitsSchema,
});

/** A bet was accepted (submit answered status 1). */
export const betPlacedEventSchema = z.object({
  type: z.literal('bet_placed'),
  bet_id: idSchema,
});

/** A bet was cashed out; `payout` in minor units. */
export const cashoutEventSchema = z.object({
  type: z.literal('cashout'),
  bet_id: idSchema,
  payout: minorUnitsSchema,
});

/**
 * What `<bookmaker>_player` pushes (and `player.<id>` carries on the bus). A change of money is
 * always followed by a `balance` event with the new balance.
 */
export const playerEventSchema = z.discriminatedUnion('type', [
  balanceEventSchema,
  betSettledEventSchema,
  betPlacedEventSchema,
  cashoutEventSchema,
  inboxEventSchema,
]);
/** One event for the player. */
export type PlayerEvent = z.infer<typeof playerEventSchema>;
