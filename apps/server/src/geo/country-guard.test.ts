import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from '../accounts/testing';
import { registrationBody } from '../accounts/testing';
import { firstListedSelection, slipBody } from '../betting/testing';
import { TEST_CARDS } from '../cashier/index';
import { readConfig } from '../config';
import { createSportsbook } from '../server';
import type { Sportsbook } from '../server';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabaseTarget } from '../storage/testing';
import { snapshotDatabase } from '../test-support/database-snapshot';
import { createManualClock } from '../trading/testing';

/** 198.51.100.0/24 geolocates to Mexico, which this operator does not serve; everything else is the US. */
const BLOCKED_IP = '198.51.100.9';
const ALLOWED_IP = '203.0.113.50';
const GEO_ENV = {
  SEED_DEMO: '1',
  JWT_SECRET: 'country-guard-test-secret-0123456789abcdef',
  GEO_IP_MAP: '198.51.100.0/24=MX',
  GEO_BLOCKED_COUNTRIES: 'mx',
};

const COUNTRY_BLOCKED = {
  status: 0,
  message: 'COUNTRY_BLOCKED',
  meta: { error: { message: expect.stringMatching(/not available in your country/), country: 'MX' } },
};

/** The composed server behind `hops` trusted proxies, over a fresh database of `target`. */
function startSportsbook(target: TestDatabaseTarget, hops: number) {
  let sportsbook: Sportsbook | undefined;
  beforeAll(async () => {
    const handle = await target.open();
    const config = {
      ...readConfig({ TRUST_PROXY_HOPS: String(hops) }),
      logLevel: 'silent',
      webRoot: '/nonexistent',
      accountRoot: '/nonexistent',
    };
    sportsbook = await createSportsbook(config, {
      handle,
      feedClock: createManualClock(Date.parse('2026-11-20T15:00:00Z')),
      feedTickMs: 0,
      env: GEO_ENV,
    });
  }, 240_000);
  afterAll(async () => {
    await sportsbook?.close();
    await sportsbook?.handle.close();
  });
  return () => sportsbook!;
}

/** Where a request comes from: the socket's address and what it claims in X-Forwarded-For. */
interface Origin {
  readonly remoteAddress?: string;
  readonly forwardedFor?: string;
}

