import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './database';

/** A column as compared between the migrations and the drizzle declaration. */
export interface ColumnShape {
  readonly name: string;
  readonly type: string;
  readonly not_null: boolean;
}

/**
 * Test support: the columns a migrated table really has and the ones its drizzle declaration
 * claims, in order, so a suite can assert they are equal and catch the two drifting apart.
 */
export async function tableColumns(
  database: DatabaseHandle,
  table: PgTable,
): Promise<{ name: string; actual: ColumnShape[]; declared: ColumnShape[] }> {
  const config = getTableConfig(table);
  const actual = await database.execute<{ name: string; type: string; not_null: boolean }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null
       FROM pg_attribute
      WHERE attrelid = to_regclass('${config.name}') AND attnum > 0 AND NOT attisdropped
      ORDER BY attnum`,
  );
  const declared = config.columns.map((column) => ({
    name: column.name,
    type: column.getSQLType().replace(/, /g, ','),
    not_null: column.notNull,
  }));
  return { name: config.name, actual, declared };
}
