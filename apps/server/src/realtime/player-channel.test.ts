import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { calculateSuccessSchema, playerEventSchema, wsErrorFrameSchema, wsPushFrameSchema } from '@sportsbook/protocol';
import type { PlayerEvent, WsServerFrame } from '@sportsbook/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { settleResolvedBets } from '../settlement/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { publishBalance } from '../wallet/index';
import { createInProcessBus } from './bus';
import type { Bus } from './bus';
import { decodePayload } from './codec';
import { attachWebsocketGateway } from './gateway';
import type { WebsocketGateway } from './gateway';
import { TestClient } from './ws-test-client';

/** The player event a push frame carries, checking it is labelled with the channel the client chose. */
function playerEvent(frame: WsServerFrame, channel = 'gb_player'): PlayerEvent {
  const push = wsPushFrameSchema.parse(frame);
  expect(push.channel).toBe(channel);
  return playerEventSchema.parse(decodePayload(push.data));
}

function expectError(frame: WsServerFrame, code: string, type: string) {
  expect(wsErrorFrameSchema.parse(frame)).toMatchObject({ type, error: { code } });
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabaseTargets())('player events over the websocket on $name', (target) => {
  let t: BettingTestApp;
  let bus: Bus;
  let gateway: WebsocketGateway;
  let url: string;
  const server = createServer();
  const clients: TestClient[] = [];

  beforeEach(async () => {
    bus = createInProcessBus();
    t = await startBettingTestApp(target, { bus });
    gateway = attachWebsocketGateway(server, {
      bus,
      handlers: new Map(),
      authenticate: (token) => t.accounts.tokens.verifyAccessToken(token),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  }, 60_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await gateway.close();
    server.removeAllListeners('upgrade');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close();
    await t?.close();
  });

  async function connect(query = ''): Promise<TestClient> {
    const client = await TestClient.connect(`${url}${query}`);
    clients.push(client);
    return client;
  }

  async function place(player: TestPlayer, outcomeName: string, stake: number): Promise<number> {
    const calculated = await t.calculate(slipBody([await t.selection(outcomeName)], { stake }), player);
    const ticket = calculateSuccessSchema.parse(calculated.json()).tickets[0]!;
    const answer = (await t.submit(ticket, player)).json<{ status: number; bet: { id: number } }>();
    expect(answer.status).toBe(1);
    return answer.bet.id;
  }

  it('pushes bet_placed, bet_settled and balances to the player’s own socket only', async () => {
    const alice = await t.newPlayer();
    const bob = await t.newPlayer();
    // Alice authenticates on the URL, Bob with an auth frame.
    const aliceSocket = await connect(`?jwt=${encodeURIComponent(alice.token)}`);
    const bobSocket = await connect();
    bobSocket.send({ type: 'auth', jwt: bob.token });
    aliceSocket.send({ type: 'subscribe', channel: 'gb_player' });
    bobSocket.send({ type: 'subscribe', channel: 'gb_player' });
    // Two players on one client channel: two bus subscriptions, player.<alice> and player.<bob>.
    await until(() => gateway.stats().channels === 2);

    const betId = await place(alice, 'Real Madrid', 1_000);
    expect(playerEvent(await aliceSocket.next())).toEqual({ type: 'bet_placed', bet_id: betId });
    expect(playerEvent(await aliceSocket.next())).toEqual({ type: 'balance', balance: 990, currency: 'GBP' });

    const { outcome_id } = await t.selection('Real Madrid');
    await t.database.db.update(outcomes).set({ result: 'won' }).where(eq(outcomes.id, outcome_id));
    const report = await settleResolvedBets(t.database, { bus, wallet: t.wallet });
    expect(report.settled.won).toBe(1);
    expect(playerEvent(await aliceSocket.next())).toEqual({
      type: 'bet_settled',
      bet_id: betId,
      status: 'won',
      payout: 1_450,
    });
    expect(playerEvent(await aliceSocket.next())).toEqual({ type: 'balance', balance: 1_004.5, currency: 'GBP' });
    // The Inbox's unread count follows: her deposit's message and the settlement's.
    expect(playerEvent(await aliceSocket.next())).toEqual({ type: 'inbox', unread: 2 });

    // Bob's first frame is his own balance, published after all of Alice's: nothing of hers reached him.
    await publishBalance(bus, t.wallet, bob.id);
    expect(playerEvent(await bobSocket.next())).toEqual({ type: 'balance', balance: 1_000, currency: 'GBP' });
    expect(bobSocket.pending()).toBe(0);
    expect(aliceSocket.pending()).toBe(0);
  });

  it('maps any bookmaker’s player channel onto the socket’s own player, labelled as subscribed', async () => {
    const alice = await t.newPlayer();
    const bob = await t.newPlayer();
    const bobSocket = await connect(`?jwt=${encodeURIComponent(bob.token)}`);
    bobSocket.send({ type: 'subscribe', channel: 'ie_player' });
    await until(() => gateway.stats().channels === 1);
    await place(alice, 'Real Madrid', 500);
    await place(bob, 'Real Madrid', 700);
    expect(playerEvent(await bobSocket.next(), 'ie_player')).toMatchObject({ type: 'bet_placed' });
    expect(playerEvent(await bobSocket.next(), 'ie_player')).toEqual({
      type: 'balance',
      balance: 993,
      currency: 'GBP',
    });
    expect(bobSocket.pending()).toBe(0);
  });

  it('refuses a guest’s subscription and a bad token with NOT_AUTHENTICATED and keeps the socket open', async () => {
    const alice = await t.newPlayer();
    const guest = await connect();
    guest.send({ id: 's1', type: 'subscribe', channel: 'gb_player' });
    expectError(await guest.next(), 'NOT_AUTHENTICATED', 'subscribe');
    guest.send({ id: 'a1', type: 'auth', jwt: 'not-a-token' });
    expectError(await guest.next(), 'NOT_AUTHENTICATED', 'auth');
    guest.send({ type: 'subscribe', channel: 'gb_player' });
    expectError(await guest.next(), 'NOT_AUTHENTICATED', 'subscribe');
    expect(gateway.stats().channels).toBe(0);

    // Still open: a good token now lets the same socket follow its player.
    guest.send({ type: 'auth', jwt: alice.token });
    guest.send({ type: 'subscribe', channel: 'gb_player' });
    await until(() => gateway.stats().channels === 1);
    await publishBalance(bus, t.wallet, alice.id);
    expect(playerEvent(await guest.next())).toEqual({ type: 'balance', balance: 1_000, currency: 'GBP' });

    // A bad token later makes it a guest's again and drops the player's channel.
    guest.send({ type: 'auth', jwt: 'expired' });
    expectError(await guest.next(), 'NOT_AUTHENTICATED', 'auth');
    expect(gateway.stats().channels).toBe(0);

    const badUrl = await connect('?jwt=nonsense');
    expectError(await badUrl.next(), 'NOT_AUTHENTICATED', 'auth');
    expect(badUrl.socket.readyState).toBe(badUrl.socket.OPEN);
  });
});
