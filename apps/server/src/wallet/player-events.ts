import { toMajor, toMoney } from '@sportsbook/betting';
import { busPlayerChannel } from '@sportsbook/protocol';
import type { PlayerEvent } from '@sportsbook/protocol';
import type { Bus } from '../realtime/index';
import type { Wallet } from './wallet';

/*
 * Events for the player's client, published on `player.<id>` AFTER the
 * transaction that caused them has committed, never inside it. They are a convenience on top of
 * the HTTP answers: a failure is reported and swallowed, so it never fails the bet, settlement
 * or cash out that caused it.
 */

/** Told about an event that could not be published (default console.error). */
export type PlayerEventErrorReporter = (error: unknown, playerId: number) => void;

const reportToConsole: PlayerEventErrorReporter = (error, playerId) => {
  console.error(`[player-events] publishing to player ${playerId} failed:`, error);
};

/** Publishes events for one player, in order; never throws. */
export async function publishPlayerEvents(
  bus: Bus,
  playerId: number,
  events: readonly PlayerEvent[],
  onError: PlayerEventErrorReporter = reportToConsole,
): Promise<void> {
  try {
    for (const event of events) await bus.publish(busPlayerChannel(playerId), event);
  } catch (error) {
    onError(error, playerId);
  }
}

/** A balance (minor units) as a `balance` event (major units, as `/player/details`). */
const toBalanceEvent = ({ balance, currency }: { balance: number; currency: string }): PlayerEvent => ({
  type: 'balance',
  balance: toMajor(toMoney(balance)),
  currency,
});

/** The player's balance now, as a `balance` event. */
export async function balanceEvent(wallet: Pick<Wallet, 'balanceOf'>, playerId: number): Promise<PlayerEvent> {
  return toBalanceEvent(await wallet.balanceOf(playerId));
}

/** Publishes the player's current balance; never throws. */
export async function publishBalance(
  bus: Bus,
  wallet: Pick<Wallet, 'balanceOf'>,
  playerId: number,
  onError: PlayerEventErrorReporter = reportToConsole,
): Promise<void> {
  try {
    await publishPlayerEvents(bus, playerId, [await balanceEvent(wallet, playerId)], onError);
  } catch (error) {
    onError(error, playerId);
  }
}

/** A balance the caller already knows as of its commit (minor units), so it need not be read again. */
export interface KnownBalance {
  readonly balance: number;
  readonly currency: string;
}

/**
 * Publishes `event` then the balance it left (read after the event's commit, or the one the
 * commit itself knew); never throws.
 */
export async function publishWithBalance(
  bus: Bus,
  wallet: Pick<Wallet, 'balanceOf'>,
  playerId: number,
  event: PlayerEvent,
  onError: PlayerEventErrorReporter = reportToConsole,
  known: KnownBalance | null = null,
): Promise<void> {
  await publishPlayerEvents(bus, playerId, [event], onError);
  if (known) await publishPlayerEvents(bus, playerId, [toBalanceEvent(known)], onError);
  else await publishBalance(bus, wallet, playerId, onError);
}

/** `bet_placed` then the balance (the one the bet's commit knew, when given); never throws. */
export const publishBetPlaced = (
  bus: Bus,
  wallet: Pick<Wallet, 'balanceOf'>,
  playerId: number,
  betId: number,
  onError?: PlayerEventErrorReporter,
  known: KnownBalance | null = null,
): Promise<void> => publishWithBalance(bus, wallet, playerId, { type: 'bet_placed', bet_id: betId }, onError, known);

/** `bet_settled` then the balance; never throws. */
export const publishBetSettled = (
  bus: Bus,
  wallet: Pick<Wallet, 'balanceOf'>,
  settled: {
    readonly playerId: number;
    readonly betId: number;
    readonly status: 'won' | 'partly_won' | 'lost' | 'void';
    readonly payout: number;
  },
  onError?: PlayerEventErrorReporter,
): Promise<void> =>
  publishWithBalance(
    bus,
    wallet,
    settled.playerId,
    { type: 'bet_settled', bet_id: settled.betId, status: settled.status, payout: settled.payout },
    onError,
  );

/** `cashout` then the balance; never throws. */
export const publishCashout = (
  bus: Bus,
  wallet: Pick<Wallet, 'balanceOf'>,
  playerId: number,
  cashout: { readonly betId: number; readonly payout: number },
  onError?: PlayerEventErrorReporter,
): Promise<void> =>
  publishWithBalance(
    bus,
    wallet,
    playerId,
    { type: 'cashout', bet_id: cashout.betId, payout: cashout.payout },
    onError,
  );
