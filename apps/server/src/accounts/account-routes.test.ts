import {
  accountUserSchema,
  loginResponseSchema,
  mainDynamicConfigResponseSchema,
  refusalSchema,
  temporaryTokenResponseSchema,
  tokenLoginFailureSchema,
  tokenLoginSuccessSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { loginBody, startAccountsTestApp } from './test-app';
import type { AccountsTestApp } from './test-app';

const CLIENT_ORIGIN = 'http://localhost:8080';

describe.each(testDatabaseTargets())('account API on $name', (target) => {
  let t: AccountsTestApp;
  let nextIp = 0;
  /** A fresh client address per test, so the per-IP limit of one test does not leak into the next. */
  const freshIp = () => `10.1.0.${(nextIp += 1)}`;

  beforeAll(async () => {
    // The throttle's clock stands still, so a backoff never runs out while a slow machine logs in.
    t = await startAccountsTestApp(target, { limits: { now: () => 0 } });
  }, 60_000);
  afterAll(() => t?.close());

  const login = (username: string, password: string, remoteAddress = freshIp()) =>
    t.accountApp.inject({ method: 'POST', url: '/api/login', payload: loginBody(username, password), remoteAddress });

  async function loggedIn(username = 'demo-gb') {
    const response = await login(username, 'demo-pass-1');
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json());
  }

  it('logs a demo player in with the wire-contract shape: Money 1000 in major units and both tokens', async () => {
    const body = await loggedIn('Demo-GB');
    expect(body.user).toMatchObject({
      Account: 'demo-gb',
      Email: 'demo-gb@demo.sportsbook.test',
      currency: 'GBP',
      Money: 1000,
    });
    expect(body.user.token).toBe(body.frontend_token);
    expect(Number.isNaN(Date.parse(body.user.lastAction))).toBe(false);
  });

  it('accepts the login as a form-encoded body too', async () => {
    const response = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo-ie&password=demo-pass-1&platform=web&device_name=phone',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).user.currency).toBe('EUR');
  });

  it('gives an access token the sports API accepts in the jwt header', async () => {
    const { access_token, user } = await loggedIn('demo-ro');
    const response = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: access_token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      player: { id: user.id, username: 'demo-ro', country: 'RO', currency: 'RON' },
    });
  });

  it('treats an empty, missing, forged or account-only jwt as a guest: NOT_AUTHENTICATED where a player is needed', async () => {
    const { frontend_token } = await loggedIn();
    for (const headers of [{ jwt: '' }, {}, { jwt: 'not-a-token' }, { jwt: frontend_token }]) {
      const refused = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers });
      expect(refused.statusCode).toBe(401);
      expect(refusalSchema.parse(refused.json()).message).toBe('NOT_AUTHENTICATED');
      const open = await t.sportsApp.inject({ method: 'GET', url: '/test/maybe', headers });
      expect(open.json()).toEqual({ status: 1, player: null });
    }
  });

  it('judges a login without device_name or extras on its credentials: right logs in, wrong is 401 INVALID_LOGIN', async () => {
    const bare = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-gr', password: 'demo-pass-1' },
      remoteAddress: freshIp(),
    });
    expect(bare.statusCode).toBe(200);
    expect(loginResponseSchema.parse(bare.json()).user.Account).toBe('demo-gr');
    const wrong = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-gr', password: 'demo-pass-2', platform: 'ios' },
      remoteAddress: freshIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 0, message: 'INVALID_LOGIN' });
    for (const payload of ['"demo-gr"', '[]', '{"username":"demo-gr","password":7}']) {
      const malformed = await t.accountApp.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshIp(),
      });
      expect(malformed.statusCode, payload).toBe(400);
      expect(refusalSchema.parse(malformed.json()).meta?.error.message).toMatch(/login request/);
    }
  });

  it('answers a wrong password and an unknown user alike: 401 INVALID_LOGIN and nothing more', async () => {
    const wrong = await login('demo-gb', 'demo-pass-2');
    const unknown = await login('nobody-here', 'demo-pass-1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 0, message: 'INVALID_LOGIN' });
    }
  });

  it('makes a username wait after 5 failures with 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('demo-us', `guess-${i}`)).statusCode).toBe(401);
    const limited = await login('demo-us', 'demo-pass-1');
    expect(limited.statusCode).toBe(429);
    // The backoff's first step: one second, not a 15-minute lock-out.
    expect(limited.headers['retry-after']).toBe('1');
    expect(refusalSchema.parse(limited.json()).message).toBe('RATE_LIMITED');
  });

  it('makes an IP wait after 20 failures, whichever usernames it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await login(`spray-${i}`, 'x', ip)).statusCode).toBe(401);
    const limited = await login('demo-gr', 'demo-pass-1', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('demo-gr', 'demo-pass-1')).statusCode).toBe(200);
  });

  it('forgets a username’s failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('demo-mx', 'nope')).statusCode).toBe(401);
    expect((await login('demo-mx', 'demo-pass-1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('demo-mx', 'nope')).statusCode).toBe(401);
    expect((await login('demo-mx', 'demo-pass-1')).statusCode).toBe(200);
  });

  it('refuses a self-excluded player with the right password 403 ACCOUNT_BLOCKED, saying until when, and lets them in once it ends', async () => {
    const player = await t.accounts.players.createPlayer({
      username: 'excluded',
      email: 'excluded@example.test',
      password: 'pw-excluded',
      country: 'IE',
    });
    const until = new Date(Date.now() + 86_400_000);
    await t.accounts.players.restrictPlayer(player.id, 'self_excluded', until);
    const refused = await login('excluded', 'pw-excluded');
    expect(refused.statusCode).toBe(403);
    expect(refusalSchema.parse(refused.json())).toMatchObject({
      message: 'ACCOUNT_BLOCKED',
      meta: { error: { until: until.toISOString(), reason: 'self_excluded', blocked_until: until.toISOString() } },
    });
    await t.accounts.players.restrictPlayer(player.id, 'self_excluded', null);
    const forGood = await login('excluded', 'pw-excluded');
    expect(forGood.statusCode).toBe(403);
    expect(refusalSchema.parse(forGood.json())).toMatchObject({
      message: 'ACCOUNT_BLOCKED',
      meta: { error: { until: null } },
    });
    expect((await login('excluded', 'wrong-password')).statusCode).toBe(401);
    await t.accounts.players.restrictPlayer(player.id, 'timed_out', new Date(Date.now() - 1000));
    const allowed = await login('excluded', 'pw-excluded');
    expect(allowed.statusCode).toBe(200);
    expect(loginResponseSchema.parse(allowed.json()).user.Money).toBe(0);
  });

  it('answers GET /api/user with the user of the bearer token', async () => {
    const { frontend_token, user } = await loggedIn('demo-br');
    const response = await t.accountApp.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${frontend_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(accountUserSchema.parse(response.json())).toMatchObject({ id: user.id, Account: 'demo-br', Money: 1000 });
    // Spec 001 §3: the user carries the account's own created_at / updated_at, as stored.
    const player = await t.accounts.players.findByUsername('demo-br');
    expect(response.json()).toMatchObject({
      created_at: player!.createdAt.toISOString(),
      updated_at: player!.updatedAt.toISOString(),
    });
    expect(Date.parse(user.updated_at!)).toBeGreaterThanOrEqual(Date.parse(user.created_at!));
    const guest = await t.accountApp.inject({ method: 'GET', url: '/api/user' });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers getMainDynamicConfig to a form body with a bearer token: balance and a working sports token', async () => {
    const { frontend_token } = await loggedIn('demo-gb');
    const response = await t.accountApp.inject({
      method: 'POST',
      url: '/getMainDynamicConfig',
      headers: { authorization: `Bearer ${frontend_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en&website=sport',
    });
    expect(response.statusCode).toBe(200);
    const config = mainDynamicConfigResponseSchema.parse(response.json());
    expect(config.auth_config.user).toEqual({ balance: { total: 1000, currency: 'GBP' }, username: 'demo-gb' });
    const whoami = await t.sportsApp.inject({
      method: 'GET',
      url: '/test/whoami',
      headers: { jwt: config.auth_related_config.sportify.access_token ?? '' },
    });
    expect(whoami.statusCode).toBe(200);
  });

  it('refuses getMainDynamicConfig without a bearer token or with a sports token in its place', async () => {
    const { access_token } = await loggedIn('demo-gb');
    for (const headers of [{}, { authorization: `Bearer ${access_token}` }, { authorization: 'Basic abc' }]) {
      const response = await t.accountApp.inject({ method: 'POST', url: '/getMainDynamicConfig', headers });
      expect(response.statusCode).toBe(401);
      expect(refusalSchema.parse(response.json()).message).toBe('NOT_AUTHENTICATED');
    }
  });

  it('exchanges a temporary token for a session at loginWithToken once only', async () => {
    const { frontend_token, user } = await loggedIn('demo-ie');
    const issued = await t.accountApp.inject({
      method: 'POST',
      url: '/auth/temporary-token',
      headers: { authorization: `Bearer ${frontend_token}` },
    });
    expect(issued.statusCode).toBe(200);
    const { data } = temporaryTokenResponseSchema.parse(issued.json());
    expect(data.domain).toBe('ie');
    const url = `/auth/loginWithToken?token=${encodeURIComponent(data.temporary_token)}&domain=ie&lang=en&website=sport&device=mobile&app=1`;
    const first = await t.accountApp.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const success = tokenLoginSuccessSchema.parse(first.json());
    expect(success.data.user).toMatchObject({ id: user.id, Money: 1000 });
    const whoami = await t.sportsApp.inject({
      method: 'GET',
      url: '/test/whoami',
      headers: { jwt: success.data.sportify.access_token },
    });
    expect(whoami.json()).toMatchObject({ player: { id: user.id, country: 'IE' } });
    const again = await t.accountApp.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(401);
    expect(tokenLoginFailureSchema.parse(again.json())).toEqual({ status: false, message: 'INVALID_LOGIN' });
  });

  it('refuses loginWithToken with any other token, and a temporary token to a guest', async () => {
    const { frontend_token, access_token } = await loggedIn('demo-ie');
    for (const token of [frontend_token, access_token, 'garbage']) {
      const response = await t.accountApp.inject({ method: 'GET', url: `/auth/loginWithToken?token=${token}` });
      expect(response.statusCode).toBe(401);
    }
    const guest = await t.accountApp.inject({ method: 'POST', url: '/auth/temporary-token' });
    expect(guest.statusCode).toBe(401);
  });

  it('answers malformed input with 400 and a readable message', async () => {
    const missing = await t.accountApp.inject({ method: 'POST', url: '/api/login', payload: { username: 'demo-gb' } });
    expect(missing.statusCode).toBe(400);
    expect(refusalSchema.parse(missing.json()).meta?.error.message).toMatch(/password/);
    const badJson = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    const noToken = await t.accountApp.inject({ method: 'GET', url: '/auth/loginWithToken' });
    expect(noToken.statusCode).toBe(400);
    expect(refusalSchema.parse(noToken.json()).meta?.error.message).toMatch(/token/);
  });

  it('lets the client origin call the account API with credentials (CORS), and no other origin', async () => {
    const preflight = await t.accountApp.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: CLIENT_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: loginBody('demo-gb', 'demo-pass-1'),
      remoteAddress: freshIp(),
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(testDatabaseTargets())('login timing on $name', (target) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    // Real cost, so the scrypt work dominates and the two failure paths can be compared.
    t = await startAccountsTestApp(target, { passwordParams: { N: 2 ** 15, r: 8, p: 1 } });
  }, 60_000);
  afterAll(() => t?.close());

  async function timeLogin(username: string, index: number): Promise<number> {
    const started = performance.now();
    const response = await t.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody(username, 'wrong-password'),
      remoteAddress: `10.2.${index}.1`,
    });
    expect(response.statusCode).toBe(401);
    return performance.now() - started;
  }

  it('spends as long on an unknown username as on a wrong password (a full scrypt either way)', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await timeLogin('warm-up', 0);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      known.push(await timeLogin('demo-gb', i));
      unknown.push(await timeLogin(`ghost-${i}`, i + 10));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
