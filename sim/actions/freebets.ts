import { toMoney } from '@sportsbook/betting';
import { createWallet } from '../../apps/server/src/wallet/wallet';
import { call } from '../client';
import type { SimBettor } from '../client';
import type { SimRng } from '../rng';
import { SIM_START } from '../world';
import type { World } from '../world';

/** A free bet as the bettor's client lists it: staked whole (decision 002). */
export interface HeldFreebet {
  readonly id: string;
  readonly remaining: number;
}

const DAY_MS = 86_400_000;

/**
 * The operator grants a bettor a free bet with the wallet's own grant (the one promotions use),
 * in process: free bets are common in a real book, not only the demo players' first ones. Each
 * grant expires at its own instant, so the client's listing (by expiry) has one order every run;
 * the free bet's id (a random uuid) never enters the log.
 */
export async function grantFreebet(world: World, rng: SimRng, bettor: SimBettor, step: number) {
  const amount = rng.pick([200, 500, 1_000, 2_500, 10_000]);
  await createWallet(world.handle).grantFreebet(bettor.playerId, {
    name: 'Simulated promotion',
    amount: toMoney(amount),
    minOdds: null,
    expiresAt: new Date(SIM_START + 400 * DAY_MS + step * 60_000),
  });
  return { granted: amount };
}

/** A free bet of the bettor's, as the client lists them (null: none left). */
export async function activeFreebet(world: World, rng: SimRng, bettor: SimBettor): Promise<HeldFreebet | null> {
  const answer = await call(world.book.app, {
    url: `/api/content/freebets/active?active=1&bookmaker=${bettor.bookmaker}`,
    headers: { jwt: bettor.token },
  });
  const data = (answer.body.data ?? []) as { id: string; amount_remaining: number }[];
  if (data.length === 0) return null;
  const held = rng.pick(data);
  return { id: held.id, remaining: Number(held.amount_remaining) };
}
