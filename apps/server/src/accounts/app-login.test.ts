import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { accountUserSchema, appLoginResultSchema, tokenLoginSuccessSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { startFuzzSuite } from './fuzz-kit';
import { loginBody, startAccountsTestApp } from './test-app';

/** The app's login body as spec 001 §3 lists its parameters (docs/api.md 'Native login'). */
function appBody(username: string, password: string, app = 'gb', mode = 'username') {
  return {
    username,
    password,
    rememberMe: 1,
    website: 'sport',
    lang: 'en',
    device: 'mobile',
    app,
    app_version: 1,
    cache_version: 39719,
    global_project: 1,
    mode,
    silent: false,
    id: 'req-1',
  };
}

const junkValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
);
/** Bodies that are not an app login: not an object, or without string credentials and a brand. */
const junkBody = fc.oneof(
  fc.constantFrom('', 'null', '[]', '"x"', '{', 'username=demo-gb'),
  fc
    .jsonValue()
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        username: junkValue,
        password: junkValue,
        app: fc.oneof(junkValue, fc.constantFrom('', 'xx', 'zz')),
        mode: junkValue,
      },
      { requiredKeys: [] },
    )
    .filter(
      (body) =>
        typeof body.username !== 'string' ||
        typeof body.password !== 'string' ||
        typeof body.app !== 'string' ||
        !['ie', 'gb', 'ro', 'us', 'gr', 'mx', 'br'].includes(body.app),
    )
    .map((body) => JSON.stringify(body)),
);

describe.each(testDatabaseTargets())('POST /auth/login (the native app) on $name', (target) => {
  const fuzz = startFuzzSuite(
    () => startAccountsTestApp(target, { limits: { now: () => 0 } }),
    sql`SELECT
      (SELECT count(*)::int FROM players) AS players,
      (SELECT coalesce(sum(session_version), 0)::int FROM players) AS sessions,
      (SELECT count(*)::int FROM ledger_entries) AS ledger,
      (SELECT count(*)::int FROM consumed_tokens) AS consumed,
      (SELECT count(*)::int FROM account_tokens) AS tokens`,
  );
  const t = fuzz.app;
  let nextIp = 0;
  const freshIp = () => `10.15.0.${(nextIp += 1)}`;
  const appLogin = (payload: unknown, remoteAddress = freshIp()) =>
    t().accountApp.inject({ method: 'POST', url: '/auth/login', payload: payload as object, remoteAddress });

  it('logs a player of the brand in with a sports token that the sports API honours', async () => {
    const response = await appLogin(appBody('demo-gb', 'demo-pass-1', 'gb', 'biometric'));
    expect(response.statusCode).toBe(200);
    const result = appLoginResultSchema.parse(response.json());
    expect(result).toMatchObject({ status: true, message: '' });
    const accessToken = result.data?.sportify?.access_token ?? '';
    expect(result.data?.temporary_token).toBeUndefined();
    const whoami = await t().sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: accessToken } });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toMatchObject({ player: { username: 'demo-gb' } });
    const user = await t().accountApp.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${result.data?.frontend_token ?? ''}` },
    });
    expect(accountUserSchema.parse(user.json()).Account).toBe('demo-gb');
  });

  it('sends a player of another country a single-use temporary token for that site, case-insensitive brand', async () => {
    const response = await appLogin(appBody('Demo-RO', 'demo-pass-1', 'GB'));
    expect(response.statusCode).toBe(200);
    const result = appLoginResultSchema.parse(response.json());
    expect(result.status).toBe(true);
    expect(result.data?.domain).toBe('ro');
    expect(result.data?.sportify).toBeUndefined();
    const token = result.data?.temporary_token ?? '';
    expect(token).not.toBe('');
    const exchange = () =>
      t().accountApp.inject({ method: 'GET', url: `/auth/loginWithToken?token=${token}&domain=ro&app=ro` });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    const success = tokenLoginSuccessSchema.parse(first.json());
    expect(success.data.user.Account).toBe('demo-ro');
    expect(success.data.user.currency).toBe('RON');
    expect((await exchange()).statusCode).toBe(401);
  });

  it('answers a wrong password with status false and INVALID_LOGIN (HTTP 401), like the web login', async () => {
    const response = await appLogin(appBody('demo-gb', 'nope'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'INVALID_LOGIN' });
    const unknown = await appLogin(appBody('nobody-here', 'demo-pass-1'));
    expect(unknown.json()).toEqual({ status: false, message: 'INVALID_LOGIN' });
  });

  it('refuses a blocked player with ACCOUNT_BLOCKED even with the right password', async () => {
    const player = await t().accounts.players.findByUsername('demo-us');
    await t().accounts.players.restrictPlayer(player!.id, 'timed_out', new Date(Date.now() + 86_400_000));
    const response = await appLogin(appBody('demo-us', 'demo-pass-1', 'us'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'ACCOUNT_BLOCKED',
      meta: { error: { reason: 'timed_out' } },
    });
  });

  it('shares the login throttle with the web login: web guesses slow the app login of that username down', async () => {
    const ip = '10.15.9.9';
    for (let i = 0; i < 12; i += 1) {
      await t().accountApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: loginBody('demo-mx', `guess-${i}`),
        remoteAddress: ip,
      });
    }
    const response = await appLogin(appBody('demo-mx', 'demo-pass-1', 'mx'), '10.15.9.10');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toMatchObject({ status: false, message: 'RATE_LIMITED' });
  });

  it('answers a brand that is not ours with 400 and a readable message', async () => {
    const response = await appLogin(appBody('demo-gb', 'demo-pass-1', 'xx'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'VALIDATION_ERROR',
      meta: { error: { message: expect.stringMatching(/bookmaker id/) } },
    });
  });

  it('answers refusals the protocol schema describes whole, details included (the published contract)', async () => {
    const response = await appLogin(appBody('demo-gb', 'demo-pass-1', 'xx'));
    // The schema strips what it does not name: the readable message must survive the parse.
    expect(appLoginResultSchema.parse(response.json()).meta?.error.message).toMatch(/bookmaker id/);
  });

  it('answers junk bodies with 400 and writes nothing', async () => {
    await fuzz.expectNothingWritten(() =>
      fc.assert(
        fc.asyncProperty(junkBody, async (payload) => {
          const response = await t().accountApp.inject({
            method: 'POST',
            url: '/auth/login',
            payload,
            headers: { 'content-type': 'application/json' },
            remoteAddress: '10.15.8.1',
          });
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toMatchObject({ message: 'VALIDATION_ERROR' });
        }),
        { numRuns: 50 },
      ),
    );
  });
});
