import fc from 'fast-check';
import { toMoney } from '@sportsbook/betting';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { wallets } from '../wallet/testing';
import { TEST_CARDS } from './provider';
import { startCashierTestApp } from './test-app';
import type { CashierTestApp } from './test-app';

/** Values near valid ones as well as anything at all. */
const valueArbitrary = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '12/30', '01/20', '123', TEST_CARDS.approves, '4242424242424241', 'indefinite'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const cardArbitrary = fc.oneof(
  valueArbitrary,
  fc.record(
    { number: valueArbitrary, expiry: valueArbitrary, cvc: valueArbitrary, holder: valueArbitrary },
    { requiredKeys: [] },
  ),
);

/** A body of any route with some fields wrong, or something else entirely; never a valid one. */
const bodyArbitrary = fc.oneof(
  fc.record({ amount: valueArbitrary, card: cardArbitrary }, { requiredKeys: [] }),
  fc.record({ days: valueArbitrary, months: valueArbitrary, interval_minutes: valueArbitrary }, { requiredKeys: [] }),
  fc.record({ daily: valueArbitrary, weekly: valueArbitrary, email: valueArbitrary }, { requiredKeys: [] }),
  valueArbitrary,
);

const ROUTES = [
  ['POST', '/api/cashier/deposit'],
  ['POST', '/api/cashier/withdraw'],
  ['PUT', '/api/cashier/limits'],
  ['POST', '/api/cashier/time-out'],
  ['POST', '/api/cashier/self-exclusion'],
  ['PUT', '/api/cashier/reality-check'],
  ['PUT', '/api/cashier/profile'],
  ['POST', '/api/transactions/deposit'],
] as const;

/** Whether a body could be valid for a route; those are skipped so nothing may be written. */
function couldBeValid(url: string, body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  const positiveInt = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
  switch (url) {
    case '/api/cashier/withdraw':
      return positiveInt(record.amount);
    case '/api/cashier/deposit':
      return positiveInt(record.amount) && typeof record.card === 'object' && record.card !== null;
    case '/api/transactions/deposit':
      // With a card, the cashier's deposit; the amount alone, the quick deposit (decision 058).
      return (
        positiveInt(record.amount) &&
        ((typeof record.card === 'object' && record.card !== null) || Object.keys(record).length === 1)
      );
    case '/api/cashier/time-out':
      return [1, 7, 30].includes(record.days as number);
    case '/api/cashier/self-exclusion':
      return [6, 12, 60, 'indefinite'].includes(record.months as number);
    case '/api/cashier/reality-check':
      return Number.isInteger(record.interval_minutes);
    default:
      return true;
  }
}

describe.each(testDatabaseTargets())('cashier fuzz on $name', (target) => {
  let t: CashierTestApp;
  let player: Awaited<ReturnType<CashierTestApp['newPlayer']>>;
  beforeAll(async () => {
    t = await startCashierTestApp(target);
    player = await t.newPlayer();
    await t.wallet.deposit(player.id, toMoney(5000), 'fuzz-seed');
  }, 60_000);
  afterAll(() => t?.close());

  const written = async () => {
    const [row] = await t.database.db
      .select({
        n: sql<string>`(select count(*) from ledger_entries) + (select count(*) from cashier_payments) + (select count(*) from cashier_deposit_limits) + (select count(*) from cashier_settings) + (select count(*) from cashier_saved_cards) + (select count(*) from players where status <> 'active')`,
      })
      .from(wallets)
      .where(eq(wallets.playerId, player.id));
    return Number(row?.n);
  };

  it('answers malformed bodies with 400 (or 401 without a token), never 5xx, and writes nothing', async () => {
    const before = await written();
    const balance = (await t.wallet.balanceOf(player.id)).balance;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        bodyArbitrary,
        fc.boolean(),
        fc.constantFrom('json', 'text', 'broken'),
        async ([method, url], body, authenticated, encoding) => {
          if (encoding === 'json' && couldBeValid(url, body)) return;
          const app = url.startsWith('/api/transactions') ? t.legacyApp : t.cashierApp;
          const headers: Record<string, string> = {};
          if (authenticated) {
            if (app === t.legacyApp) headers.jwt = player.jwt;
            else headers.authorization = `Bearer ${player.bearer}`;
          }
          const payload =
            encoding === 'json'
              ? JSON.stringify(body)
              : encoding === 'text'
                ? String(JSON.stringify(body))
                : `{"amount": ${String(JSON.stringify(body))}`;
          headers['content-type'] = encoding === 'text' ? 'text/plain' : 'application/json';
          const response = await app.inject({ method, url, headers, payload });
          expect([400, 401]).toContain(response.statusCode);
          if (!authenticated && encoding === 'json') expect(response.statusCode).toBe(401);
          if (response.statusCode === 400) {
            expect(response.json()).toMatchObject({ status: 0, meta: { error: { message: expect.any(String) } } });
            expect(response.json().meta.error.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(await written()).toBe(before);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(balance);
  }, 60_000);
});
