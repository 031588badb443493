import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loginResponseSchema, refusalSchema, wsErrorFrameSchema, wsPushFrameSchema } from '@sportsbook/protocol';
import { expect } from 'vitest';
import { testCardProvider } from '../cashier/index';
import { cashierRoutes } from '../cashier/index';
import { createInProcessBus } from '../realtime/index';
import { attachWebsocketGateway } from '../realtime/index';
import { TestClient } from '../realtime/testing';
import type { TestDatabaseTarget } from '../storage/testing';
import { publishBalance } from '../wallet/index';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';
import { refusalErrorHandler } from '../http/index';

/** The two tokens of one login. */
export interface Session {
  readonly frontend: string;
  readonly access: string;
}

/** The accounts app with its clock, plus the cashier and a websocket gateway on the same tokens. */
export interface SessionTestApp extends RegistrationTestApp {
  readonly cashierApp: FastifyInstance;
  /** Registers and verifies a player of the test's own (country GB). */
  newPlayer(username: string, password?: string): Promise<{ username: string; email: string; password: string }>;
  logIn(username: string, password: string): Promise<Session>;
  /** Counts of the rows no refused attack may add (ledger, tokens, payments, settings). */
  writes(): Promise<Record<string, unknown> | undefined>;
  /** Every use of a session refused: sports API, account API, cashier and websocket player channel. */
  expectEnded(session: Session): Promise<void>;
  /** The session still works on the sports and account APIs (the control of each attack). */
  expectLive(session: Session): Promise<void>;
  /** A websocket authenticated with the access token; its player channel delivered, then left (unless `follow`). */
  openSocket(access: string, options?: { readonly follow?: boolean }): Promise<TestClient>;
  /** A socket still following its player channel is told its session ended and gets no more pushes. */
  expectFollowingSocketDropped(client: TestClient, access: string): Promise<void>;
  /** That socket may no longer join its player channel. */
  expectSocketRefused(client: TestClient): Promise<void>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Starts everything on `target` with the clock at `start`. */
export async function startSessionTestApp(target: TestDatabaseTarget, start: Date): Promise<SessionTestApp> {
  const t = await startRegistrationTestApp(target, start);
  const cashierApp = Fastify({ logger: false });
  await cashierApp.register(refusalErrorHandler);
  await cashierApp.register(cashierRoutes, {
    handle: t.database,
    wallet: t.wallet,
    tokens: t.accounts.tokens,
    emailChanges: t.accounts.emailChanges,
    provider: testCardProvider,
    now: () => t.clock.now,
  });
  await cashierApp.ready();
  const bus = createInProcessBus();
  const server = createServer();
  const gateway = attachWebsocketGateway(server, {
    bus,
    handlers: new Map(),
    authenticate: (token) => t.accounts.tokens.verifyAccessToken(token),
    // Short beats: a socket still following its player channel is re-checked within the test's patience.
    heartbeatIntervalMs: 200,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;

  async function writes() {
    const [row] = await t.database.execute(sql`SELECT
      (SELECT count(*)::int FROM ledger_entries) AS ledger,
      (SELECT count(*)::int FROM consumed_tokens) AS consumed,
      (SELECT count(*)::int FROM account_tokens) AS account_tokens,
      (SELECT count(*)::int FROM outbox_messages) AS mails,
      (SELECT count(*)::int FROM cashier_payments) AS payments,
      (SELECT count(*)::int FROM cashier_settings) AS settings`);
    return row;
  }

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

  const sockets: TestClient[] = [];

  /** The next error frame, passing over pushes still queued from the player channel. */
  async function nextError(client: TestClient) {
    for (;;) {
      const frame = await client.next();
      if (!('channel' in frame)) return wsErrorFrameSchema.parse(frame);
    }
  }

  return {
    ...t,
    cashierApp,
    async openSocket(access, { follow = false } = {}) {
      const player = await t.accounts.tokens.verifyAccessToken(access);
      expect(player).not.toBeNull();
      const client = await TestClient.connect(`${wsUrl}?jwt=${encodeURIComponent(access)}`);
      sockets.push(client);
      client.send({ type: 'subscribe', channel: 'gb_player' });
      // Joined once the player's balance pushed on the bus arrives (polled: joining is asynchronous).
      for (let tries = 0; ; tries += 1) {
        await publishBalance(bus, t.wallet, player!.id);
        const frame = await client.next(100).catch(() => null);
        if (frame) {
          expect(wsPushFrameSchema.parse(frame).channel).toBe('gb_player');
          break;
        }
        if (tries > 100) throw new Error('the player channel never delivered');
      }
      if (!follow) client.send({ type: 'unsubscribe', channel: 'gb_player' });
      return client;
    },
    async expectFollowingSocketDropped(client, access) {
      const player = await t.accounts.tokens.verifyAccessToken(access);
      expect(player).toBeNull();
      // The heartbeat checks the session again and leaves the player channel before it says so.
      expect(await nextError(client)).toMatchObject({ type: 'auth', error: { code: 'NOT_AUTHENTICATED' } });
      const playerId = Number(JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sub);
      await publishBalance(bus, t.wallet, playerId);
      // A request answered after that push would have arrived: the next frame is its answer, not a push.
      client.send({ id: 'after-push', type: 'no-such-request' });
      expect(await client.next()).toMatchObject({ id: 'after-push', error: { code: expect.any(String) } });
    },
    async expectSocketRefused(client) {
      client.send({ type: 'subscribe', channel: 'gb_player' });
      expect(await nextError(client)).toMatchObject({ type: 'auth', error: { code: 'NOT_AUTHENTICATED' } });
      expect(await nextError(client)).toMatchObject({ type: 'subscribe', error: { code: 'NOT_AUTHENTICATED' } });
    },
    async newPlayer(username, password = 'first-pass-1') {
      const email = `${username}@example.test`;
      await t.post('/api/register', registrationBody({ username, email, password, country: 'GB' }));
      const token = await t.tokenFromMail(email, 'verification');
      expect((await t.post('/api/recover', { type: 'signup', token })).json()).toMatchObject({ status: 1 });
      return { username, email, password };
    },
    async logIn(username, password) {
      const response = await t.login(username, password);
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      return { frontend: body.frontend_token, access: body.access_token };
    },
    writes,
    async expectEnded(session) {
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
    },
    async expectLive(session) {
      const sports = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: session.access } });
      expect(sports.statusCode).toBe(200);
      const user = await t.accountApp.inject({ method: 'GET', url: '/api/user', headers: bearer(session.frontend) });
      expect(user.statusCode).toBe(200);
    },
    async close() {
      await Promise.all(sockets.map((client) => client.close()));
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await cashierApp.close();
      await t.close();
    },
  };
}
