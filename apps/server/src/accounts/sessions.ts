import { eq, sql } from 'drizzle-orm';
import { batchedReader } from '../storage/batched-reads';
import type { Database, Transaction } from '../storage/index';
import { players } from './tables';

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

/** Session versions read from the players table. */
export function createSessionVersions(db: Database): SessionVersions {
  // Built once (issue 16: every authenticated request runs it); a named prepared statement on PostgreSQL.
  const query = db
    .select({ id: players.id, version: players.sessionVersion })
    .from(players)
    .where(sql`${players.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('session_versions_of');
  const versions = batchedReader(async (ids: number[]) =>
    (await query.execute({ ids })).map((row) => [row.id, row.version] as const),
  );
  return {
    async versionOf(playerId) {
      return (await versions.load(playerId)) ?? null;
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
