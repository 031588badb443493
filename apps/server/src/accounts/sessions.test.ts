import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginResponseSchema, refreshResponseSchema, refusalSchema, wsErrorFrameSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierRoutes } from '../cashier/routes';
import { createInProcessBus } from '../realtime/bus';
import type { Bus } from '../realtime/bus';
import { attachWebsocketGateway } from '../realtime/gateway';
import type { WebsocketGateway } from '../realtime/gateway';
import { TestClient } from '../realtime/ws-test-client';
import { testDatabaseTargets } from '../storage/test-database';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';
import { SESSION_MAX_AGE_SECONDS } from './tokens';

const START = new Date('2030-05-01T08:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The two tokens of one login. */
interface Session {
  readonly frontend: string;
  readonly access: string;
}

describe.each(testDatabaseTargets())('ending sessions on $name', (target) => {
  let t: RegistrationTestApp;
  let cashierApp: FastifyInstance;
  let bus: Bus;
  let gateway: WebsocketGateway;
  let wsUrl: string;
  const server = createServer();

  beforeAll(async () => {
    t = await startRegistrationTestApp(target, START);
    cashierApp = Fastify({ logger: false });
    await cashierApp.register(cashierRoutes, {
      handle: t.database,
      wallet: t.wallet,
      tokens: t.accounts.tokens,
      now: () => t.clock.now,
    });
    await cashierApp.ready();
    bus = createInProcessBus();
    gateway = attachWebsocketGateway(server, {
      bus,
      handlers: new Map(),
      authenticate: (token) => t.accounts.tokens.verifyAccessToken(token),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus?.close();
    await cashierApp?.close();
    await t?.close();
  });

  /** A verified player of this suite's own, so ending their sessions disturbs no other test. */
  async function newPlayer(username: string, password = 'first-pass-1') {
    const email = `${username}@example.test`;
    await t.post('/api/register', registrationBody({ username, email, password, country: 'GB' }));
    const token = await t.tokenFromMail(email, 'verification');
    expect((await t.post('/api/recover', { type: 'signup', token })).json()).toMatchObject({ status: 1 });
    return { username, email, password };
  }

  async function logIn(username: string, password: string): Promise<Session> {
    const response = await t.login(username, password);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    return { frontend: body.frontend_token, access: body.access_token };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Rows whose count must not move when a dead session is refused. */
  async function writes() {
    const [row] = await t.database.execute(sql`SELECT
      (SELECT count(*)::int FROM ledger_entries) AS ledger,
      (SELECT count(*)::int FROM consumed_tokens) AS consumed,
      (SELECT count(*)::int FROM account_tokens) AS account_tokens,
      (SELECT count(*)::int FROM cashier_payments) AS payments,
      (SELECT count(*)::int FROM cashier_settings) AS settings`);
    return row;
  }

  /** The player-channel verdict of the websocket for an access token. */
  async function websocketRefuses(access: string): Promise<void> {
    const client = await TestClient.connect(`${wsUrl}?jwt=${encodeURIComponent(access)}`);
    try {
      expect(wsErrorFrameSchema.parse(await client.next())).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
      client.send({ type: 'subscribe', channel: 'gb_player' });
      expect(wsErrorFrameSchema.parse(await client.next())).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
    } finally {
      await client.close();
    }
  }

  /** Every use of a session the attacker kept: sports API, account API, cashier and websocket. */
  async function expectEnded(session: Session): Promise<void> {
    const before = await writes();
    const sports = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: session.access } });
    expect(sports.statusCode).toBe(401);
    expect(refusalSchema.parse(sports.json()).message).toBe('NOT_AUTHENTICATED');
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['POST', '/getMainDynamicConfig'],
      ['POST', '/api/refresh'],
      ['POST', '/auth/temporary-token'],
      ['POST', '/api/logout'],
    ] as const) {
      const response = await t.accountApp.inject({ method, url, headers: bearer(session.frontend) });
      expect(response.statusCode, url).toBe(401);
    }
    const cashier = await cashierApp.inject({
      method: 'PUT',
      url: '/api/cashier/reality-check',
      headers: bearer(session.frontend),
      payload: { interval_minutes: 30 },
    });
    expect(cashier.statusCode).toBe(401);
    await websocketRefuses(session.access);
    expect(await writes()).toEqual(before);
  }

  /** The session still works everywhere (the control of each attack). */
  async function expectLive(session: Session): Promise<void> {
    const sports = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: session.access } });
    expect(sports.statusCode).toBe(200);
    const user = await t.accountApp.inject({ method: 'GET', url: '/api/user', headers: bearer(session.frontend) });
    expect(user.statusCode).toBe(200);
  }

  it('ends every session of the player on logout, on every device, for both token kinds', async () => {
    const { username, password } = await newPlayer('logout_lea');
    const phone = await logIn(username, password);
    const laptop = await logIn(username, password);
    await expectLive(phone);
    await expectLive(laptop);
    const out = await t.accountApp.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone.frontend) });
    expect(out.json()).toEqual({ status: 1 });
    await expectEnded(phone);
    await expectEnded(laptop);
    await expectLive(await logIn(username, password));
  });

  it('ends the sessions opened with the old password when the password is reset', async () => {
    const { username, email, password } = await newPlayer('reset_rob');
    const stolen = await logIn(username, password);
    await t.post('/api/recover', { email });
    const token = await t.tokenFromMail(email, 'recovery');
    expect((await t.post('/api/recover', { type: 'recovery', token, password: 'second-pass-2' })).json()).toEqual({
      status: 1,
      message: 'PASSWORD_RESET',
    });
    await expectEnded(stolen);
    await expectLive(await logIn(username, 'second-pass-2'));
  });

  it('ends every session when the player self-excludes, and a new login is refused', async () => {
    const { username, password } = await newPlayer('exclude_eve');
    const other = await logIn(username, password);
    const current = await logIn(username, password);
    const excluded = await cashierApp.inject({
      method: 'POST',
      url: '/api/cashier/self-exclusion',
      headers: bearer(current.frontend),
      payload: { months: 6 },
    });
    expect(excluded.json()).toMatchObject({ status: 1, data: { status: 'self_excluded' } });
    await expectEnded(current);
    await expectEnded(other);
    expect((await t.login(username, password)).statusCode).toBe(403);
  });

  it('ends every session when the player takes a time-out', async () => {
    const { username, password } = await newPlayer('timeout_tim');
    const session = await logIn(username, password);
    const timedOut = await cashierApp.inject({
      method: 'POST',
      url: '/api/cashier/time-out',
      headers: bearer(session.frontend),
      payload: { days: 1 },
    });
    expect(timedOut.json()).toMatchObject({ status: 1, data: { status: 'timed_out' } });
    await expectEnded(session);
  });

  it('refreshes a session for 30 days from its login, and refuses refresh and every token after that', async () => {
    const { username, password } = await newPlayer('refresh_rita');
    const first = await logIn(username, password);
    let refreshed: Session = first;
    try {
      // Refreshed every 20 hours, as a client that stays open would: each refresh keeps the login time.
      for (let at = 20 * 60 * 60 * 1000; at < SESSION_MAX_AGE_SECONDS * 1000; at += 20 * 60 * 60 * 1000) {
        t.clock.now = new Date(START.getTime() + at);
        const response = await t.accountApp.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: bearer(refreshed.frontend),
        });
        expect(response.statusCode, `refresh after ${at / DAY_MS} days`).toBe(200);
        const body = refreshResponseSchema.parse(response.json());
        refreshed = { frontend: body.frontend_token, access: body.access_token };
      }
      await expectLive(refreshed);
      t.clock.now = new Date(START.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
      await expectEnded(refreshed);
      // Logging in again opens a new session.
      await expectLive(await logIn(username, password));
    } finally {
      t.clock.now = START;
    }
  });
});
