import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../betting/testing';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, 0, -1, 1.5, 1e300, '', '950', 'open', [], {}, { quote: -1 }, { quote: 9.5 }, { quote: '950' }),
);
const queryText = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'open', 'won', '0', '-1', '1.5', '101', '2030-13-01', '2030-05-01T25:00:00Z', '9007199254740993'),
);

describe.each(testDatabaseTargets())('my bets routes under malformed input on $name', (target) => {
  let t: MyBetsTestApp;
  let player: TestPlayer;
  let betId: number;

  beforeAll(async () => {
    t = await startMyBetsTestApp(target);
    player = await t.newPlayer();
    betId = await t.place(player, slipBody([await t.selection('Real Madrid')], { stake: 1_000 }));
  }, 60_000);
  afterAll(() => t?.close());

  it('answers malformed cash-out bodies and ids 400 (401 for a guest), never a 5xx, and moves no money', async () => {
    const before = await t.wallet.balanceOf(player.id);
    const id = fc.oneof(
      fc.constant(String(betId)),
      fc.constantFrom('0', '-1', 'abc', '1.5', '1e3', '99999999999999999'),
    );
    await fc.assert(
      fc.asyncProperty(id, jsonValue, fc.boolean(), async (betPath, payload, asGuest) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/v1/bets/${encodeURIComponent(betPath)}/cashout`,
          headers: { jwt: asGuest ? '' : player.token, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        const valid =
          /^[1-9]\d{0,14}$/.test(betPath) &&
          typeof payload === 'object' &&
          payload !== null &&
          Number.isSafeInteger((payload as { quote?: unknown }).quote) &&
          ((payload as { quote: number }).quote ?? 0) > 0;
        if (asGuest) expect(response.statusCode).toBe(401);
        else if (valid) expect(response.statusCode).toBe(200);
        else {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
          expect(response.json().meta.error.message).not.toBe('');
        }
      }),
      { numRuns: 60 },
    );
    const after = await t.wallet.balanceOf(player.id);
    expect(after.balance).toBeGreaterThanOrEqual(before.balance);
  });

  it('judges a body carrying __proto__ like any other malformed body: 401 for a guest, 400 for a player', async () => {
    const poisoned = '{"__proto__":{"quote":950},"constructor":{"prototype":{"quote":950}}}';
    const cashOut = (jwt: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/bets/${betId}/cashout`,
        headers: { jwt, 'content-type': 'application/json' },
        payload: poisoned,
      });
    expect((await cashOut('')).statusCode).toBe(401);
    const refused = await cashOut(player.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
  });

  it('answers malformed My Bets queries 400 or 200, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('status', 'from', 'to', 'limit', 'cursor', 'other'), queryText),
        async (query) => {
          const response = await t.app.inject({
            method: 'GET',
            url: '/v1/bets',
            query,
            headers: { jwt: player.token },
          });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers a broken JSON body 400 and a forged token 401', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: `/v1/bets/${betId}/cashout`,
      headers: { jwt: player.token, 'content-type': 'application/json' },
      payload: '{"quote":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    const forged = await t.app.inject({ method: 'GET', url: '/v1/bets', headers: { jwt: 'not.a.token' } });
    expect(forged.statusCode).toBe(401);
  });
});
