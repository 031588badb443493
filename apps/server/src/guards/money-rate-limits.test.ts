import { randomUUID } from 'node:crypto';
import { eventsResponseSchema } from '@sportsbook/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../cashier/index';
import { snapshotDatabase } from '../test-support/database-snapshot';
import { testDatabaseTargets } from '../storage/testing';
import type { Sportsbook } from '../server';
import { fromProxy, logIn, startGuardedSportsbook, submitSingle } from './guard-test-kit';
import { readMoneyLimits } from './money-limits';

/*
 * The money endpoints are rate limited per player and per address (decision 083): past the
 * window's count a request answers 429 RATE_LIMITED with Retry-After and writes nothing. The
 * windows here are tiny so the test reaches them; the defaults are far above a bettor's pace.
 */

const LIMITS = {
  RATE_LIMIT_BET_SUBMIT: '2/60s,off',
  RATE_LIMIT_BETBUILDER_CALCULATE: '2/60s,off',
  RATE_LIMIT_BETBUILDER_SUBMIT: '1/60s,off',
  RATE_LIMIT_CASINO_ROUND: '2/60s,off',
  RATE_LIMIT_DEPOSIT: 'off,2/60s',
  RATE_LIMIT_WITHDRAWAL: '2/60s,off',
};

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ status: 0, message: 'RATE_LIMITED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

/** A withdrawal of 1.00 from `client`. */
function withdraw(sportsbook: Sportsbook, bearer: string, client: string) {
  const origin = fromProxy(client);
  return sportsbook.accountApp.inject({
    method: 'POST',
    url: '/api/cashier/withdraw',
    remoteAddress: origin.remoteAddress,
    headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': randomUUID(), ...origin.headers },
    payload: { amount: 100 },
  });
}

