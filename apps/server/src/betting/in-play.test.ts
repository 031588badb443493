import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

describe.each(testDatabaseTargets())('in-play delay on $name', (target) => {
  let t: BettingTestApp;
  const waits: number[] = [];
  /** What trading does while a live bet waits. */
  let duringWait: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    t = await startBettingTestApp(target, {
      config: { inPlayDelayMs: 3_000 },
      sleep: async (ms) => {
        waits.push(ms);
        await duringWait();
      },
    });
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(outcomeName: string, player: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(slipBody([await t.selection(outcomeName)]), player);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  it('makes a live bet wait the in-play delay, then accepts it when nothing changed', async () => {
    const player = await t.newPlayer();
    waits.length = 0;
    const answer = (await t.submit(await ticketFor('Arsenal', player), player)).json();
    expect(answer).toMatchObject({ status: 1 });
    expect(waits).toEqual([3_000]);
  });

  it('does not delay a pre-match bet', async () => {
    const player = await t.newPlayer();
    waits.length = 0;
    expect((await t.submit(await ticketFor('Sinner', player), player)).json()).toMatchObject({ status: 1 });
    expect(waits).toEqual([]);
  });

  it('re-checks a live bet after the delay: a market suspended meanwhile refuses it and nothing is debited', async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor('Arsenal', player);
    const arsenal = ticket.selections[0]!.outcome_id;
    duringWait = () => t.setSuspended(arsenal, true);
    try {
      expect((await t.submit(ticket, player)).json()).toMatchObject({ status: 0, message: 'MARKET_SUSPENDED' });
    } finally {
      duringWait = async () => undefined;
      await t.setSuspended(arsenal, false);
    }
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
  });

  it('judges a price that moved during the delay by the accept-odds setting', async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor('Arsenal', player);
    const { outcome_id: arsenal, odds } = ticket.selections[0]!;
    duringWait = () => t.setOdds(arsenal, 1.4);
    try {
      const answer = (await t.submit(ticket, player, 'ACCEPT_HIGHER')).json();
      expect(answer).toMatchObject({
        status: 0,
        message: 'ODDS_CHANGED',
        meta: { error: { odds: { [String(arsenal)]: 1.4 } } },
      });
    } finally {
      duringWait = async () => undefined;
      await t.setOdds(arsenal, odds);
    }
  });
});
