import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../storage/index';
import { betLegs, bets } from './tables';

/*
 * The rows of a Bet Builder bet, written and read for betbuilder/: it prices and answers its own
 * tickets, and betting/ keeps the bets table (decision 129).
 */

/** A Bet Builder bet to insert (the builder sets every column it answers for). */
export type NewBuilderBet = Omit<typeof bets.$inferInsert, 'id' | 'resultResponse'>;
/** One leg of it; the bet id is set when the bet is written. */
export type NewBuilderLeg = Omit<typeof betLegs.$inferInsert, 'id' | 'betId'>;

/** The first answer kept for a ticket uuid, and whose bet it is; undefined when no bet holds it. */
export async function findAnswerRow(
  db: Database,
  uuid: string,
): Promise<{ playerId: number; response: unknown; ticketHash: string | null } | undefined> {
  const [row] = await db
    .select({ playerId: bets.playerId, response: bets.resultResponse, ticketHash: bets.ticketHash })
    .from(bets)
    .where(eq(bets.uuid, uuid));
  return row;
}

/** Inserts the bet and its legs in the caller's transaction; a repeated uuid throws the unique violation. */
export async function insertBuilderBetIn(
  tx: Transaction,
  bet: NewBuilderBet,
  legs: readonly NewBuilderLeg[],
): Promise<number> {
  const [row] = await tx.insert(bets).values(bet).returning({ id: bets.id });
  const betId = row!.id;
  await tx.insert(betLegs).values(legs.map((leg) => ({ ...leg, betId })));
  return betId;
}

/** Keeps the answer given to the player, which a repeated submit of the same uuid gets again. */
export async function keepAnswerIn(
  tx: Transaction,
  betId: number,
  answer: NonNullable<(typeof bets.$inferInsert)['resultResponse']>,
): Promise<void> {
  await tx.update(bets).set({ resultResponse: answer }).where(eq(bets.id, betId));
}
