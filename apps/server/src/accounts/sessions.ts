import { eq, sql } from 'drizzle-orm';
import { batchedReader } from '../storage/index';
import type { Database, Transaction } from '../storage/index';
import { preparedPer } from '../storage/index';
import { players } from './tables';
import type { PlayerStatus } from './tables';

/*
 * Session versions (decision 029). A token is good only while the version it carries is the
 * player's stored one; ending sessions adds one, so every token issued before is refused on its
 * next use, on both origins and on the websocket. The read is one primary-key look-up, done on
 * every use and never cached, so no instance can honour a token another instance revoked (the
 * look-ups of requests arriving together share one statement: batched-reads.ts).
 */

/** Where the token service reads the current session version of a player. */
export interface SessionVersions {
  /** The player's session version, or null when there is no such player. */
  versionOf(playerId: number): Promise<number | null>;
}

/** What every authenticated request and every bet reads of a player: sessions and betting blocks. */
export interface AccountState {
  readonly id: number;
  readonly sessionVersion: number;
  readonly status: PlayerStatus;
  readonly blockedUntil: Date | null;
}

/**
 * The account-state read, built once per database (a named prepared statement on PostgreSQL). A
 * token's session check and a submit's block check read the same row, so they share one reader:
 * the look-ups of requests arriving together, at either step, go out as one statement.
 */
export const accountStates = preparedPer((db: Database) => {
  const query = db
    .select({
      id: players.id,
      sessionVersion: players.sessionVersion,
      status: players.status,
      blockedUntil: players.blockedUntil,
    })
    .from(players)
    .where(sql`${players.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('account_states_of');
  return batchedReader(async (ids: number[]) =>
    (await query.execute({ ids })).map((row): readonly [number, AccountState] => [row.id, row]),
  );
});

/** Session versions read from the players table. */
export function createSessionVersions(db: Database): SessionVersions {
  const states = accountStates(db);
  return {
    async versionOf(playerId) {
      return (await states.load(playerId))?.sessionVersion ?? null;
    },
  };
}

/**
 * Ends every open session of a player: each token issued so far (sports access, account
 * frontend, temporary) is refused from now on. Pass the transaction that records the reason
 * (a new password, a block) so that both happen or neither.
 */
export async function endSessions(db: Database | Transaction, playerId: number): Promise<void> {
  await db
    .update(players)
    .set({ sessionVersion: sql`${players.sessionVersion} + 1` })
    .where(eq(players.id, playerId));
}
