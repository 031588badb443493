import { sql } from 'drizzle-orm';
import { submitSuccessSchema } from '@sportsbook/protocol';
import type { AcceptOdds, SubmitSuccess } from '@sportsbook/protocol';
import { batchedReader } from '../storage/index';
import type { Database, Transaction } from '../storage/index';
import { preparedPer } from '../storage/index';
import { toOddsText } from '../storage/index';
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
 * (fewer round trips per bet): the same statement as a batch of bets written together
 * (`insertBetsTogether`), so both paths write the same rows. A repeated uuid throws the unique
 * violation. `answer` is the answer to keep; its `bet.id` is set to the new bet's.
 */
export async function insertBet(tx: Transaction, bet: NewBet, answer: SubmitSuccess): Promise<{ id: number }> {
  const [id] = await insertBetsTogether(tx, [{ bet, answer }]);
  return { id: id! };
}

/** The columns of a bet and its legs, as `insertBetsTogether` reads them from its `jsonb` parameter. */
function betRow(bet: NewBet) {
  const { ticket } = bet;
  const { request } = ticket;
  return {
    uuid: bet.uuid,
    player_id: bet.playerId,
    bet_type: request.betType,
    system_type: request.betType === 'system' ? request.systemType : null,
    each_way: request.eachWay,
    stake: request.stake,
    bets: ticket.bets,
    total_stake: ticket.totalStake,
    cash_stake: ticket.cashStake,
    freebet_id: request.freebet?.id ?? null,
    freebet_amount: request.freebet ? ticket.totalStake : 0,
    potential_return: ticket.potentialReturn,
    tax: ticket.tax,
    currency: bet.currency,
    country: bet.country,
    accept_odds: bet.acceptOdds,
    placed_at: bet.placedAt.toISOString(),
    ticket_hash: bet.ticketHash,
    combo_boost_percent: ticket.boostTerms?.percent ?? 0,
    combo_boost_mode: ticket.boostTerms?.mode ?? null,
    combo_boost: ticket.boostTerms ? ticket.boost : 0,
    legs: ticket.legs.map((leg, position) => {
      const current = leg.current!;
      return {
        position,
        outcome_id: current.outcomeId,
        market_id: current.marketId,
        event_id: current.eventId,
        odds: leg.startingPrice ? null : toOddsText(leg.odds),
        ew_price: request.eachWay ? current.ewPrice : null,
        ew_place: request.eachWay ? current.ewPlace : null,
        is_starting_price: leg.startingPrice,
        event_name: current.eventName,
        market_name: current.marketName,
        outcome_name: current.outcomeName,
      };
    }),
  };
}

/**
 * Inserts several bets, their legs and their first answers in ONE statement (group commit,
 * decision 071), as inserting them one after another in the given order would: ids are drawn from
 * the bets' identity sequence in that order and written into each stored answer (`jsonb_set`).
 * Answers the new ids in the given order. A uuid already taken (or twice in `items`) throws the unique
 * violation, and the caller's transaction is rolled back.
 */
export async function insertBetsTogether(
  tx: Transaction,
  items: readonly { readonly bet: NewBet; readonly answer: SubmitSuccess }[],
): Promise<number[]> {
  const input = JSON.stringify(items.map(({ bet, answer }, ord) => ({ ord, ...betRow(bet), answer })));
  const { rows } = (await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as b(
        ord int, uuid uuid, player_id bigint, bet_type text, system_type text, each_way boolean, stake bigint,
        bets int, total_stake bigint, cash_stake bigint, freebet_id uuid, freebet_amount bigint,
        potential_return bigint, tax bigint, currency text, country text, accept_odds text, placed_at timestamptz,
        ticket_hash text, combo_boost_percent numeric, combo_boost_mode text, combo_boost bigint, answer jsonb,
        legs jsonb)
    ), numbered as (
      select nextval(pg_get_serial_sequence('bets', 'id')) as id, ordered.*
      from (select * from input order by ord) ordered
    ), legs as (
      insert into ${betLegs} (bet_id, position, outcome_id, market_id, event_id, odds, ew_price, ew_place,
        is_starting_price, event_name, market_name, outcome_name)
      select n.id, l.position, l.outcome_id, l.market_id, l.event_id, l.odds, l.ew_price, l.ew_place,
        l.is_starting_price, l.event_name, l.market_name, l.outcome_name
      from numbered n cross join lateral jsonb_to_recordset(n.legs) as l(
        position int, outcome_id bigint, market_id bigint, event_id bigint, odds numeric, ew_price int,
        ew_place int, is_starting_price boolean, event_name text, market_name text, outcome_name text)
    )
    insert into ${bets} (id, uuid, player_id, bet_type, system_type, each_way, stake, bets, total_stake,
      cash_stake, freebet_id, freebet_amount, potential_return, tax, currency, country, status, accept_odds,
      placed_at, ticket_hash, combo_boost_percent, combo_boost_mode, combo_boost, result_response)
    select id, uuid, player_id, bet_type, system_type, each_way, stake, bets, total_stake, cash_stake, freebet_id,
      freebet_amount, potential_return, tax, currency, country, 'open', accept_odds, placed_at, ticket_hash,
      combo_boost_percent, combo_boost_mode, combo_boost, jsonb_set(answer, '{bet,id}', to_jsonb(id))
    from numbered
    returning id, uuid
  `)) as unknown as { rows: { id: number | string; uuid: string }[] };
  const ids = new Map(rows.map((row) => [row.uuid, Number(row.id)]));
  return items.map(({ bet }) => {
    const id = ids.get(bet.uuid.toLowerCase());
    if (id === undefined) throw new Error(`bet ${bet.uuid} was not inserted`);
    return id;
  });
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
