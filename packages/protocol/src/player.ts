import { z } from 'zod/mini';
import { currencySchema, idSchema, successSchema, withRefusal } from './common';

/** The player's wallet; `balance` stays in major units as the specs send it, the client multiplies by 100. */
export const playerDetailsSchema = z.object({
  balance: z.number(),
  currency: currencySchema,
});
/** Balance and currency of the logged-in player. */
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;

/** `GET /player/details` success. */
export const playerDetailsSuccessSchema = successSchema({ data: playerDetailsSchema });
/** `GET /player/details` answer, refused with NOT_AUTHENTICATED for a guest. */
export const playerDetailsResponseSchema = withRefusal(playerDetailsSuccessSchema);
/** A player-details answer. */
export type PlayerDetailsResponse = z.infer<typeof playerDetailsResponseSchema>;

/** `GET /v1/bets/cashouts`: bets cashed out since the last poll, matched against the client's history. */
export const cashoutsResponseSchema = z.object({
  cashouts: z.array(z.object({ bet_id: idSchema })),
});
/** A cashouts answer. */
export type CashoutsResponse = z.infer<typeof cashoutsResponseSchema>;
