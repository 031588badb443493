import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/test-database';
import type { TestDatabase } from '../storage/test-database';
import { consumedTokens, players } from './tables';

describe.each(testDatabaseTargets())('accounts tables on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability of migrations 0003 and 0005', async () => {
    for (const table of [players, consumedTokens]) {
      const config = getTableConfig(table);
      const actual = await database.execute<{ name: string; type: string; not_null: boolean }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null
           FROM pg_attribute
          WHERE attrelid = to_regclass('${config.name}') AND attnum > 0 AND NOT attisdropped
          ORDER BY attnum`,
      );
      const declared = config.columns.map((column) => ({
        name: column.name,
        type: column.getSQLType(),
        not_null: column.notNull,
      }));
      expect(actual, `table ${config.name}`).toEqual(declared);
    }
  });
});
