import { eq } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { reserveAndCharge } from './deposit-flow';
import { resolvePendingDeposits } from './deposit-resolver';
import { createTestCardProvider, TEST_CARDS } from './provider';
import type { CardOutcome, PaymentProvider } from './provider';
import { cashierPayments } from './tables';
import { moneyStateOf, startCashierTestApp, testCard as card } from './test-app';
import type { CashierTestApp, CashierTestPlayer } from './test-app';

/*
 * Decision 086: a deposit is reserved (a pending payment row), charged outside any transaction,
 * then credited. A slow acquirer never holds the wallet lock, an answer lost between the charge
 * and the credit leaves a pending deposit the resolver settles with the provider, exactly once.
 */

/** The test card provider with a hand on the line: charges held, or their answers lost after the charge. */
function controlledProvider() {
  const inner = createTestCardProvider();
  const references: string[] = [];
  let held: { reached: () => void; released: Promise<void> } | null = null;
  let loseAnswers = false;
  async function through(reference: string, take: () => Promise<CardOutcome>): Promise<CardOutcome> {
    references.push(reference);
    if (held) {
      held.reached();
      await held.released;
    }
    const outcome = await take();
    if (loseAnswers) throw new Error('connection reset after the charge was taken');
    return outcome;
  }
  const provider: PaymentProvider = {
    name: 'controlled-test-cards',
    charge: (request, now) => through(request.reference, () => inner.charge(request, now)),
    chargeSaved: (request, now) => through(request.reference, () => inner.chargeSaved(request, now)),
    outcomeOf: (reference) => inner.outcomeOf(reference),
  };
  return {
    provider,
    calls: references,
    /** Holds the next charges until `release`; `reached` resolves when one is waiting. */
    hold() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      held = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return {
        reached: reachedPromise,
        release: () => {
          held = null;
          release();
        },
      };
    },
    /** From now on the provider takes the charge but its answer never arrives. */
    loseAnswers(on: boolean) {
      loseAnswers = on;
    },
  };
}

