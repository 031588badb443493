import { eq, sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { cashierDepositAnswerSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { chargeTestToken, testCardProvider, TEST_CARDS } from './provider';
import { cashierPayments, cashierSavedCards } from './tables';
import { countingProvider, moneyStateOf, startCashierTestApp, testCard as card } from './test-app';
import type { CashierTestApp, CashierTestPlayer } from './test-app';

/*
 * The quick deposit (decision 058): a card saved with the player's consent in the cashier, then
 * `POST /api/transactions/deposit { amount }` charging it by its provider token on the cashier's
 * one deposit path (key, limits, blocks, ledger).
 */

type Player = CashierTestPlayer;

describe('the test provider saved-card tokens', () => {
  const NOW = new Date('2026-06-15T12:00:00Z');
  const request = { amount: toMoney(1000), currency: 'GBP', reference: 'r-1' };
  // The provider keeps each charge by its reference (a retried charge is taken once): one each.
  let charges = 0;
  const save = async (number: string, customer: number, expiry = '12/30') => {
    charges += 1;
    const outcome = await testCardProvider.charge(
      { card: card(number, expiry), ...request, reference: `save-${charges}`, saveFor: customer },
      NOW,
    );
    if (outcome.kind !== 'approved' || !outcome.saved) throw new Error('not saved');
    return outcome.saved;
  };

  it('answers a token only with consent, and the token never holds the number or the security code', async () => {
    expect(await testCardProvider.charge({ card: card(), ...request, reference: 'no-consent' }, NOW)).toEqual({
      kind: 'approved',
      last4: '4242',
    });
    const saved = await save(TEST_CARDS.approves, 7);
    expect(saved).toMatchObject({ last4: '4242', expiry: '12/30' });
    expect(saved.token).not.toContain(TEST_CARDS.approves);
    expect(saved.token).not.toContain('123_');
  });

  it('charges a token for its customer only, and declines expired, foreign or unknown tokens', async () => {
    const saved = await save(TEST_CARDS.approves, 7);
    expect(chargeTestToken({ ...request, token: saved.token, customer: 7 }, NOW)).toEqual({
      kind: 'approved',
      last4: '4242',
    });
    expect(chargeTestToken({ ...request, token: saved.token, customer: 8 }, NOW)).toMatchObject({ kind: 'declined' });
    expect(chargeTestToken({ ...request, token: 'tok_forged_1234', customer: 7 }, NOW)).toMatchObject({
      kind: 'declined',
    });
    const later = await save(TEST_CARDS.declinesWhenSaved, 7);
    expect(chargeTestToken({ ...request, token: later.token, customer: 7 }, NOW)).toMatchObject({
      kind: 'declined',
      reason: 'generic',
    });
    const expiring = await save(TEST_CARDS.approves, 7, '06/26');
    const afterExpiry = new Date('2026-07-01T00:00:00Z');
    expect(chargeTestToken({ ...request, token: expiring.token, customer: 7 }, afterExpiry)).toMatchObject({
      kind: 'declined',
    });
  });
});

describe.each(testDatabaseTargets())('quick deposit with a saved card on $name', (target) => {
  let t: CashierTestApp;
  const provider = countingProvider();

  beforeAll(async () => {
    t = await startCashierTestApp(target, provider);
  }, 60_000);
  afterAll(() => t?.close());

  const cashier = (p: Player, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.cashierCall(p, method, url, payload);
  const quickDeposit = (p: Player, payload: unknown, key?: string) => t.legacyDeposit(p, payload, key);
  const savedCardOf = async (p: Player) =>
    (await t.legacyApp.inject({ method: 'GET', url: '/api/transactions/saved-card', headers: { jwt: p.jwt } })).json();

  const stateOf = (p: Player) => moneyStateOf(t, provider, p.id);

  /** A player who deposited 50.00 in the cashier, saving the card when `save` (the consent box). */
  async function playerWithDeposit(save: boolean, number: string = TEST_CARDS.approves): Promise<Player> {
    const p = await t.newPlayer();
    const response = await cashier(p, 'POST', '/api/cashier/deposit', {
      amount: 5000,
      card: card(number),
      ...(save ? { save_card: true } : {}),
    });
    expect(response.json()).toMatchObject({ status: 1, balance: 50 });
    // The answer parses with the account site's schema; `saved_card` only when asked to save.
    const answer = cashierDepositAnswerSchema.parse(response.json());
    if (save) expect(answer.saved_card).toMatchObject({ last4: number.slice(-4), expiry: '12/30' });
    else expect(answer.saved_card).toBeUndefined();
    return p;
  }

  it('saves the card with consent and credits exactly the amount with one ledger entry', async () => {
    const p = await playerWithDeposit(true);
    const view = await savedCardOf(p);
    expect(view).toEqual({ status: 1, data: { last4: '4242', expiry: '12/30', created_at: expect.any(String) } });
    expect((await cashier(p, 'GET', '/api/cashier/saved-card')).json()).toEqual(view);
    // Only the provider's token, the last four and the expiry are kept: never the number.
    const [row] = await t.database.db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, p.id));
    expect(row).toMatchObject({ cardLast4: '4242', expiry: '12/30' });
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.approves);

    const before = await stateOf(p);
    const response = await quickDeposit(p, { amount: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 1, data: { balance: 60, currency: 'GBP' } });
    expect(await stateOf(p)).toEqual({
      balance: before.balance + 1000,
      ledgerRows: before.ledgerRows + 1,
      payments: before.payments + 1,
      charges: before.charges + 1,
    });
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, p.id))
      .orderBy(sql`${ledgerEntries.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ kind: 'deposit', amount: 1000 });
    const payments = await t.database.db.select().from(cashierPayments).where(eq(cashierPayments.playerId, p.id));
    expect(payments.map((x) => [x.source, x.amount, x.cardLast4]).sort()).toEqual([
      ['card', 5000, '4242'],
      ['legacy', 1000, '4242'],
    ]);
  });

  it('keeps no card without consent, and then refuses the quick deposit writing nothing', async () => {
    const p = await playerWithDeposit(false);
    expect(await savedCardOf(p)).toEqual({ status: 1, data: null });
    const rows = await t.database.db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, p.id));
    expect(rows).toEqual([]);
    const before = await stateOf(p);
    const response = await quickDeposit(p, { amount: 1000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: 'NO_SAVED_CARD' });
    expect(await stateOf(p)).toEqual(before);
  });

  it('keeps the newest saved card only, and forgets it on removal', async () => {
    const p = await playerWithDeposit(true);
    await cashier(p, 'POST', '/api/cashier/deposit', { amount: 500, card: card('5555555555554444'), save_card: true });
    expect((await savedCardOf(p)).data).toMatchObject({ last4: '4444' });
    expect(
      await t.database.db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, p.id)),
    ).toHaveLength(1);
    expect((await cashier(p, 'DELETE', '/api/cashier/saved-card')).json()).toEqual({ status: 1, data: null });
    expect(await savedCardOf(p)).toEqual({ status: 1, data: null });
    const before = await stateOf(p);
    expect((await quickDeposit(p, { amount: 1000 })).json()).toMatchObject({ status: 0, message: 'NO_SAVED_CARD' });
    expect(await stateOf(p)).toEqual(before);
  });

  it('lets a removal go through while a quick deposit that already read the card is being charged, and charges none after it', async () => {
    const p = await playerWithDeposit(true);
    const before = await stateOf(p);
    const held = provider.holdSavedCharges();
    const deposit = quickDeposit(p, { amount: 1000 });
    await held.reached;
    try {
      // The card is charged outside any transaction (decision 086): the removal does not wait for it.
      expect((await cashier(p, 'DELETE', '/api/cashier/saved-card')).json()).toEqual({ status: 1, data: null });
    } finally {
      held.release();
    }
    // The deposit that read the card before the removal is charged and credited once.
    expect((await deposit).json()).toMatchObject({ status: 1, data: { balance: 60 } });
    // After the removal nothing is charged.
    expect((await quickDeposit(p, { amount: 1000 })).json()).toMatchObject({ status: 0, message: 'NO_SAVED_CARD' });
    expect(await stateOf(p)).toEqual({
      balance: before.balance + 1000,
      ledgerRows: before.ledgerRows + 1,
      payments: before.payments + 1,
      charges: before.charges + 1,
    });
  });

  it('replays a quick deposit for its key after the card was removed', async () => {
    const p = await playerWithDeposit(true);
    const first = await quickDeposit(p, { amount: 1000 }, 'quick-replay-after-removal');
    expect(first.json()).toMatchObject({ status: 1, data: { balance: 60 } });
    expect((await cashier(p, 'DELETE', '/api/cashier/saved-card')).json()).toEqual({ status: 1, data: null });
    const before = await stateOf(p);
    const replay = await quickDeposit(p, { amount: 1000 }, 'quick-replay-after-removal');
    expect(replay.json()).toEqual(first.json());
    expect(await stateOf(p)).toEqual(before);
  });

  it('answers a declined saved card clearly and writes nothing', async () => {
    const p = await playerWithDeposit(true, TEST_CARDS.declinesWhenSaved);
    const before = await stateOf(p);
    const response = await quickDeposit(p, { amount: 1000 });
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'CARD_DECLINED',
      meta: { error: { message: expect.stringMatching(/declined/) } },
    });
    expect(await stateOf(p)).toEqual({ ...before, charges: before.charges + 1 });
  });

  it('respects deposit limits before the saved card is charged', async () => {
    const p = await playerWithDeposit(true);
    await cashier(p, 'PUT', '/api/cashier/limits', { daily: 6000 });
    const before = await stateOf(p);
    const response = await quickDeposit(p, { amount: 1001 });
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'DEPOSIT_LIMIT_EXCEEDED',
      meta: { error: { remaining: 1000, period: 'daily' } },
    });
    expect(await stateOf(p)).toEqual(before);
    expect((await quickDeposit(p, { amount: 1000 })).json()).toMatchObject({ status: 1, data: { balance: 60 } });
  });

  it('refuses a self-excluded player before the saved card is charged', async () => {
    const p = await playerWithDeposit(true);
    await cashier(p, 'POST', '/api/cashier/self-exclusion', { months: 6 });
    const before = await stateOf(p);
    expect((await quickDeposit(p, { amount: 1000 })).statusCode).toBe(401);
    const jwt = await t.accounts.tokens.issueAccessToken({
      id: p.id,
      username: p.username,
      country: 'GB',
      currency: 'GBP',
    });
    const response = await quickDeposit({ ...p, jwt }, { amount: 1000 });
    expect(response.json()).toMatchObject({ status: 0, message: 'ACCOUNT_BLOCKED' });
    expect(await stateOf(p)).toEqual(before);
  });

  it('deposits once for one Idempotency-Key and answers 409 for the key with another amount', async () => {
    const p = await playerWithDeposit(true);
    const first = await quickDeposit(p, { amount: 1000 }, 'quick-key-1');
    expect(first.json()).toMatchObject({ status: 1, data: { balance: 60 } });
    const afterFirst = await stateOf(p);
    const replay = await quickDeposit(p, { amount: 1000 }, 'quick-key-1');
    expect(replay.json()).toMatchObject({
      status: 1,
      data: { balance: 60, transaction: { id: first.json().data.transaction.id } },
    });
    const reused = await quickDeposit(p, { amount: 2000 }, 'quick-key-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ status: 0, message: 'IDEMPOTENCY_KEY_REUSED' });
    // The same key with a card in the body is another request, too.
    expect((await quickDeposit(p, { amount: 1000, card: card() }, 'quick-key-1')).statusCode).toBe(409);
    expect(await stateOf(p)).toEqual(afterFirst);
  });

  it('deposits once when one key is sent twice at the same time', async () => {
    const p = await playerWithDeposit(true);
    const before = await stateOf(p);
    const answers = await Promise.all([
      quickDeposit(p, { amount: 700 }, 'quick-race-1'),
      quickDeposit(p, { amount: 700 }, 'quick-race-1'),
    ]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 1, data: { balance: 57 } });
    expect(await stateOf(p)).toMatchObject({
      balance: before.balance + 700,
      ledgerRows: before.ledgerRows + 1,
      payments: before.payments + 1,
    });
  });

  it('answers malformed and abusive amounts with 400 and writes nothing', async () => {
    const p = await playerWithDeposit(true);
    const before = await stateOf(p);
    for (const body of [
      {},
      { amount: 0 },
      { amount: -1000 },
      { amount: 10.5 },
      { amount: '1000' },
      { amount: 100_000_001 },
      { amount: Number.MAX_SAFE_INTEGER },
      { amount: 1000, token: 'tok_test_ok_4242_1230_1_0123456789abcdef' },
      { amount: 1000, player_id: 1 },
      [1000],
    ]) {
      const response = await quickDeposit(p, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    }
    expect(await stateOf(p)).toEqual(before);
    expect((await quickDeposit({ ...p, jwt: 'not-a-token' }, { amount: 1000 })).statusCode).toBe(401);
    expect(await stateOf(p)).toEqual(before);
  });

  it("never charges another player's saved card", async () => {
    const owner = await playerWithDeposit(true);
    const other = await playerWithDeposit(false);
    const ownerBefore = await stateOf(owner);
    const otherBefore = await stateOf(other);
    // The body cannot name a card or a token, so the other player has no card to charge ...
    expect((await quickDeposit(other, { amount: 1000 })).json()).toMatchObject({ message: 'NO_SAVED_CARD' });
    // ... and a token copied into the other player's row is declined by the provider (its customer).
    const [row] = await t.database.db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, owner.id));
    await t.database.db.insert(cashierSavedCards).values({ ...row!, playerId: other.id });
    const afterCopy = await stateOf(other);
    expect((await quickDeposit(other, { amount: 1000 })).json()).toMatchObject({
      status: 0,
      message: 'CARD_DECLINED',
    });
    expect(await stateOf(other)).toEqual({ ...afterCopy, charges: afterCopy.charges + 1 });
    expect({ ...(await stateOf(owner)), charges: 0 }).toEqual({ ...ownerBefore, charges: 0 });
    expect((await stateOf(other)).balance).toBe(otherBefore.balance);
  });
});
