import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, ScriptTransaction } from './handle';

/** A migration file: `NNNN_name.sql`, applied once, in version order. */
export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

/** Read at run time beside this module: the server runs from TypeScript source (tsx, vitest). */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

const CREATE_MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text PRIMARY KEY,
    name       text NOT NULL,
    checksum   text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * Loads the migration files in version order; a badly named or duplicated file is an error. Read
 * synchronously (a few small files): at start-up, beside PGlite's WebAssembly compile on a 2-core
 * machine, the same reads through libuv's threads took 0.2 s instead of 15 ms (decision 065).
 */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = readdirSync(fileURLToPath(dir))
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file "${file}" must be named NNNN_name.sql (four digits, lower-case name).`);
    }
    const [, version, name] = match;
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migration files share version ${version}; give "${file}" the next free number.`);
    }
    // Line endings normalised, so a checkout with CRLF does not look like an edited migration.
    const sql = readFileSync(new URL(file, dir), 'utf8').replace(/\r\n/g, '\n');
    migrations.push({ version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Serialises migrators of the same schema across processes. Transaction-scoped, so it is
 * released by COMMIT or ROLLBACK and never outlives a crashed migrator. Keyed by schema so
 * parallel test suites, each in its own schema, do not wait on one another.
 */
async function lockMigrations(tx: ScriptTransaction): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sportsbook.schema_migrations:' || current_schema()))`);
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * with its record, and returns the versions it applied (none when already up to date). Safe when
 * several processes migrate the same PostgreSQL at once.
 */
export async function migrate(handle: DatabaseHandle, migrations?: readonly Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  const upToDate = await handle.scriptTransaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(CREATE_MIGRATIONS_TABLE);
    // Every start of an up-to-date database (nearly all of them) ends here, in one transaction
    // rather than one per migration file (decision 051). Applied migrations are never removed,
    // so what is recorded now stays recorded; an edited one falls through to the check below.
    const recorded = new Map(
      (await tx.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).map(
        (row) => [row.version, row.checksum],
      ),
    );
    return pending.every((migration) => recorded.get(migration.version) === migration.checksum);
  });
  if (upToDate) return [];
  const applied: string[] = [];
  for (const migration of pending) {
    const didApply = await handle.scriptTransaction(async (tx) => {
      await lockMigrations(tx);
      const [recorded] = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (recorded) {
        assertUnchanged(migration, recorded.checksum);
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

function assertUnchanged(migration: Migration, recordedChecksum: string): void {
  if (recordedChecksum !== migration.checksum) {
    throw new Error(
      `Migration ${migration.version}_${migration.name}.sql changed after it was applied; ` +
        'restore the file and put the change in a new migration.',
    );
  }
}
