import type { AcceptOdds, SubmitSuccess, Ticket } from '@sportsbook/protocol';
import type { SportsPlayer } from '../accounts/index';
import type { DatabaseHandle } from '../storage/index';
import { isUniqueViolation } from '../storage/index';
import { consumeFreebetIn, postEntry, WalletError } from '../wallet/index';
import { AccountBlocked, refuseBlockedIn } from './account-block';
import { findAnswer, insertBet } from './bet-store';
import type { NewBet } from './bet-store';
import { ownTransaction } from './group-commit';
import type { BetWrite, GroupCommit } from './group-commit';
import type { PricedTicket } from './price-ticket';
import { refusalBody, toRefusalBody } from './wire';
import type { RefusalBody } from './wire';

/** Everything placing one ticket needs; pricing is passed in so it can run again after the in-play delay. */
export interface PlaceBetInput {
  readonly handle: DatabaseHandle;
  readonly player: SportsPlayer;
  readonly country: string;
  readonly ticket: Ticket;
  /** `hashTicket(ticket)`: the body its uuid is bound to. */
  readonly ticketHash: string;
  readonly acceptOdds: AcceptOdds;
  readonly now: () => Date;
  readonly inPlayDelayMs: number;
  readonly price: () => Promise<PricedTicket>;
  readonly sleep: (ms: number) => Promise<void>;
  /** Where the bet's transaction runs: shared with other submits (group commit), or its own (default). */
  readonly commit?: GroupCommit;
  /** The player's cash balance now; with it, a stake the balance cannot pay is refused before the write. */
  readonly balanceOf?: (playerId: number) => Promise<number>;
}

/**
 * The first answer of this uuid when it was placed before: the same player's with the same
 * ticket; IDEMPOTENCY_KEY_REUSED when the same player sends another body under it (answered
 * 409, nothing written); DUPLICATE_TICKET for someone else's uuid.
 */
async function previousAnswer(input: PlaceBetInput): Promise<SubmitSuccess | RefusalBody | null> {
  const stored = await findAnswer(input.handle.db, input.ticket.uuid);
  if (!stored) return null;
  if (stored.playerId !== input.player.id || !stored.response) {
    return refusalBody('DUPLICATE_TICKET', { uuid: input.ticket.uuid });
  }
  // A bet from before migration 0013 has no hash to compare: it answers its first result.
  if (stored.ticketHash !== null && stored.ticketHash !== input.ticketHash) {
    return refusalBody('IDEMPOTENCY_KEY_REUSED', {
      uuid: input.ticket.uuid,
      reason: 'This ticket uuid was already used for a different ticket; calculate the slip again for a new one.',
    });
  }
  return stored.response;
}

/** The ticket must cost what the server prices: its lines and total stake are not the client's to choose. */
function checkTicketTotals(ticket: Ticket, priced: PricedTicket): RefusalBody | null {
  if (ticket.bets === priced.bets && ticket.total_stake === priced.totalStake) return null;
  return refusalBody('VALIDATION_ERROR', {
    message: `ticket: bets ${ticket.bets} and total_stake ${ticket.total_stake} must be ${priced.bets} and ${priced.totalStake} for this bet; calculate it again.`,
  });
}

function walletRefusal(error: WalletError): RefusalBody {
  if (error.code === 'FREEBET_NOT_ELIGIBLE') {
    return refusalBody('FREEBET_NOT_ELIGIBLE', { reason: 'This free bet is not yours, already used or expired.' });
  }
  return refusalBody('BALANCE_INSUFFICIENT');
}

/**
 * The write of an accepted bet: the account's block check (a time-out taken during the in-play
 * delay stops the bet), the bet, its legs and its stored answer, and the debit of its cash stake
 * (or the spend of its free bet), all in the transaction it is given; a plain cash bet can also be
 * written with others in the set-based statements (group-commit.ts, which checks blocks there too).
 */
