import { eq } from 'drizzle-orm';
import { submitSuccessSchema } from '@sportsbook/protocol';
import type { AcceptOdds, SubmitSuccess } from '@sportsbook/protocol';
import type { Database, Transaction } from '../storage/index';
import type { PricedTicket } from './price-ticket';
import { betLegs, bets } from './tables';

/** An accepted ticket to write. */
export interface NewBet {
  readonly uuid: string;
  readonly playerId: number;
  readonly currency: string;
  readonly country: string;
  readonly acceptOdds: AcceptOdds;
  readonly ticket: PricedTicket;
  /** The canonical hash of the ticket body the uuid is bound to (ticket-hash.ts). */
  readonly ticketHash: string;
  readonly placedAt: Date;
}

/** The first answer of a placed ticket, and whose it is. */
export interface StoredAnswer {
  readonly playerId: number;
  readonly response: SubmitSuccess | null;
  /** The hash of the body first accepted; null for a bet placed before migration 0013. */
  readonly ticketHash: string | null;
}

/** Inserts the bet and its legs in the caller's transaction; a repeated uuid throws the unique violation. */
export async function insertBet(tx: Transaction, bet: NewBet): Promise<{ id: number }> {
  const { ticket } = bet;
  const { request } = ticket;
  const [row] = await tx
    .insert(bets)
    .values({
      uuid: bet.uuid,
      playerId: bet.playerId,
      betType: request.betType,
      systemType: request.betType === 'system' ? request.systemType : null,
      eachWay: request.eachWay,
      stake: request.stake,
      bets: ticket.bets,
      totalStake: ticket.totalStake,
      cashStake: ticket.cashStake,
      freebetId: request.freebet?.id ?? null,
      freebetAmount: request.freebet ? ticket.totalStake : 0,
      potentialReturn: ticket.potentialReturn,
      tax: ticket.tax,
      currency: bet.currency,
      country: bet.country,
      status: 'open',
      acceptOdds: bet.acceptOdds,
      placedAt: bet.placedAt,
      ticketHash: bet.ticketHash,
      comboBoostPercent: ticket.boostTerms?.percent ?? 0,
      comboBoostMode: ticket.boostTerms?.mode ?? null,
      comboBoost: ticket.boostTerms ? ticket.boost : 0,
    })
    .returning({ id: bets.id });
  const { id } = row!;
  await tx.insert(betLegs).values(
    ticket.legs.map((leg, position) => {
      const current = leg.current!;
      return {
        betId: id,
        position,
        outcomeId: current.outcomeId,
        marketId: current.marketId,
        eventId: current.eventId,
        odds: leg.startingPrice ? null : leg.odds,
        ewPrice: request.eachWay ? current.ewPrice : null,
        ewPlace: request.eachWay ? current.ewPlace : null,
        isStartingPrice: leg.startingPrice,
        eventName: current.eventName,
        marketName: current.marketName,
        outcomeName: current.outcomeName,
      };
    }),
  );
  return { id };
}

/** Keeps the first answer beside the bet, so a resubmit of its uuid answers it again. */
export async function saveAnswer(tx: Transaction, id: number, response: SubmitSuccess): Promise<void> {
  await tx.update(bets).set({ resultResponse: response }).where(eq(bets.id, id));
}

/** The stored answer of a ticket uuid, or null when no bet holds it. */
export async function findAnswer(db: Database, uuid: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ playerId: bets.playerId, response: bets.resultResponse, ticketHash: bets.ticketHash })
    .from(bets)
    .where(eq(bets.uuid, uuid));
  if (!row) return null;
  // Parsed back through the schema: jsonb reorders keys, the answer goes out as it first did.
  const parsed = submitSuccessSchema.safeParse(row.response);
  return { playerId: row.playerId, response: parsed.success ? parsed.data : null, ticketHash: row.ticketHash };
}
