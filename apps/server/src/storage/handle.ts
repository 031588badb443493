import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Schema } from './schema';

/*
 * The shapes of an open database, apart from the code that opens one: migrations and the PGlite
 * template take a handle without depending on how it was opened.
 */

/** The drizzle query API, identical on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction, as handed to `DatabaseHandle.transaction`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Dialect = 'pglite' | 'postgres';

/** One raw transaction that accepts multi-statement SQL scripts (migrations run in one). */
export interface ScriptTransaction {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly dialect: Dialect;
  /** Runs one statement (a drizzle `sql` template, or plain text without parameters) and returns its rows. */
  execute<T extends Record<string, unknown> = Record<string, unknown>>(query: SQL | string): Promise<T[]>;
  /** Runs `fn` in one transaction: everything it wrote is rolled back if it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Like `transaction`, on the raw driver, for SQL scripts of several statements. */
  scriptTransaction<T>(fn: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  /** Closes the database (and releases the DATA_DIR lock); safe to call twice. */
  close(): Promise<void>;
}
