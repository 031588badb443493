import { sql } from 'drizzle-orm';
import { loginBlockOf } from '../accounts/players';
import { players } from '../accounts/tables';
import { batchedReader } from '../storage/batched-reads';
import type { DatabaseHandle } from '../storage/index';
import { preparedPer } from '../storage/prepared';
import { refusalBody } from './wire';
import type { RefusalBody } from './wire';

/**
 * The account-block read, built once per database (a named prepared statement on PostgreSQL);
 * the reads of submits arriving together share one statement (batched-reads.ts).
 */
const blockReader = preparedPer((handle: DatabaseHandle) => {
  const query = handle.db
    .select({ id: players.id, status: players.status, blockedUntil: players.blockedUntil })
    .from(players)
    .where(sql`${players.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('betting_blocks_of');
  return batchedReader(async (ids: number[]) => (await query.execute({ ids })).map((row) => [row.id, row] as const));
});

/**
 * A token outlives a time-out or self-exclusion taken after it was issued, so every way of
 * placing a bet (the slip, the Bet Builder) re-checks the account: the refusal, or null to go on.
 * An account that no longer exists counts as closed.
 */
export async function bettingBlockRefusal(
  handle: DatabaseHandle,
  playerId: number,
  at: Date,
): Promise<RefusalBody | null> {
  const account = await blockReader(handle).load(playerId);
  const block = account ? loginBlockOf(account, at) : { status: 'closed', blockedUntil: null };
  if (!block) return null;
  return refusalBody('NOT_AUTHENTICATED', {
    reason: `The account is ${block.status.replace('_', ' ')}; betting is blocked.`,
    blocked_until: block.blockedUntil?.toISOString() ?? null,
  });
}
