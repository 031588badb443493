import { tableColumns } from '../storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { betLegs, bets } from './tables';

describe.each(testDatabaseTargets())('betting tables on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability of migration 0006', async () => {
    for (const table of [bets, betLegs]) {
      const { name, actual, declared } = await tableColumns(database, table);
      expect(actual, `table ${name}`).toEqual(declared);
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
