import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/test-database';
import type { TestDatabase } from '../storage/test-database';
import { betLegs, bets } from './tables';

describe.each(testDatabaseTargets())('betting tables on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability of migration 0006', async () => {
    for (const table of [bets, betLegs]) {
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
      expect(actual, `table ${config.name}`).toEqual(declared);
    }
  });

  it('keeps the outcome a bet was placed on: catalogue rows under a leg cannot be deleted', async () => {
    const [row] = await database.execute<{ confdeltype: string }>(
      `SELECT confdeltype FROM pg_constraint
        WHERE conrelid = 'bet_legs'::regclass AND confrelid = 'outcomes'::regclass`,
    );
    // 'a' = NO ACTION: a delete of the outcome fails while a leg refers to it.
    expect(row?.confdeltype).toBe('a');
  });
});