export function betWrite(bet: NewBet): BetWrite {
  const placed = bet.ticket;
  const reference = `bet:${bet.uuid}`;
  // The answer is stored with the bet (its id filled in by the same statement).
  const stored: SubmitSuccess = {
    status: 1,
    uuid: bet.uuid,
    bet: { id: 0, potential_return: placed.potentialReturn, tax: placed.tax, combo_boost: placed.boost },
    message: '',
  };
  const freebet = placed.request.freebet;
  const debit = { playerId: bet.playerId, kind: 'stake', amount: -placed.cashStake, reference } as const;
  return {
    playerId: bet.playerId,
    together: freebet || placed.cashStake <= 0 ? null : { bet, answer: stored, debit },
    async work(tx) {
      await refuseBlockedIn(tx, bet.playerId, bet.placedAt);
      const { id } = await insertBet(tx, bet, stored);
      if (placed.cashStake > 0) await postEntry(tx, debit);
      if (freebet) await consumeFreebetIn(tx, bet.playerId, freebet.id, placed.totalStake, reference, bet.placedAt);
      return { ...stored, bet: { ...stored.bet, id } };
    },
  };
}

/** What placing a ticket came to: the answer, and the player's balance after it when the write knew it. */
export interface Placed {
  readonly answer: SubmitSuccess | RefusalBody;
  /** The balance at the bet's COMMIT (set-based writes know it); null: read it if needed. */
  readonly balance: number | null;
}

/**
 * Places one ticket: answers a known uuid with its first answer; re-checks the ticket from
 * current prices (again after the in-play delay for live events); then ONE transaction checks the
 * account is not blocked and writes the bet, its legs and the debit of the stake (or the free bet),
 * or nothing at all. Two
 * submits of one uuid race on the UNIQUE uuid: the loser rolls back and answers the winner's.
 */
export async function placeBet(input: PlaceBetInput): Promise<Placed> {
  const answered = (answer: SubmitSuccess | RefusalBody): Placed => ({ answer, balance: null });
  // A uuid placed before answers its first answer whatever the prices say now. Its stored answer is
  // read only where that could change the answer (decision 071): before a refusal, before the
  // in-play wait, and when the write meets the uuid already taken (the catch below).
  let priced = await input.price();
  if (priced.refusal) return answered((await previousAnswer(input)) ?? toRefusalBody(priced.refusal));
  const malformed = checkTicketTotals(input.ticket, priced);
  if (malformed) return answered((await previousAnswer(input)) ?? malformed);
  if (priced.live && input.inPlayDelayMs > 0) {
    const previous = await previousAnswer(input);
    if (previous) return answered(previous);
    await input.sleep(input.inPlayDelayMs);
    priced = await input.price();
    if (priced.refusal) return answered(toRefusalBody(priced.refusal));
  }
  const bet: NewBet = {
    uuid: input.ticket.uuid,
    playerId: input.player.id,
    currency: input.player.currency,
    country: input.country,
    acceptOdds: input.acceptOdds,
    ticket: priced,
    ticketHash: input.ticketHash,
    placedAt: input.now(),
  };
  // A stake the balance is known not to cover is refused here, without joining a batch: in one,
  // its refused debit would send every bet of the batch down the one-by-one path (decision 083).
  // The write still checks the balance under the wallet's lock, so a stale read never overdraws.
  const knownBalance = input.balanceOf && priced.cashStake > 0 ? await input.balanceOf(input.player.id) : null;
  if (knownBalance !== null && knownBalance < priced.cashStake) {
    return answered((await previousAnswer(input)) ?? refusalBody('BALANCE_INSUFFICIENT'));
  }
  try {
    const commit = input.commit ?? ownTransaction(input.handle);
    return await commit.run({ ...betWrite(bet), knownBalance });
  } catch (error) {
    if (error instanceof AccountBlocked) return answered(error.refusal);
    if (error instanceof WalletError) return answered((await previousAnswer(input)) ?? walletRefusal(error));
    if (isUniqueViolation(error)) {
      const first = await previousAnswer(input);
      if (first) return answered(first);
    }
    throw error;
  }
}
