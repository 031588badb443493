import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import {
  calculateSuccessSchema,
  pushKeyResponseSchema,
  refusalSchema,
  submitSuccessSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsAuth } from '../accounts/index';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { myBetsRoutes } from '../mybets/index';
import { createInProcessBus } from '../realtime/index';
import { settleResolvedBets } from '../settlement/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { DEFAULT_VAPID_SUBJECT } from './config';
import { pushRoutes } from './routes';
import { createPushSender } from './sender';
import type { PushSender } from './sender';
import { pushSubscriptions, pushVapidKeys } from './tables';
import { startLocalPushService } from './test-push-service';
import type { LocalPushService, TestDevice } from './test-push-service';
import { loadVapidKeys } from './vapid';
import { refusalErrorHandler } from '../http/index';

describe.each(testDatabaseTargets())('web push on $name', (target) => {
  let t: BettingTestApp;
  let app: FastifyInstance;
  let pushService: LocalPushService;
  let sender: PushSender;
  let publicKey: string;
  const bus = createInProcessBus();

  beforeAll(async () => {
    t = await startBettingTestApp(target, { bus });
    pushService = await startLocalPushService();
    const vapid = await loadVapidKeys(t.database.db);
    publicKey = vapid.publicKey;
    const config = { subject: DEFAULT_VAPID_SUBJECT, endpointHosts: [pushService.host] };
    sender = createPushSender({ db: t.database.db, vapid, config, agent: pushService.agent });
    app = Fastify({ logger: false });
    await app.register(refusalErrorHandler);
    await app.register(sportsAuth, { tokens: t.accounts.tokens });
    await app.register(pushRoutes, { db: t.database.db, vapid, config });
    await app.register(myBetsRoutes, { handle: t.database, bus, inPlayDelayMs: 0, notify: sender.notify });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await pushService?.close();
    await t?.close();
    await bus.close();
  });

  const headers = (player?: TestPlayer) => ({ jwt: player?.token ?? '', bookmaker: 'gb' });
  const subscribe = (player: TestPlayer | undefined, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/v1/push/subscription', headers: headers(player), payload: payload as object });
  const unsubscribe = (player: TestPlayer | undefined, endpoint: string) =>
    app.inject({ method: 'DELETE', url: '/v1/push/subscription', headers: headers(player), payload: { endpoint } });
  async function subscribed(player: TestPlayer, lang = 'en'): Promise<TestDevice> {
    const device = pushService.newDevice();
    const answer = await subscribe(player, { ...device.subscription, expirationTime: null, lang });
    expect(answer.statusCode).toBe(200);
    return device;
  }
  async function place(player: TestPlayer, outcomeName: string): Promise<number> {
    const calculated = await t.calculate(slipBody([await t.selection(outcomeName)], { stake: 1_000 }), player);
    const [ticket] = calculateSuccessSchema.parse(calculated.json()).tickets;
    return Number(submitSuccessSchema.parse((await t.submit(ticket!, player)).json()).bet.id);
  }
  async function settleAsWon(outcomeName: string): Promise<void> {
    const outcomeId = (await t.selection(outcomeName)).outcome_id;
    await t.database.db.update(outcomes).set({ result: 'won' }).where(eq(outcomes.id, outcomeId));
    try {
      await settleResolvedBets(t.database, { bus, wallet: t.wallet, notify: sender.notify });
    } finally {
      await t.database.db.update(outcomes).set({ result: null }).where(eq(outcomes.id, outcomeId));
    }
    await sender.idle();
  }

  it('generates its VAPID key pair once, keeps it, and serves the public key to the client', async () => {
    const answer = await app.inject({ url: '/v1/push/key' });
    expect(pushKeyResponseSchema.parse(answer.json()).public_key).toBe(publicKey);
    expect((await loadVapidKeys(t.database.db)).publicKey).toBe(publicKey);
    expect(await t.database.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('sends a settled bet to each of the player’s devices, encrypted for the device (RFC 8291) and signed with the VAPID key', async () => {
    const player = await t.newPlayer();
    const [phone, laptop] = [await subscribed(player, 'de'), await subscribed(player, 'en')];
    const betId = await place(player, 'Real Madrid');
    await settleAsWon('Real Madrid');
    expect(phone.received).toHaveLength(1);
    const [{ payload, headers: received }] = phone.received as [(typeof phone.received)[number]];
    expect(payload).toMatchObject({
      kind: 'bet_settled',
      params: { bet_id: betId, status: 'won', currency: 'GBP' },
      lang: 'de',
    });
    expect((payload as { params: { payout: number } }).params.payout).toBeGreaterThan(1_000);
    expect(laptop.received.map((push) => push.payload)).toEqual([{ ...(payload as object), lang: 'en' }]);
    expect(received['content-encoding']).toBe('aes128gcm');
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(received.authorization ?? '') ?? [];
    expect(key).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const verifier = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt ?? '', verifier);
    expect(claims).toMatchObject({ aud: new URL(phone.subscription.endpoint).origin, sub: DEFAULT_VAPID_SUBJECT });
  });

  it('sends a cash out with the bet and the amount paid', async () => {
    const player = await t.newPlayer();
    const device = await subscribed(player);
    const betId = await place(player, 'Arsenal');
    const bets = await app.inject({ method: 'GET', url: '/v1/bets?status=open', headers: headers(player) });
    const offer = (bets.json() as { bets: { cashout: { quote?: number } }[] }).bets[0]!.cashout;
    const done = await app.inject({
      method: 'POST',
      url: `/v1/bets/${betId}/cashout`,
      headers: headers(player),
      payload: { quote: offer.quote },
    });
    expect(done.json()).toMatchObject({ status: 1 });
    await sender.idle();
    expect(device.received.map((push) => push.payload)).toEqual([
      { kind: 'cash_out', params: { bet_id: betId, amount: offer.quote, currency: 'GBP' }, lang: 'en' },
    ]);
  });

  it('stops sending after the player unsubscribes, and forgets a subscription its push service calls gone', async () => {
    const player = await t.newPlayer();
    const [kept, left, gone] = [await subscribed(player), await subscribed(player), await subscribed(player)];
    expect((await unsubscribe(player, left.subscription.endpoint)).json()).toEqual({ status: 1 });
    gone.unsubscribeAtService();
    await place(player, 'Real Madrid');
    await settleAsWon('Real Madrid');
    expect([kept.received.length, left.received.length, gone.received.length]).toEqual([1, 0, 0]);
    const stored = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, player.id));
    expect(stored).toEqual([{ endpoint: kept.subscription.endpoint }]);
  });

  it('never lets one player remove or rewrite another player’s subscription', async () => {
    const [alice, bob] = [await t.newPlayer(), await t.newPlayer()];
    const device = await subscribed(alice);
    const removed = await unsubscribe(bob, device.subscription.endpoint);
    expect(removed.statusCode).toBe(404);
    expect(refusalSchema.parse(removed.json()).message).toBe('NOT_FOUND');
    // Bob claims Alice's endpoint with keys of his own: he gets a row of his own, hers is untouched.
    const impostor = pushService.newDevice();
    const claimed = await subscribe(bob, {
      endpoint: device.subscription.endpoint,
      keys: impostor.subscription.keys,
      lang: 'en',
    });
    expect(claimed.statusCode).toBe(200);
    const aliceRows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, alice.id));
    expect(aliceRows.map((row) => [row.endpoint, row.p256dh])).toEqual([
      [device.subscription.endpoint, device.subscription.keys.p256dh],
    ]);
    const betId = await place(alice, 'Real Madrid');
    await settleAsWon('Real Madrid');
    // Alice's device still reads her message (Bob's keys would not decrypt for it).
    expect(device.received.map((push) => push.payload)).toEqual([
      expect.objectContaining({ kind: 'bet_settled', params: expect.objectContaining({ bet_id: betId }) }),
    ]);
  });

  it('refuses guests with 401 and junk or foreign endpoints with 400 and a readable message', async () => {
    const device = pushService.newDevice();
    for (const answer of [
      await subscribe(undefined, { ...device.subscription, lang: 'en' }),
      await unsubscribe(undefined, device.subscription.endpoint),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(refusalSchema.parse(answer.json()).message).toBe('NOT_AUTHENTICATED');
    }
    const player = await t.newPlayer({ deposit: 0 });
    const { endpoint, keys } = device.subscription;
    const junk: Array<[unknown, RegExp]> = [
      ['junk', /Unsupported Media Type/],
      [{ nonsense: true }, /push subscription: endpoint/],
      [{ endpoint, keys }, /lang/],
      [{ endpoint: 'http://127.0.0.1/push', keys, lang: 'en' }, /https address/],
      [{ endpoint: 'not a url', keys, lang: 'en' }, /https address/],
      [{ endpoint, keys: { ...keys, p256dh: 'AAAA' }, lang: 'en' }, /p256dh/],
      [{ endpoint, keys: { ...keys, auth: `${keys.auth}==` }, lang: 'en' }, /auth secret/],
      [{ endpoint, keys, lang: 'xx' }, /lang/],
      [{ endpoint: 'https://10.0.0.1/internal', keys, lang: 'en' }, /not a push service/],
      [{ endpoint: `https://127.0.0.1/${'x'.repeat(2100)}`, keys, lang: 'en' }, /at most/],
    ];
    for (const [payload, message] of junk) {
      const answer = await subscribe(player, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const refusal = refusalSchema.parse(answer.json());
      expect(refusal.message).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(refusal.meta)).toMatch(message);
    }
    expect(
      (await app.inject({ method: 'DELETE', url: '/v1/push/subscription', headers: headers(player), payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, player.id)),
    ).toEqual([]);
  });
});
