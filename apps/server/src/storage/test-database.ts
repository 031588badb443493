import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { readSwitch } from '../config';
import { openDatabase, wrapPgliteClient } from './database';
import type { DatabaseHandle, Dialect } from './database';
import { migrate } from './migrate';
import { openPgliteWorker } from './pglite-worker-client';

/** A throw-away database for one test suite. */
export interface TestDatabase extends DatabaseHandle {
  /**
   * Opens a second handle on the same database, as a second server process would see it
   * (PostgreSQL: its own pool on the same schema). PGlite in memory cannot be opened twice, so
   * there the peer is the same database under a handle whose `close` does nothing.
   */
  openPeer(): Promise<DatabaseHandle>;
}

export interface OpenTestDatabaseOptions {
  /** Apply the migrations before handing the database over (default true). */
  migrate?: boolean;
}

/** Where a suite can run: PGlite always, PostgreSQL too when `TEST_DATABASE_URL` is set. */
export interface TestDatabaseTarget {
  readonly name: Dialect;
  /** A fresh, empty database (in-memory PGlite, or a new PostgreSQL schema dropped on close). */
  open(options?: OpenTestDatabaseOptions): Promise<TestDatabase>;
}

/**
 * The databases every storage-backed suite runs on:
 * `describe.each(testDatabaseTargets())('catalogue on $name', (target) => { ... })`.
 */
export function testDatabaseTargets(env: NodeJS.ProcessEnv = process.env): TestDatabaseTarget[] {
  const url = env.TEST_DATABASE_URL;
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openPgliteTestDatabase }];
  if (url) targets.push({ name: 'postgres', open: (options) => openPostgresTestDatabase(url, options) });
  return targets;
}

async function prepare(handle: DatabaseHandle, options: OpenTestDatabaseOptions | undefined): Promise<void> {
  if (options?.migrate === false) return;
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Starting PGlite from scratch costs seconds (initdb in WebAssembly, then the migrations); loading
 * a dumped data directory costs a fraction of that. The server project's global set-up dumps both
 * templates once per run (test-support/pglite-templates.ts, decision 048); a file run without it
 * builds its own once. Every database opened is a fresh copy.
 */
const pgliteTemplates = new Map<boolean, Promise<Blob>>();

function pgliteTemplate(migrated: boolean): Promise<Blob> {
  let template = pgliteTemplates.get(migrated);
  if (!template) {
    const files = inject('pgliteTemplates');
    const path = files && (migrated ? files.migrated : files.empty);
    template = path
      ? readFile(path).then((bytes) => new Blob([bytes]))
      : import('../test-support/pglite-templates').then(({ dumpPgliteTemplate }) => dumpPgliteTemplate(migrated));
    pgliteTemplates.set(migrated, template);
  }
  return template;
}

async function openPgliteTestDatabase(options?: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const template = await pgliteTemplate(options?.migrate !== false);
  // PGLITE_WORKER=1 runs the suites on PGlite in a worker thread, as the server would (decision 059).
  const client = readSwitch(process.env.PGLITE_WORKER, 'PGLITE_WORKER')
    ? await openPgliteWorker({ loadDataDir: template })
    : await PGlite.create({ loadDataDir: template });
  const handle = wrapPgliteClient(client, null);
  const peer: DatabaseHandle = { ...handle, close: async () => undefined };
  return { ...handle, openPeer: async () => peer };
}

async function openPostgresTestDatabase(url: string, options?: OpenTestDatabaseOptions): Promise<TestDatabase> {
  const schemaName = `test_${randomBytes(8).toString('hex')}`;
  await runOnce(url, `CREATE SCHEMA ${schemaName}`);
  const open = () => openDatabase({ databaseUrl: url, searchPath: schemaName, maxConnections: 4 });
  const handle = await open();
  await prepare(handle, options).catch(async (error: unknown) => {
    await runOnce(url, `DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    throw error;
  });
  return {
    ...handle,
    openPeer: open,
    close: async () => {
      await handle.close();
      await runOnce(url, `DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    },
  };
}

/** One statement on a connection of its own, outside every test pool. */
async function runOnce(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
