import { busPlayerChannel, cashoutResponseSchema, playerEventSchema } from '@sportsbook/protocol';
import type { PlayerEvent } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../realtime/index';
import type { Bus } from '../realtime/index';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

describe.each(testDatabaseTargets())('cash-out player events on $name', (target) => {
  let t: MyBetsTestApp;
  const bus = createInProcessBus();
  const failures: unknown[] = [];
  // A bus that is down: publishing rejects, the cash out must still succeed.
  const brokenBus: Bus = { ...bus, publish: () => Promise.reject(new Error('bus down')) };

  beforeAll(async () => {
    t = await startMyBetsTestApp(target, { bus });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await bus.close();
  });

  it('publishes cashout then the new balance on the player’s bus channel after the commit', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([await t.selection('Real Madrid')], { stake: 1_000 }));
    const events: PlayerEvent[] = [];
    const unsubscribe = bus.subscribe(busPlayerChannel(player.id), (payload) =>
      events.push(playerEventSchema.parse(payload)),
    );
    const answer = cashoutResponseSchema.parse((await t.cashout(id, { quote: 950 }, player)).json());
    expect(answer).toMatchObject({ status: 1, payout: 950 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    expect(events).toEqual([
      { type: 'cashout', bet_id: id, payout: 950 },
      { type: 'balance', balance: (100_000 - 1_000 + 950) / 100, currency: 'GBP' },
      // The Inbox's unread count: the deposit's message and the cash out's.
      { type: 'inbox', unread: 2 },
    ]);
  });

  it('answers the cash out even when publishing fails, reporting the failure', async () => {
    const broken = await startMyBetsTestApp(target, {
      bus: brokenBus,
      onEventError: (error) => failures.push(error),
    });
    try {
      const player = await broken.newPlayer();
      const id = await broken.place(player, slipBody([await broken.selection('Real Madrid')], { stake: 1_000 }));
      const answer = cashoutResponseSchema.parse((await broken.cashout(id, { quote: 950 }, player)).json());
      expect(answer).toMatchObject({ status: 1, payout: 950 });
      expect((await broken.wallet.balanceOf(player.id)).balance).toBe(100_000 - 1_000 + 950);
      expect(failures.length).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });
});