describe.each(testDatabaseTargets())('a deposit reserved, charged, then credited on $name', (target) => {
  let t: CashierTestApp;
  const line = controlledProvider();
  beforeAll(async () => {
    t = await startCashierTestApp(target, line.provider);
  }, 60_000);
  afterAll(() => t?.close());

  const deposit = (p: CashierTestPlayer, amount: number, key?: string, number: string = TEST_CARDS.approves) =>
    t.cashierCall(p, 'POST', '/api/cashier/deposit', { amount, card: card(number) }, key);
  const stateOf = (p: CashierTestPlayer) => moneyStateOf(t, line, p.id);
  const resolve = () => resolvePendingDeposits({ handle: t.database, provider: line.provider, graceMs: 0 });
  const paymentsOf = (p: CashierTestPlayer) =>
    t.database.db.select().from(cashierPayments).where(eq(cashierPayments.playerId, p.id));
  function losingAnswers(): void {
    line.loseAnswers(true);
    onTestFinished(() => line.loseAnswers(false));
  }

  it('lets a withdrawal by the same player complete while a deposit’s charge is in flight', async () => {
    const p = await t.newPlayer();
    expect((await deposit(p, 5000)).json()).toMatchObject({ status: 1 });
    const held = line.hold();
    onTestFinished(() => held.release());
    const slow = deposit(p, 2000);
    await held.reached;
    // The charge is still waiting on the acquirer: the wallet is not locked by it.
    const withdrawal = await t.cashierCall(p, 'POST', '/api/cashier/withdraw', { amount: 1500 });
    expect(withdrawal.json()).toMatchObject({ status: 1 });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(3500);
    held.release();
    expect((await slow).json()).toMatchObject({ status: 1, balance: 55 });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(5500);
  });

  it('answers a charge whose answer was lost as pending, credits nothing, and the resolver credits it exactly once', async () => {
    const p = await t.newPlayer();
    const before = await stateOf(p);
    losingAnswers();
    const response = await deposit(p, 2500, 'lost-answer-1');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 0, message: 'DEPOSIT_PENDING' });
    line.loseAnswers(false);
    expect(await stateOf(p)).toEqual({ ...before, charges: before.charges + 1 });
    expect((await paymentsOf(p)).map((row) => row.status)).toEqual(['pending']);

    expect(await resolve()).toBeGreaterThanOrEqual(1);
    expect(await resolve()).toBe(0);
    expect(await stateOf(p)).toEqual({
      balance: 2500,
      ledgerRows: before.ledgerRows + 1,
      payments: before.payments + 1,
      charges: before.charges + 1,
    });
    // The client's retry of its key answers the credited deposit, charging nothing more.
    const retry = await deposit(p, 2500, 'lost-answer-1');
    expect(retry.json()).toMatchObject({ status: 1, replayed: true, balance: 25 });
    expect((await stateOf(p)).charges).toBe(before.charges + 1);
  });

  it('resolves a crash between the charge and the credit: reserved and charged, never credited, then credited once', async () => {
    const p = await t.newPlayer();
    const before = await stateOf(p);
    // The process "dies" after the charge: the credit step never runs.
    const step = await reserveAndCharge(
      t.database,
      {
        playerId: p.id,
        amount: toMoney(4000),
        cardLast4: '4242',
        source: 'card',
        idempotencyKey: 'crash-1',
        fingerprint: 'crash-1',
      },
      ({ paymentId, currency }) =>
        line.provider.charge({ card: card(), amount: toMoney(4000), currency, reference: paymentId }, new Date()),
      new Date(),
    );
    expect(step).toMatchObject({ kind: 'charged', answer: { kind: 'approved' } });
    expect((await stateOf(p)).balance).toBe(0);
    expect(await resolve()).toBeGreaterThanOrEqual(1);
    expect(await resolve()).toBe(0);
    expect(await stateOf(p)).toEqual({
      balance: 4000,
      ledgerRows: before.ledgerRows + 1,
      payments: before.payments + 1,
      charges: before.charges + 1,
    });
  });

  it('resolves a declined charge whose answer was lost as failed, crediting nothing', async () => {
    const p = await t.newPlayer();
    const before = await stateOf(p);
    losingAnswers();
    expect((await deposit(p, 3000, undefined, TEST_CARDS.declines)).statusCode).toBe(202);
    line.loseAnswers(false);
    expect(await resolve()).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(p)).map((row) => [row.status, row.declineReason])).toEqual([['failed', 'generic']]);
    expect(await stateOf(p)).toEqual({ ...before, charges: before.charges + 1 });
  });

  it('fails a reserved deposit whose charge never reached the provider', async () => {
    const p = await t.newPlayer();
    const before = await stateOf(p);
    const step = await reserveAndCharge(
      t.database,
      {
        playerId: p.id,
        amount: toMoney(1000),
        cardLast4: '4242',
        source: 'card',
        idempotencyKey: null,
        fingerprint: 'never-sent',
      },
      () => Promise.reject(new Error('the process died before the charge went out')),
      new Date(),
    );
    expect(step).toMatchObject({ kind: 'charged', answer: null });
    expect(await resolve()).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(p)).map((row) => row.status)).toEqual(['failed']);
    expect(await stateOf(p)).toEqual(before);
  });

  it('counts a pending deposit against the deposit limit', async () => {
    const p = await t.newPlayer();
    await t.cashierCall(p, 'PUT', '/api/cashier/limits', { daily: 6000 });
    losingAnswers();
    expect((await deposit(p, 5000)).statusCode).toBe(202);
    line.loseAnswers(false);
    const before = await stateOf(p);
    expect((await deposit(p, 2000)).json()).toMatchObject({
      status: 0,
      message: 'DEPOSIT_LIMIT_EXCEEDED',
      meta: { error: { remaining: 1000, period: 'daily' } },
    });
    expect(await stateOf(p)).toEqual(before);
  });

  it('charges a replayed deposit key once: sent twice at once, again later, and again while its answer is lost', async () => {
    const p = await t.newPlayer();
    const before = await stateOf(p);
    const [first, second] = await Promise.all([deposit(p, 700, 'replay-1'), deposit(p, 700, 'replay-1')]);
    expect(first.json().transaction.id).toBe(second.json().transaction.id);
    expect((await deposit(p, 700, 'replay-1')).json()).toMatchObject({ status: 1, replayed: true });
    expect((await stateOf(p)).charges).toBe(before.charges + 1);

    losingAnswers();
    expect((await deposit(p, 900, 'replay-2')).statusCode).toBe(202);
    line.loseAnswers(false);
    // The retry asks the provider what became of the first charge instead of charging again.
    expect((await deposit(p, 900, 'replay-2')).json()).toMatchObject({ status: 1, balance: 16 });
    expect(await stateOf(p)).toEqual({
      balance: 1600,
      ledgerRows: before.ledgerRows + 2,
      payments: before.payments + 2,
      charges: before.charges + 2,
    });
  });
});
