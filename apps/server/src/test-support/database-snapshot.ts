import type { DatabaseHandle } from '../storage/index';

/** Every row of every table of the database, as sorted JSON lines per table. */
export type DatabaseSnapshot = Readonly<Record<string, readonly string[]>>;

const toJson = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Reads the whole database, so an attack test can assert that a refused request wrote nothing at
 * all (no ledger row, token, player or setting), not only that the tables it thought of are unchanged.
 */
export async function snapshotDatabase(handle: DatabaseHandle): Promise<DatabaseSnapshot> {
  const tables = await handle.execute<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await handle.execute(`SELECT * FROM "${table.replace(/"/g, '""')}"`);
    snapshot[table] = rows.map(toJson).sort();
  }
  return snapshot;
}
