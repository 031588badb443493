import { tableColumns } from '../storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { accountTokens, consumedTokens, outboxMessages, players } from './tables';

describe.each(testDatabaseTargets())('accounts tables on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability of migrations 0003, 0005, 0009 and 0012', async () => {
    for (const table of [players, consumedTokens, accountTokens, outboxMessages]) {
      const { name, actual, declared } = await tableColumns(database, table);
      expect(actual, `table ${name}`).toEqual(declared);
    }
  });
});
