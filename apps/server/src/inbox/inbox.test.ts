import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import {
  busPlayerChannel,
  inboxChangeResponseSchema,
  inboxResponseSchema,
  playerEventSchema,
  refusalSchema,
} from '@sportsbook/protocol';
import type { PlayerEvent } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsAuth } from '../accounts/index';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import { myBetsRoutes } from '../mybets/index';
import { createInProcessBus } from '../realtime/index';
import { settleResolvedBets } from '../settlement/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { players } from '../accounts/index';
import { cashierDepositLimits } from '../cashier/index';
import { writeBetSettledMessage } from './inbox-store';
import { inboxRoutes } from './routes';
import { playerMessages } from './tables';
import { refusalErrorHandler } from '../http/index';

const NOW = new Date('2030-05-01T12:00:00Z');

describe.each(testDatabaseTargets())('the Inbox on $name', (target) => {
  let t: BettingTestApp;
  let inbox: FastifyInstance;
  const bus = createInProcessBus();

  beforeAll(async () => {
    t = await startBettingTestApp(target, { bus });
    inbox = Fastify({ logger: false });
    await inbox.register(refusalErrorHandler);
    await inbox.register(sportsAuth, { tokens: t.accounts.tokens });
    await inbox.register(inboxRoutes, { handle: t.database, bus, now: () => NOW });
    await inbox.register(myBetsRoutes, { handle: t.database, bus, inPlayDelayMs: 0 });
    await inbox.ready();
  }, 60_000);
  afterAll(async () => {
    await inbox?.close();
    await t?.close();
    await bus.close();
  });

  const headers = (player?: TestPlayer) => ({ jwt: player?.token ?? '', bookmaker: 'gb' });
  async function read(player: TestPlayer) {
    const answer = await inbox.inject({ method: 'GET', url: '/v1/inbox', headers: headers(player) });
    expect(answer.statusCode).toBe(200);
    return inboxResponseSchema.parse(answer.json());
  }
  async function place(player: TestPlayer, outcomeName: string, stake = 1_000): Promise<number> {
    const calculated = await t.calculate(slipBody([await t.selection(outcomeName)], { stake }), player);
    const [ticket] = calculateSuccessSchema.parse(calculated.json()).tickets;
    return Number(submitSuccessSchema.parse((await t.submit(ticket!, player)).json()).bet.id);
  }

  it('tells a new player about their deposit, written by the ledger movement itself', async () => {
    const player = await t.newPlayer({ deposit: 25_000 });
    const { messages, unread } = await read(player);
    expect(unread).toBe(1);
    expect(messages).toMatchObject([{ kind: 'deposit', params: { amount: 25_000, currency: 'GBP' }, read: false }]);
  });

  it('writes one message when a bet settles, pushes the unread count live, and never a second on a retry', async () => {
    const player = await t.newPlayer();
    const betId = await place(player, 'Real Madrid');
    const pushes: PlayerEvent[] = [];
    const unsubscribe = bus.subscribe(busPlayerChannel(player.id), (payload) =>
      pushes.push(playerEventSchema.parse(payload)),
    );
    const outcomeId = (await t.selection('Real Madrid')).outcome_id;
    await t.database.db.update(outcomes).set({ result: 'won' }).where(eq(outcomes.id, outcomeId));
    try {
      await settleResolvedBets(t.database, { bus, wallet: t.wallet });
      await settleResolvedBets(t.database, { bus, wallet: t.wallet });
      await expect.poll(() => pushes.find((event) => event.type === 'inbox')).toEqual({ type: 'inbox', unread: 2 });
    } finally {
      unsubscribe();
      await t.database.db.update(outcomes).set({ result: null }).where(eq(outcomes.id, outcomeId));
    }
    const { messages } = await read(player);
    const settled = messages.filter((message) => message.kind === 'bet_settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]?.params).toMatchObject({ bet_id: betId, status: 'won', currency: 'GBP' });
    expect(Number(settled[0]?.params.payout)).toBeGreaterThan(1_000);
  });

  it('leaves no message for a settlement or a withdrawal that rolled back', async () => {
    const player = await t.newPlayer({ deposit: 1_000 });
    await expect(
      t.database.transaction(async (tx) => {
        await writeBetSettledMessage(tx, { playerId: player.id, betId: 999_999, status: 'won', payout: 5 });
        throw new Error('the settlement failed after writing');
      }),
    ).rejects.toThrow('the settlement failed');
    await expect(t.wallet.withdraw(player.id, toMoney(5_000), 'too-much')).rejects.toThrow();
    const { messages } = await read(player);
    expect(messages.map((message) => message.kind)).toEqual(['deposit']);
  });

  it('writes a cash-out message with the bet and amount and pushes the new count', async () => {
    const player = await t.newPlayer();
    const betId = await place(player, 'Arsenal');
    const pushes: PlayerEvent[] = [];
    const unsubscribe = bus.subscribe(busPlayerChannel(player.id), (payload) =>
      pushes.push(playerEventSchema.parse(payload)),
    );
    try {
      const bets = await inbox.inject({ method: 'GET', url: '/v1/bets?status=open', headers: headers(player) });
      const offer = (bets.json() as { bets: { id: number; cashout: { available: boolean; quote?: number } }[] })
        .bets[0]!.cashout;
      expect(offer.available).toBe(true);
      const done = await inbox.inject({
        method: 'POST',
        url: `/v1/bets/${betId}/cashout`,
        headers: headers(player),
        payload: { quote: offer.quote },
      });
      expect(done.json()).toMatchObject({ status: 1 });
      await expect.poll(() => pushes.find((event) => event.type === 'inbox')).toEqual({ type: 'inbox', unread: 2 });
    } finally {
      unsubscribe();
    }
    const { messages } = await read(player);
    expect(messages[0]).toMatchObject({ kind: 'cash_out', params: { bet_id: betId, currency: 'GBP' } });
  });

  it('announces free bets granted and those about to expire, once each', async () => {
    const player = await t.newPlayer({ deposit: 0 });
    await t.wallet.grantFreebet(player.id, {
      name: 'Weekend free bet',
      amount: toMoney(500),
      minOdds: null,
      expiresAt: new Date(NOW.getTime() + 24 * 60 * 60 * 1000),
    });
    await read(player);
    const { messages, unread } = await read(player);
    expect(unread).toBe(2);
    expect(messages.map((message) => message.kind).sort()).toEqual(['freebet_expiring', 'freebet_granted']);
    expect(messages.find((message) => message.kind === 'freebet_granted')?.params).toMatchObject({
      name: 'Weekend free bet',
      amount: 500,
    });
  });

  it('tells the player about responsible-gambling changes: a deposit limit and a time-out', async () => {
    const player = await t.newPlayer({ deposit: 0 });
    await t.database.db
      .insert(cashierDepositLimits)
      .values({ playerId: player.id, period: 'daily', limitAmount: 5_000 });
    await t.database.db
      .update(players)
      .set({ status: 'timed_out', blockedUntil: new Date('2030-06-01T00:00:00Z') })
      .where(eq(players.id, player.id));
    const { messages } = await read(player);
    expect(messages.map((message) => message.params.topic)).toEqual(['timed_out', 'deposit_limit']);
    expect(messages[1]?.params).toMatchObject({ period: 'daily', amount: 5_000 });
  });

  it('marks read, deletes, and never lets one player touch another player’s messages', async () => {
    const [alice, bob] = [await t.newPlayer(), await t.newPlayer()];
    await t.wallet.deposit(alice.id, toMoney(100), 'second-deposit');
    const [first, second] = (await read(alice)).messages;
    const bobsView = await inbox.inject({
      method: 'POST',
      url: '/v1/inbox/read',
      headers: headers(bob),
      payload: { ids: [first!.id, second!.id] },
    });
    expect(inboxChangeResponseSchema.parse(bobsView.json()).unread).toBe(1);
    expect((await read(alice)).unread).toBe(2);
    const stolen = await inbox.inject({ method: 'DELETE', url: `/v1/inbox/${first!.id}`, headers: headers(bob) });
    expect(stolen.statusCode).toBe(404);
    const marked = await inbox.inject({
      method: 'POST',
      url: '/v1/inbox/read',
      headers: headers(alice),
      payload: { ids: [first!.id] },
    });
    expect(inboxChangeResponseSchema.parse(marked.json()).unread).toBe(1);
    const deleted = await inbox.inject({ method: 'DELETE', url: `/v1/inbox/${second!.id}`, headers: headers(alice) });
    expect(inboxChangeResponseSchema.parse(deleted.json()).unread).toBe(0);
    expect((await read(alice)).messages.map((message) => message.id)).toEqual([first!.id]);
    const all = await inbox.inject({
      method: 'POST',
      url: '/v1/inbox/read',
      headers: headers(bob),
      payload: { all: true },
    });
    expect(inboxChangeResponseSchema.parse(all.json()).unread).toBe(0);
    const stored = await t.database.db.select().from(playerMessages).where(eq(playerMessages.id, second!.id));
    expect(stored[0]?.deletedAt).not.toBeNull();
  });

  it('refuses guests and junk with readable answers, never a 5xx', async () => {
    const guest = await inbox.inject({ method: 'GET', url: '/v1/inbox', headers: headers() });
    expect(guest.statusCode).toBe(401);
    expect(refusalSchema.parse(guest.json()).message).toBe('NOT_AUTHENTICATED');
    const player = await t.newPlayer({ deposit: 0 });
    const cases = [
      { method: 'POST' as const, url: '/v1/inbox/read', payload: { ids: [] } },
      { method: 'POST' as const, url: '/v1/inbox/read', payload: { ids: ['1'] } },
      { method: 'POST' as const, url: '/v1/inbox/read', payload: { all: false } },
      { method: 'POST' as const, url: '/v1/inbox/read', payload: 'junk' },
      { method: 'DELETE' as const, url: '/v1/inbox/abc' },
      { method: 'GET' as const, url: '/v1/inbox?limit=1000' },
    ];
    for (const request of cases) {
      const answer = await inbox.inject({ ...request, headers: headers(player) });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(refusalSchema.parse(answer.json()).message).toBe('VALIDATION_ERROR');
    }
  });
});
