import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql as rawSql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { DataDirLock } from './data-dir-lock';
import { copyPgliteTemplate, PGLITE_FOLDER } from './pglite-template';
import { withTextParsersInstalled } from './pglite-text-parsers';
import { openPgliteWorker } from './pglite-worker-client';
import type { PgliteWorkerClient } from './pglite-worker-client';
import { schema } from './schema';
import type { Database, DatabaseHandle } from './handle';

export type { Database, DatabaseHandle, Dialect, Transaction } from './handle';

export interface OpenDatabaseOptions {
  /** node-postgres connection string (`DATABASE_URL`); when set, `dataDir` is ignored. */
  databaseUrl?: string | null;
  /** PGlite data directory (`DATA_DIR`); `':memory:'` or undefined for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite in a `dataDir` only: a prepared template (`pglite-template.ts`) whose database is
   * copied in when the directory has none yet, instead of running initdb (decision 051).
   */
  template?: string | null;
  /**
   * PGlite only (`PGLITE_WORKER=1`, decision 059): run PGlite in a worker thread, so its
   * statements no longer hold the event loop that answers requests.
   */
  pgliteWorker?: boolean;
  /** PostgreSQL only: the schema every pooled connection uses as `search_path` (test isolation). */
  searchPath?: string;
  /** PostgreSQL only: most connections in the pool. */
  maxConnections?: number;
  /** PostgreSQL only: told about errors of idle pooled connections (e.g. the server restarted). */
  onIdleError?: (error: Error) => void;
}

export const MEMORY = ':memory:';
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Opens PostgreSQL when a `databaseUrl` is given, else PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.template ?? null, options.pgliteWorker ?? false);
}

/** Connects once up front, so a wrong DATABASE_URL stops start-up with a message, not the first request. */
async function checkReachable(pool: pg.Pool, databaseUrl: string): Promise<void> {
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    let where = 'DATABASE_URL';
    try {
      const url = new URL(databaseUrl);
      where = `${url.host}${url.pathname}`;
    } catch {
      // An unparsable URL is reported as is by node-postgres below.
    }
    throw new Error(
      `Cannot use PostgreSQL at ${where}: ${(error as Error).message}. Check DATABASE_URL, or unset it to use PGlite in DATA_DIR.`,
      { cause: error },
    );
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function toSql(query: SQL | string): SQL {
  return typeof query === 'string' ? rawSql.raw(query) : query;
}

async function openPglite(
  dataDir: string | undefined,
  template: string | null,
  inWorker: boolean,
): Promise<DatabaseHandle> {
  const create = async (directory?: string) =>
    inWorker ? openPgliteWorker({ dataDir: directory }) : directory ? PGlite.create(directory) : PGlite.create();
  if (dataDir === undefined || dataDir === MEMORY) return wrapPgliteClient(await create(), null);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    // PGlite gets a sub-folder: DATA_DIR also holds the lock and other server files.
    const pgliteDir = join(resolve(dataDir), PGLITE_FOLDER);
    // Under the lock: one process copies, and only into a DATA_DIR without a database.
    if (template) await copyPgliteTemplate(template, pgliteDir);
    return wrapPgliteClient(await create(pgliteDir), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A handle over a PGlite client opened elsewhere (tests start them from a dumped template), or
 * over PGlite in a worker thread; closing it closes the client.
 */
export function wrapPgliteClient(client: PGlite | PgliteWorkerClient, lock: DataDirLock | null): DatabaseHandle {
  // The worker's client has the part of PGlite's surface the drizzle driver calls (query, and
  // transaction with a tx of query/exec/rollback); pglite-worker-client.ts says which and why.
  // In this thread, drizzle's text parsers go into PGlite's own table once (decision 066).
  const driver = client instanceof PGlite ? withTextParsersInstalled(client) : client;
  const db: Database = drizzlePglite({ client: driver as PGlite, schema });
  let closed = false;
  return {
    db,
    dialect: 'pglite',
    execute: async (query) => rowsOf(await db.execute(toSql(query))),
    transaction: (fn) => db.transaction(fn),
    scriptTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => void (await tx.exec(script)),
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        }),
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { searchPath } = options;
  if (searchPath !== undefined && !IDENTIFIER.test(searchPath)) {
    throw new Error(`searchPath "${searchPath}" must be a plain lower-case schema name (letters, digits, _).`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    // Set at connection start-up, so every pooled connection sees the schema before its first query.
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  });
  const onIdleError = options.onIdleError ?? ((error: Error) => console.error('PostgreSQL pool:', error.message));
  pool.on('error', onIdleError);
  // The pool listens for errors only on idle clients: one checked out (a transaction between two
  // queries) whose server goes away would emit an unhandled 'error' and kill the process. Its
  // next query fails instead, the transaction rolls back and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await checkReachable(pool, databaseUrl);
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    execute: async (query) => rowsOf(await db.execute(toSql(query))),
    transaction: (fn) => db.transaction(fn),
    scriptTransaction: async (fn) => {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await fn({
          // Without parameters node-postgres uses the simple protocol, which runs several statements.
          exec: async (script) => void (await connection.query(script)),
          query: async <T>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as T[],
        });
        await connection.query('COMMIT');
        connection.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it rather than pool it.
        const broken = await connection.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        connection.release(broken);
        throw error;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
