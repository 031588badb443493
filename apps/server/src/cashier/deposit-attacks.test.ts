import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { TEST_CARDS } from './provider';
import { countingProvider, moneyStateOf, startCashierTestApp, testCard as card } from './test-app';
import type { CashierTestApp, CashierTestPlayer } from './test-app';

/*
 * The cashier's money paths (decision 028), performed as attacks: the legacy deposit never credits
 * without an approved payment, an Idempotency-Key binds its body, a card is charged only after
 * the limit and key checks, and without a provider nothing is taken.
 */

type Player = CashierTestPlayer;

describe.each(testDatabaseTargets())('deposit attacks on $name', (target) => {
  let t: CashierTestApp;
  const provider = countingProvider();

  beforeAll(async () => {
    t = await startCashierTestApp(target, provider);
  }, 60_000);
  afterAll(() => t?.close());

  const cashier = (p: Player, method: 'POST' | 'PUT', url: string, payload: unknown, key?: string) =>
    t.cashierCall(p, method, url, payload, key);
  const cashierDeposit = (p: Player, payload: unknown, key?: string) =>
    cashier(p, 'POST', '/api/cashier/deposit', payload, key);
  const legacyDeposit = (p: Player, payload: unknown, key?: string) => t.legacyDeposit(p, payload, key);
  const withdraw = (p: Player, amount: number, key: string) =>
    cashier(p, 'POST', '/api/cashier/withdraw', { amount }, key);

  const stateOf = (p: Player) => moneyStateOf(t, provider, p.id);

  /** A player with 50.00 deposited through the cashier (one ledger row, one charge). */
  async function fundedPlayer(): Promise<Player> {
    const p = await t.newPlayer();
    provider.calls.length = 0;
    expect((await cashierDeposit(p, { amount: 5000, card: card() })).json()).toMatchObject({ status: 1 });
    return p;
  }

  describe('the legacy deposit', () => {
    it('never credits an amount posted without a card or a saved card, and charges nothing', async () => {
      const p = await fundedPlayer();
      const before = await stateOf(p);
      // An amount alone is the quick deposit (decision 058): it needs a saved card.
      const response = await legacyDeposit(p, { amount: 1500 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'NO_SAVED_CARD',
        meta: { error: { message: expect.stringMatching(/saved card/) } },
      });
      expect(await stateOf(p)).toEqual(before);
    });

    it('credits nothing when the card is declined', async () => {
      const p = await fundedPlayer();
      const before = await stateOf(p);
      const response = await legacyDeposit(p, { amount: 1500, card: card(TEST_CARDS.declines) });
      expect(response.json()).toMatchObject({ status: 0, message: 'CARD_DECLINED' });
      expect(await stateOf(p)).toEqual({ ...before, charges: before.charges + 1 });
    });

    it('refuses a deposit over the limit before the card is charged', async () => {
      const p = await fundedPlayer();
      await cashier(p, 'PUT', '/api/cashier/limits', { daily: 6000 });
      const before = await stateOf(p);
      const response = await legacyDeposit(p, { amount: 1001, card: card() });
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'DEPOSIT_LIMIT_EXCEEDED',
        meta: { error: { remaining: 1000 } },
      });
      expect(await stateOf(p)).toEqual(before);
    });

    it('refuses a self-excluded player before the card is charged', async () => {
      const p = await fundedPlayer();
      await cashier(p, 'POST', '/api/cashier/self-exclusion', { months: 6 });
      const before = await stateOf(p);
      // The self-exclusion ended the session the deposit was made from (decision 029) ...
      expect((await legacyDeposit(p, { amount: 1000, card: card() })).statusCode).toBe(401);
      // ... and a session opened after it (as support could) still meets the block itself.
      const jwt = await t.accounts.tokens.issueAccessToken({
        id: p.id,
        username: p.username,
        country: 'GB',
        currency: 'GBP',
      });
      const response = await legacyDeposit({ ...p, jwt }, { amount: 1000, card: card() });
      expect(response.json()).toMatchObject({ status: 0, message: 'ACCOUNT_BLOCKED' });
      expect(await stateOf(p)).toEqual(before);
    });

    it('credits a replayed key once, and refuses the key with another amount with 409', async () => {
      const p = await fundedPlayer();
      const first = await legacyDeposit(p, { amount: 1000, card: card() }, 'legacy-key-1');
      expect(first.json()).toMatchObject({ status: 1, data: { balance: 60 } });
      const afterFirst = await stateOf(p);
      const replay = await legacyDeposit(p, { amount: 1000, card: card() }, 'legacy-key-1');
      expect(replay.json()).toMatchObject({
        status: 1,
        data: { balance: 60, transaction: { id: first.json().data.transaction.id } },
      });
      const reused = await legacyDeposit(p, { amount: 9000, card: card() }, 'legacy-key-1');
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ status: 0, message: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await stateOf(p)).toEqual(afterFirst);
    });
  });

  describe('idempotency keys of the cashier', () => {
    it('answer 409 for the same deposit key with another amount or card, charging nothing', async () => {
      const p = await fundedPlayer();
      const first = await cashierDeposit(p, { amount: 700, card: card() }, 'deposit-key-1');
      expect(first.json()).toMatchObject({ status: 1, replayed: false });
      const afterFirst = await stateOf(p);
      for (const body of [
        { amount: 701, card: card() },
        { amount: 700, card: card('5555 5555 5555 4444') },
        { amount: 700, card: { ...card(), holder: 'Mallory' } },
      ]) {
        const response = await cashierDeposit(p, body, 'deposit-key-1');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          status: 0,
          message: 'IDEMPOTENCY_KEY_REUSED',
          meta: { error: { message: expect.stringMatching(/Nothing was changed/) } },
        });
      }
      // The same key on the other origin is another request, not a replay.
      expect((await legacyDeposit(p, { amount: 700, card: card() }, 'deposit-key-1')).statusCode).toBe(409);
      expect(await stateOf(p)).toEqual(afterFirst);
    });

    it('replay the first deposit for the same key and body without charging the card again', async () => {
      const p = await fundedPlayer();
      const first = await cashierDeposit(p, { amount: 700, card: card('4242-4242-4242-4242') }, 'deposit-key-2');
      const afterFirst = await stateOf(p);
      // Spaces or dashes in the number are the same card.
      const replay = await cashierDeposit(p, { amount: 700, card: card('4242 4242 4242 4242') }, 'deposit-key-2');
      expect(replay.json()).toMatchObject({
        status: 1,
        replayed: true,
        balance: 57,
        transaction: { id: first.json().transaction.id },
      });
      expect(await stateOf(p)).toEqual(afterFirst);
    });

    it('credit once when one key races with two different amounts', async () => {
      const p = await fundedPlayer();
      const before = await stateOf(p);
      const answers = await Promise.all([
        cashierDeposit(p, { amount: 300, card: card() }, 'race-key'),
        cashierDeposit(p, { amount: 400, card: card() }, 'race-key'),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const won = answers.find((answer) => answer.statusCode === 200)!.json().transaction.amount * 100;
      expect(await stateOf(p)).toEqual({
        balance: before.balance + won,
        ledgerRows: before.ledgerRows + 1,
        payments: before.payments + 1,
        charges: before.charges + 1,
      });
    });

    it('do not charge the card when the limit refuses the deposit', async () => {
      const p = await fundedPlayer();
      await cashier(p, 'PUT', '/api/cashier/limits', { weekly: 5000 });
      const before = await stateOf(p);
      const response = await cashierDeposit(p, { amount: 100, card: card() }, 'limited-key');
      expect(response.json()).toMatchObject({ status: 0, message: 'DEPOSIT_LIMIT_EXCEEDED' });
      expect(await stateOf(p)).toEqual(before);
    });

    it('answer 409 for the same withdrawal key with another amount, and debit a replay once', async () => {
      const p = await fundedPlayer();
      const first = await withdraw(p, 1000, 'withdrawal-key-1');
      expect(first.json()).toMatchObject({ status: 1, balance: 40, transaction: { amount: -10 } });
      const afterFirst = await stateOf(p);
      const replay = await withdraw(p, 1000, 'withdrawal-key-1');
      expect(replay.json()).toMatchObject({ status: 1, balance: 40, transaction: { id: first.json().transaction.id } });
      const reused = await withdraw(p, 2000, 'withdrawal-key-1');
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ status: 0, message: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await stateOf(p)).toEqual(afterFirst);
      const [row] = await t.database.db
        .select({ n: sql<string>`count(*)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.playerId, p.id), eq(ledgerEntries.kind, 'withdrawal')));
      expect(Number(row?.n)).toBe(1);
    });
  });
});

describe.each(testDatabaseTargets())('deposits without a payment provider on $name', (target) => {
  let t: CashierTestApp;
  beforeAll(async () => {
    t = await startCashierTestApp(target, null);
  }, 60_000);
  afterAll(() => t?.close());

  it('answer PAYMENT_UNAVAILABLE on both origins and write nothing', async () => {
    const p = await t.newPlayer();
    const cashier = await t.cashierApp.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      payload: { amount: 1000, card: card() },
      headers: { authorization: `Bearer ${p.bearer}`, 'idempotency-key': 'no-provider' },
    });
    const legacy = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      payload: { amount: 1000, card: card() },
      headers: { jwt: p.jwt },
    });
    for (const response of [cashier, legacy]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'PAYMENT_UNAVAILABLE',
        meta: { error: { message: expect.stringMatching(/not available/) } },
      });
    }
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(0);
    const [written] = await t.database.execute<{ n: string }>(
      `SELECT (SELECT count(*) FROM ledger_entries WHERE player_id = ${p.id}) +
              (SELECT count(*) FROM cashier_payments WHERE player_id = ${p.id}) AS n`,
    );
    expect(Number(written?.n)).toBe(0);
  });
});
