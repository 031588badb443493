import { sql } from 'drizzle-orm';
import { submitSuccessSchema } from '@sportsbook/protocol';
import type { AcceptOdds, SubmitSuccess } from '@sportsbook/protocol';
import { batchedReader } from '../storage/batched-reads';
import type { Database, Transaction } from '../storage/index';
import { preparedPer } from '../storage/prepared';
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

/**
 * Inserts the bet, its legs and its first answer in the caller's transaction, in ONE statement
 * (issue 16: fewer round trips per bet): the id is drawn from the bets' identity sequence first,
 * so the stored answer carries it, and the legs reference it. A repeated uuid throws the unique
 * violation. `answer` is the answer to keep; its `bet.id` is set to the new bet's.
 */
export async function insertBet(tx: Transaction, bet: NewBet, answer: SubmitSuccess): Promise<{ id: number }> {
  const { ticket } = bet;
  const { request } = ticket;
  const newId = tx
    .$with('new_bet_id')
    .as(
      tx
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('bets', 'id'))`.as('id') })
        .from(sql`(select 1) as one`),
    );
  const id = sql`(select ${newId.id} from ${newId})`;
  const legs = tx.$with('new_bet_legs').as(
    tx.insert(betLegs).values(
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
    ),
  );
  const [row] = await tx
    .with(newId, legs)
    .insert(bets)
    .values({
      id,
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
      resultResponse: sql`jsonb_set(${JSON.stringify(answer)}::jsonb, '{bet,id}', to_jsonb(${id}))`,
    })
    .returning({ id: bets.id });
  return { id: row!.id };
}

/**
 * The answer read, built once per database (a named prepared statement on PostgreSQL); the reads
 * of submits arriving together share one statement (batched-reads.ts).
 */
const answerReader = preparedPer((db: Database) => {
  const query = db
    .select({ uuid: bets.uuid, playerId: bets.playerId, response: bets.resultResponse, ticketHash: bets.ticketHash })
    .from(bets)
    .where(sql`${bets.uuid} = any(${sql.placeholder('uuids')}::uuid[])`)
    .prepare('bet_answers_of_uuids');
  return batchedReader(async (uuids: string[]) =>
    (await query.execute({ uuids })).map((row) => [row.uuid, row] as const),
  );
});

/** The stored answer of a ticket uuid, or null when no bet holds it. */
export async function findAnswer(db: Database, uuid: string): Promise<StoredAnswer | null> {
  // PostgreSQL answers a uuid in lower case; the key is matched as it answers it.
  const row = await answerReader(db).load(uuid.toLowerCase());
  if (!row) return null;
  // Parsed back through the schema: jsonb reorders keys, the answer goes out as it first did.
  const parsed = submitSuccessSchema.safeParse(row.response);
  return { playerId: row.playerId, response: parsed.success ? parsed.data : null, ticketHash: row.ticketHash };
}