const via = ({ remoteAddress = '127.0.0.1', forwardedFor }: Origin) => ({
  remoteAddress,
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

function login(sportsbook: Sportsbook, origin: Origin, username = 'demo-gb') {
  const { remoteAddress, headers } = via(origin);
  return sportsbook.accountApp.inject({
    method: 'POST',
    url: '/api/login',
    payload: loginBody(username, 'demo-pass-1'),
    remoteAddress,
    headers,
  });
}

describe.each(testDatabaseTargets())('the country guard behind one trusted proxy on $name', (target) => {
  const sportsbook = startSportsbook(target, 1);
  /** Through the one proxy (socket 10.0.0.1), which appends the address it saw. */
  const fromProxy = (client: string, spoofed?: string): Origin => ({
    remoteAddress: '10.0.0.1',
    forwardedFor: spoofed ? `${spoofed}, ${client}` : client,
  });

  it('refuses a login from a blocked country with 403 COUNTRY_BLOCKED and writes nothing', async () => {
    const before = await snapshotDatabase(sportsbook().handle);
    const response = await login(sportsbook(), fromProxy(BLOCKED_IP));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(COUNTRY_BLOCKED);
    const tokenLogin = await sportsbook().accountApp.inject({
      url: '/auth/loginWithToken?token=anything',
      ...via(fromProxy(BLOCKED_IP)),
    });
    expect(tokenLogin.statusCode).toBe(403);
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
    expect((await login(sportsbook(), fromProxy(ALLOWED_IP))).statusCode).toBe(200);
  });

  it('refuses a registration from a blocked country and creates no player', async () => {
    const before = await snapshotDatabase(sportsbook().handle);
    for (const url of ['/api/register', '/api/post']) {
      const response = await sportsbook().accountApp.inject({
        method: 'POST',
        url,
        payload: registrationBody({ username: 'from_mx', email: 'from.mx@example.test' }),
        ...via(fromProxy(BLOCKED_IP)),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(COUNTRY_BLOCKED);
    }
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });

  it('takes the right-most X-Forwarded-For entry: an allowed address written on the left does not unblock', async () => {
    const spoofed = await login(sportsbook(), fromProxy(BLOCKED_IP, ALLOWED_IP));
    expect(spoofed.statusCode).toBe(403);
    const framed = await login(sportsbook(), fromProxy(ALLOWED_IP, BLOCKED_IP));
    expect(framed.statusCode).toBe(200);
  });

  it('refuses a bet from a blocked country without debiting, then takes it from an allowed one', async () => {
    const { access_token: jwt } = (await login(sportsbook(), fromProxy(ALLOWED_IP))).json();
    const headers = { jwt, bookmaker: 'gb' };
    const selection = await firstListedSelection(sportsbook().app, 300);
    const calculate = await sportsbook().app.inject({
      method: 'POST',
      url: '/v1/betslip/calculate',
      headers,
      payload: slipBody([selection], { stakes: { [selection.outcome_id]: 300 }, stake: 300 }),
    });
    const [ticket] = calculate.json().tickets;
    const submit = (origin: Origin) =>
      sportsbook().app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        remoteAddress: via(origin).remoteAddress,
        headers: { ...headers, ...via(origin).headers },
        payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
      });

    const before = await snapshotDatabase(sportsbook().handle);
    const refused = await submit(fromProxy(BLOCKED_IP));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(COUNTRY_BLOCKED);
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
    expect((await submit(fromProxy(ALLOWED_IP))).json()).toMatchObject({ status: 1, uuid: ticket.uuid });
  });

  it('refuses deposits (cashier and legacy) from a blocked country and credits nothing', async () => {
    const { access_token: jwt, frontend_token: bearer } = (await login(sportsbook(), fromProxy(ALLOWED_IP))).json();
    const card = { number: TEST_CARDS.approves, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };
    const before = await snapshotDatabase(sportsbook().handle);
    const cashier = await sportsbook().accountApp.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      remoteAddress: '10.0.0.1',
      headers: { authorization: `Bearer ${bearer}`, 'x-forwarded-for': BLOCKED_IP, 'idempotency-key': 'geo-1' },
      payload: { amount: 2_500, card },
    });
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json()).toEqual(COUNTRY_BLOCKED);
    const legacy = await sportsbook().app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      remoteAddress: '10.0.0.1',
      headers: { jwt, 'x-forwarded-for': BLOCKED_IP, 'idempotency-key': 'geo-2' },
      payload: { amount: 2_500 },
    });
    expect(legacy.statusCode).toBe(403);
    expect(legacy.json()).toEqual(COUNTRY_BLOCKED);
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  });

  it('leaves reading the book open to every country', async () => {
    const listing = await sportsbook().app.inject({
      url: '/echo/v1/events?bookmaker=gb',
      ...via(fromProxy(BLOCKED_IP)),
    });
    expect(listing.statusCode).toBe(200);
  });
});

describe.each(testDatabaseTargets())('the country guard with no trusted proxy on $name', (target) => {
  const sportsbook = startSportsbook(target, 0);

  it('ignores X-Forwarded-For: a blocked client cannot claim an allowed address, nor frame an allowed one', async () => {
    const before = await snapshotDatabase(sportsbook().handle);
    const spoofed = await login(sportsbook(), { remoteAddress: BLOCKED_IP, forwardedFor: ALLOWED_IP });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toEqual(COUNTRY_BLOCKED);
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
    const framed = await login(sportsbook(), { remoteAddress: ALLOWED_IP, forwardedFor: BLOCKED_IP });
    expect(framed.statusCode).toBe(200);
  });
});
