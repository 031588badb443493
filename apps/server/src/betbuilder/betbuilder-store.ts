import { eq } from 'drizzle-orm';
import type { BuilderSubmitSuccess } from '@sportsbook/protocol';
import { betLegs, bets } from '../betting/tables';
import type { Database, Transaction } from '../storage/index';
import { betbuilderBets } from './tables';

/** A Bet Builder's bet row: the slip columns every Bet Builder shares are filled in here. */
export type BuilderBetValues = Omit<
  typeof bets.$inferInsert,
  'betType' | 'systemType' | 'eachWay' | 'bets' | 'totalStake' | 'status'
> & { readonly stake: number };

/** One leg of a Bet Builder (its position is its index). */
export type BuilderLegValues = Omit<typeof betLegs.$inferInsert, 'betId' | 'position'>;

/** What the builder priced: its odds, probability and the model state it was priced from. */
export type BuilderPricingValues = Omit<typeof betbuilderBets.$inferInsert, 'betId'>;

/** The stored answer of a ticket uuid, with its owner and the hash of the ticket it answered. */
export async function findBuilderAnswer(db: Database, uuid: string) {
  const [row] = await db
    .select({ playerId: bets.playerId, response: bets.resultResponse, ticketHash: bets.ticketHash })
    .from(bets)
    .where(eq(bets.uuid, uuid));
  return row ?? null;
}

/** Writes an open Bet Builder bet, its legs and its pricing; returns the bet id. */
export async function insertBuilderBet(
  tx: Transaction,
  bet: BuilderBetValues,
  legs: readonly BuilderLegValues[],
  pricing: BuilderPricingValues,
): Promise<number> {
  const [row] = await tx
    .insert(bets)
    .values({
      ...bet,
      betType: 'betbuilder',
      systemType: null,
      eachWay: false,
      bets: 1,
      totalStake: bet.stake,
      status: 'open',
    })
    .returning({ id: bets.id });
  const betId = row!.id;
  await tx.insert(betLegs).values(legs.map((leg, position) => ({ ...leg, betId, position })));
  await tx.insert(betbuilderBets).values({ ...pricing, betId });
  return betId;
}

/** Keeps the answer a placed bet was given, so a repeated submit gets the same one. */
export async function storeBuilderAnswer(tx: Transaction, betId: number, answer: BuilderSubmitSuccess): Promise<void> {
  await tx.update(bets).set({ resultResponse: answer }).where(eq(bets.id, betId));
}

/** The price moved between the judgement and the placing transaction: the bet is judged again from the start. */
export class PriceMovedInTransaction extends Error {
  override readonly name = 'PriceMovedInTransaction';
}
