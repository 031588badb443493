import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierDepositLimits, cashierPayments, cashierSavedCards, cashierSettings } from '../cashier/index';
import { contentDocuments } from '../content/index';
import { playerMessages } from '../inbox/index';
import { pushSubscriptions, pushVapidKeys } from '../push/testing';
import { freebets, ledgerEntries, wallets } from '../wallet/testing';
import { tableColumns } from './schema-drift';
import { testDatabaseTargets } from './test-database';
import type { TestDatabase } from './test-database';

describe.each(testDatabaseTargets())('wallet, content, cashier, inbox and push tables on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability the migrations create', async () => {
    for (const table of [
      wallets,
      freebets,
      ledgerEntries,
      contentDocuments,
      cashierPayments,
      cashierDepositLimits,
      cashierSettings,
      cashierSavedCards,
      playerMessages,
      pushVapidKeys,
      pushSubscriptions,
    ]) {
      const { name, actual, declared } = await tableColumns(database, table);
      expect(actual, `table ${name}`).toEqual(declared);
    }
  });
});
