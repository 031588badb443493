import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginBody } from '../accounts/testing';
import { testDatabaseTargets } from '../storage/testing';
import { COOLING_OFF_MS } from './limits';
import { cardProblem, chargeCard, expiryValid, luhnValid, TEST_CARDS } from './provider';
import { startCashierTestApp } from './test-app';
import type { CashierTestApp } from './test-app';

const NOW = new Date('2026-06-15T12:00:00Z');
const card = (number: string = TEST_CARDS.approves, expiry = '12/30') => ({
  number,
  expiry,
  cvc: '123',
  holder: 'Ada Lovelace',
});

describe('test payment provider', () => {
  it('checks Luhn', () => {
    expect(luhnValid(TEST_CARDS.approves)).toBe(true);
    expect(luhnValid(TEST_CARDS.declines)).toBe(true);
    expect(luhnValid(TEST_CARDS.insufficientFunds)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it('accepts the current month and refuses a past one', () => {
    expect(expiryValid('06/26', NOW)).toBe(true);
    expect(expiryValid('05/26', NOW)).toBe(false);
    expect(expiryValid('13/30', NOW)).toBe(false);
  });
  it('answers by the documented test numbers and keeps only the last 4 digits', () => {
    expect(chargeCard(card('4242 4242 4242 4242'), NOW)).toEqual({ kind: 'approved', last4: '4242' });
    expect(chargeCard(card(TEST_CARDS.declines), NOW)).toMatchObject({ kind: 'declined', reason: 'generic' });
    expect(chargeCard(card(TEST_CARDS.insufficientFunds), NOW)).toMatchObject({
      kind: 'declined',
      reason: 'insufficient_funds',
    });
    expect(chargeCard(card('5555555555554444'), NOW)).toEqual({ kind: 'approved', last4: '4444' });
    expect(cardProblem({ ...card(), cvc: '12' }, NOW)).toMatch(/security code/);
  });
});

describe.each(testDatabaseTargets())('cashier on $name', (target) => {
  let t: CashierTestApp;
  beforeAll(async () => {
    t = await startCashierTestApp(target);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => t?.resetClock());

  const post = (url: string, bearer: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.cashierApp.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${bearer}`, ...headers },
    });
  const put = (url: string, bearer: string, payload: unknown) =>
    t.cashierApp.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const get = (url: string, bearer: string) =>
    t.cashierApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
  const deposit = (bearer: string, amount: number, number: string = TEST_CARDS.approves, headers = {}) =>
    post('/api/cashier/deposit', bearer, { amount, card: card(number) }, headers);

  it('deposits with 4242… and shows it in balance and history', async () => {
    const p = await t.newPlayer();
    const response = await deposit(p.bearer, 2500);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      balance: 25,
      transaction: { kind: 'deposit', amount: 25, card_last4: '4242' },
    });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(2500);
    const history = (await get('/api/cashier/history?limit=10', p.bearer)).json();
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ kind: 'deposit', amount: 25, balance_after: 25 });
    const audit = await t.wallet.audit(p.id);
    expect(audit.balance).toBe(audit.ledgerSum);
  });

  it('a declining card changes nothing', async () => {
    const p = await t.newPlayer();
    for (const number of [TEST_CARDS.declines, TEST_CARDS.insufficientFunds]) {
      const response = await deposit(p.bearer, 2500, number);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 0, message: 'CARD_DECLINED' });
    }
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(0);
    expect((await get('/api/cashier/history', p.bearer)).json().data).toEqual([]);
  });

  it('answers 400 with a readable message for a bad checksum, a past expiry or a malformed card', async () => {
    const p = await t.newPlayer();
    const luhn = await deposit(p.bearer, 100, '4242424242424241');
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({
      status: 0,
      message: 'CARD_INVALID',
      meta: { error: { message: expect.stringMatching(/checksum/) } },
    });
    const expired = await post('/api/cashier/deposit', p.bearer, {
      amount: 100,
      card: card(TEST_CARDS.approves, '01/20'),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().meta.error.message).toMatch(/expired/);
    const malformed = await post('/api/cashier/deposit', p.bearer, {
      amount: 100,
      card: { ...card(), expiry: '2030-12' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      meta: { error: { message: expect.stringMatching(/card\.expiry/) } },
    });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(0);
  });

  it('refuses guests with 401', async () => {
    const response = await t.cashierApp.inject({ method: 'GET', url: '/api/cashier/history' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
  });

  it('never withdraws above the balance', async () => {
    const p = await t.newPlayer();
    await deposit(p.bearer, 1000);
    const over = await post('/api/cashier/withdraw', p.bearer, { amount: 1001 });
    expect(over.json()).toMatchObject({ status: 0, message: 'BALANCE_INSUFFICIENT' });
    const ok = await post('/api/cashier/withdraw', p.bearer, { amount: 400 });
    expect(ok.json()).toMatchObject({ status: 1, balance: 6, transaction: { kind: 'withdrawal', amount: -4 } });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(600);
  });

  it('posts one deposit per Idempotency-Key', async () => {
    const p = await t.newPlayer();
    const headers = { 'idempotency-key': 'key-1' };
    const [first, second] = await Promise.all([
      deposit(p.bearer, 700, TEST_CARDS.approves, headers),
      deposit(p.bearer, 700, TEST_CARDS.approves, headers),
    ]);
    expect(first.json().transaction.id).toBe(second.json().transaction.id);
    const third = await deposit(p.bearer, 700, TEST_CARDS.approves, headers);
    expect(third.json()).toMatchObject({ status: 1, replayed: true, transaction: { id: first.json().transaction.id } });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(700);
  });

  it('refuses a deposit over the daily limit with what remains', async () => {
    const p = await t.newPlayer();
    expect((await put('/api/cashier/limits', p.bearer, { daily: 5000 })).json()).toMatchObject({
      status: 1,
      data: { daily: { amount: 5000, remaining: 5000 } },
    });
    expect((await deposit(p.bearer, 3000)).json().status).toBe(1);
    const over = await deposit(p.bearer, 2001);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({
      status: 0,
      message: 'DEPOSIT_LIMIT_EXCEEDED',
      meta: {
        error: { remaining: 2000, period: 'daily', message: expect.stringMatching(/daily deposit limit.*20\.00/) },
      },
    });
    expect((await t.wallet.balanceOf(p.id)).balance).toBe(3000);
    expect((await deposit(p.bearer, 2000)).json().status).toBe(1);
    t.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await deposit(p.bearer, 5000)).json().status).toBe(1);
  });

  it('lowers a limit at once and raises or removes one only after 24 h', async () => {
    const p = await t.newPlayer();
    await put('/api/cashier/limits', p.bearer, { weekly: 10_000 });
    const lowered = (await put('/api/cashier/limits', p.bearer, { weekly: 4000 })).json();
    expect(lowered.data.weekly).toMatchObject({ amount: 4000, pending: null });
    const raised = (await put('/api/cashier/limits', p.bearer, { weekly: 20_000 })).json();
    expect(raised.data.weekly).toMatchObject({ amount: 4000, pending: { amount: 20_000 } });
    expect((await deposit(p.bearer, 5000)).json().message).toBe('DEPOSIT_LIMIT_EXCEEDED');
    t.advance(COOLING_OFF_MS - 60_000);
    expect((await deposit(p.bearer, 5000)).json().message).toBe('DEPOSIT_LIMIT_EXCEEDED');
    t.advance(120_000);
    expect((await get('/api/cashier/limits', p.bearer)).json().data.weekly).toMatchObject({
      amount: 20_000,
      pending: null,
    });
    expect((await deposit(p.bearer, 5000)).json().status).toBe(1);
    const removed = (await put('/api/cashier/limits', p.bearer, { weekly: null })).json();
    expect(removed.data.weekly).toMatchObject({ amount: 20_000, pending: { amount: null } });
    t.advance(COOLING_OFF_MS + 1000);
    expect((await get('/api/cashier/limits', p.bearer)).json().data.weekly).toMatchObject({
      amount: null,
      remaining: null,
    });
  });

  it('a time-out ends the session and blocks login and deposits; it cannot be shortened', async () => {
    const p = await t.newPlayer();
    const response = (await post('/api/cashier/time-out', p.bearer, { days: 7 })).json();
    expect(response).toMatchObject({ status: 1, data: { status: 'timed_out' } });
    expect((await deposit(p.bearer, 100)).statusCode).toBe(401);
    // A session opened after the block (as support could) still meets the block itself.
    const bearer = await t.accounts.tokens.issueFrontendToken({ id: p.id });
    const shorter = (await post('/api/cashier/time-out', bearer, { days: 1 })).json();
    expect(shorter.data.blocked_until).toBe(response.data.blocked_until);
    const login = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody(p.username, p.password),
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: 'ACCOUNT_BLOCKED', meta: { error: { reason: 'timed_out' } } });
    expect((await deposit(bearer, 100)).json()).toMatchObject({ status: 0, message: 'ACCOUNT_BLOCKED' });
  });

  it('self-exclusion ends the session and blocks login, deposits and the legacy deposit; withdrawals stay open', async () => {
    const p = await t.newPlayer();
    await deposit(p.bearer, 1000);
    const response = (await post('/api/cashier/self-exclusion', p.bearer, { months: 'indefinite' })).json();
    expect(response).toMatchObject({ status: 1, data: { status: 'self_excluded', blocked_until: null } });
    expect((await deposit(p.bearer, 100)).statusCode).toBe(401);
    // Tokens of a session opened after the block (as support could) still meet the block itself.
    const [bearer, jwt] = await Promise.all([
      t.accounts.tokens.issueFrontendToken({ id: p.id }),
      t.accounts.tokens.issueAccessToken({ id: p.id, username: p.username, country: 'GB', currency: 'GBP' }),
    ]);
    const login = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody(p.username, p.password),
      remoteAddress: '10.9.0.2',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().meta.error.reason).toBe('self_excluded');
    expect((await deposit(bearer, 100)).json().message).toBe('ACCOUNT_BLOCKED');
    const legacy = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt },
      payload: { amount: 100, card: card() },
    });
    expect(legacy.json()).toMatchObject({ status: 0, message: 'ACCOUNT_BLOCKED' });
    expect((await post('/api/cashier/withdraw', bearer, { amount: 1000 })).json().status).toBe(1);
  });

  it('legacy deposit goes through the same ledger and limits', async () => {
    const p = await t.newPlayer();
    const guest = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      payload: { amount: 100, card: card() },
    });
    expect(guest.statusCode).toBe(401);
    const ok = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: p.jwt },
      payload: { amount: 1500, card: card() },
    });
    expect(ok.json()).toMatchObject({
      status: 1,
      data: { balance: 15, currency: 'GBP', transaction: { kind: 'deposit' } },
    });
    await put('/api/cashier/limits', p.bearer, { daily: 2000 });
    const over = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: p.jwt },
      payload: { amount: 600, card: card() },
    });
    expect(over.json()).toMatchObject({
      status: 0,
      message: 'DEPOSIT_LIMIT_EXCEEDED',
      meta: { error: { remaining: 500 } },
    });
    const bad = await t.legacyApp.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: p.jwt },
      payload: { amount: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/cashier/history', p.bearer)).json().data).toHaveLength(1);
  });

  it('reads and updates profile and reality check', async () => {
    const p = await t.newPlayer();
    expect((await get('/api/cashier/profile', p.bearer)).json()).toMatchObject({
      status: 1,
      data: { username: p.username, country: 'GB', currency: 'GBP' },
    });
    // The country is fixed and a new e-mail waits for its link (decision 029; accounts/profile-changes.test.ts).
    expect((await put('/api/cashier/profile', p.bearer, { country: 'IE' })).statusCode).toBe(400);
    const updated = (
      await put('/api/cashier/profile', p.bearer, {
        email: `new-${p.username}@example.test`,
        current_password: p.password,
      })
    ).json();
    expect(updated).toMatchObject({ message: 'VERIFY_EMAIL', data: { email: `${p.username}@example.test` } });
    expect(updated.data).toMatchObject({ pending_email: `new-${p.username}@example.test`, country: 'GB' });
    expect((await put('/api/cashier/profile', p.bearer, { username: 'x' })).statusCode).toBe(400);
    expect((await get('/api/cashier/reality-check', p.bearer)).json().data.interval_minutes).toBe(60);
    expect(
      (await put('/api/cashier/reality-check', p.bearer, { interval_minutes: 30 })).json().data.interval_minutes,
    ).toBe(30);
    expect((await get('/api/cashier/reality-check', p.bearer)).json().data.interval_minutes).toBe(30);
  });

  it('pages history with a cursor', async () => {
    const p = await t.newPlayer();
    for (const amount of [100, 200, 300]) await deposit(p.bearer, amount);
    const first = (await get('/api/cashier/history?limit=2', p.bearer)).json();
    expect(first.data.map((row: { amount: number }) => row.amount)).toEqual([3, 2]);
    const second = (await get(`/api/cashier/history?limit=2&cursor=${first.next_cursor}`, p.bearer)).json();
    expect(second.data.map((row: { amount: number }) => row.amount)).toEqual([1]);
    expect(second.next_cursor).toBeNull();
  });
});