describe.each(testDatabaseTargets())('money rate limits on $name', (target) => {
  const sportsbook = startGuardedSportsbook(target, { env: LIMITS });

  it('answers the third bet submit of a player in the window 429 with Retry-After, and debits nothing', async () => {
    const session = await logIn(sportsbook(), 'demo-gb');
    for (const _ of [1, 2])
      expect((await submitSingle(sportsbook(), session, 100)).json()).toMatchObject({ status: 1 });
    const before = await snapshotDatabase(sportsbook().handle);
    expectRateLimited(await submitSingle(sportsbook(), session, 100));
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
    // Another player from the same address is not held back by the first one's window.
    const other = await logIn(sportsbook(), 'demo-ie');
    expect((await submitSingle(sportsbook(), other, 100)).json()).toMatchObject({ status: 1 });
  });

  it('limits Bet Builder prices and submits per player', async () => {
    const { jwt } = await logIn(sportsbook(), 'demo-ro');
    const listing = await sportsbook().app.inject({ url: '/echo/v1/events?bookmaker=gb&sport=football&live=0' });
    const event = eventsResponseSchema.parse(listing.json()).events.at(-1)!;
    const selections = event.markets.slice(0, 2).map((market) => ({ outcome_id: market.outcomes[0]!.id }));
    const calculate = () =>
      sportsbook().app.inject({
        method: 'POST',
        url: '/v1/betbuilder/calculate',
        headers: { jwt },
        payload: { event_id: event.id, selections },
      });
    expect((await calculate()).statusCode).toBe(200);
    expect((await calculate()).statusCode).toBe(200);
    expectRateLimited(await calculate());
    const submit = () =>
      sportsbook().app.inject({
        method: 'POST',
        url: '/v1/betbuilder/submit',
        headers: { jwt },
        payload: {
          uuid: randomUUID(),
          event_id: event.id,
          selections,
          stake: 500,
          current_odds: 2,
          accept_odds: 'ACCEPT_ANY',
          bookmaker: 'gb',
        },
      });
    expect((await submit()).statusCode).not.toBe(429);
    const before = await snapshotDatabase(sportsbook().handle);
    expectRateLimited(await submit());
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });

  it('limits casino rounds per player, across the game sessions they open', async () => {
    const { jwt } = await logIn(sportsbook(), 'demo-gr');
    const launch = async () => {
      const response = await sportsbook().app.inject({
        url: '/games/launchGame?website=sport&device=desktop&lang=en&game_id=dice-desktop&launch=1',
        headers: { jwt },
      });
      const details = response.json().data.launch_details;
      return { 'casino-session': details.url_data.token, 'casino-token': details.launch_token };
    };
    const play = (headers: Record<string, string>) =>
      sportsbook().app.inject({
        method: 'POST',
        url: '/casino/api/rounds',
        headers,
        payload: { round_id: randomUUID(), stake: 100, chance: 5_000 },
      });
    const first = await launch();
    expect((await play(first)).json()).toMatchObject({ status: 1 });
    expect((await play(first)).json()).toMatchObject({ status: 1 });
    const second = await launch();
    const before = await snapshotDatabase(sportsbook().handle);
    expectRateLimited(await play(second));
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });

  it('limits deposits per address, whoever deposits, and credits nothing past the window', async () => {
    const address = '203.0.113.77';
    const deposit = (bearer: string) => {
      const origin = fromProxy(address);
      return sportsbook().accountApp.inject({
        method: 'POST',
        url: '/api/cashier/deposit',
        remoteAddress: origin.remoteAddress,
        headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': randomUUID(), ...origin.headers },
        payload: {
          amount: 1_000,
          card: { number: TEST_CARDS.approves, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
        },
      });
    };
    const one = await logIn(sportsbook(), 'demo-us');
    const two = await logIn(sportsbook(), 'demo-mx');
    expect((await deposit(one.bearer)).statusCode).not.toBe(429);
    expect((await deposit(one.bearer)).statusCode).not.toBe(429);
    const before = await snapshotDatabase(sportsbook().handle);
    expectRateLimited(await deposit(two.bearer));
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });

  it('limits withdrawals per player and pays nothing past the window', async () => {
    const { bearer } = await logIn(sportsbook(), 'demo-br');
    expect((await withdraw(sportsbook(), bearer, '203.0.113.80')).statusCode).toBe(200);
    expect((await withdraw(sportsbook(), bearer, '203.0.113.81')).statusCode).toBe(200);
    const before = await snapshotDatabase(sportsbook().handle);
    expectRateLimited(await withdraw(sportsbook(), bearer, '203.0.113.82'));
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('money rate limits shared over Redis', () => {
  const target = testDatabaseTargets()[0]!;
  const redisUrl = process.env.TEST_REDIS_URL!;
  const env = { RATE_LIMIT_WITHDRAWAL: 'off,2/60s' };
  const one = startGuardedSportsbook(target, { env, redisUrl });
  const two = startGuardedSportsbook(target, { env, redisUrl });

  it('counts an address on two instances as one: the third withdrawal, on the other instance, is refused', async () => {
    // An address of this run only: the window outlives the test in Redis.
    const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const first = await logIn(one(), 'demo-gb');
    const second = await logIn(two(), 'demo-gb');
    expect((await withdraw(one(), first.bearer, address)).statusCode).toBe(200);
    expect((await withdraw(two(), second.bearer, address)).statusCode).toBe(200);
    const before = await snapshotDatabase(one().handle);
    expectRateLimited(await withdraw(one(), first.bearer, address));
    expect(await snapshotDatabase(one().handle)).toEqual(before);
  });
});

describe('the money rate limit settings', () => {
  it('reads windows per player and per address, off for a side, and all off with MONEY_RATE_LIMITS=0', () => {
    const limits = readMoneyLimits({ RATE_LIMIT_DEPOSIT: '3/30s, off' });
    expect(limits.deposit).toEqual({ player: { max: 3, windowMs: 30_000 }, address: null });
    expect(readMoneyLimits({ MONEY_RATE_LIMITS: '0' })['bet-submit']).toEqual({ player: null, address: null });
  });

  it('refuses a malformed window at start-up, naming the variable', () => {
    expect(() => readMoneyLimits({ RATE_LIMIT_BET_SUBMIT: '60 per 10s,600/10s' })).toThrow(/RATE_LIMIT_BET_SUBMIT/);
    expect(() => readMoneyLimits({ RATE_LIMIT_CASINO_ROUND: '60/10s' })).toThrow(/RATE_LIMIT_CASINO_ROUND/);
    expect(() => readMoneyLimits({ MONEY_RATE_LIMITS: 'yes' })).toThrow(/MONEY_RATE_LIMITS/);
  });
});
