import { eq } from 'drizzle-orm';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStatus } from '../accounts/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { bets } from './tables';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * The block check that decides is inside the bet's transaction, after the in-play delay: a
 * time-out or self-exclusion taken while a live bet waits stops that bet, on the group commit's
 * set-based path and on a transaction of its own.
 */

const DAY_MS = 86_400_000;

/** An in-play wait that holds every waiting bet until the test opens it. */
function createGate() {
  let waiting = 0;
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => (open = resolve));
  const arrivals: (() => void)[] = [];
  return {
    sleep: async () => {
      waiting += 1;
      arrivals.splice(0).forEach((arrived) => arrived());
      await opened;
    },
    /** Resolves once `count` bets are waiting. */
    async waitingFor(count: number): Promise<void> {
      while (waiting < count) await new Promise<void>((resolve) => arrivals.push(resolve));
    },
    release(): void {
      open();
      waiting = 0;
      opened = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

describe.each(
  testDatabaseTargets().flatMap((target) => [
    { ...target, groupCommit: true, path: 'group commit' },
    { ...target, groupCommit: false, path: 'own transaction' },
  ]),
)('a block taken during the in-play delay on $name ($path)', (target) => {
  let t: BettingTestApp;
  const gate = createGate();
  beforeAll(async () => {
    t = await startBettingTestApp(target, {
      config: { inPlayDelayMs: 3_000, groupCommit: target.groupCommit },
      sleep: gate.sleep,
    });
  }, 60_000);
  afterAll(() => t?.close());

  async function liveTicket(player: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(slipBody([await t.selection('Arsenal')]), player);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  async function restrict(player: TestPlayer, status: PlayerStatus, until: Date | null): Promise<void> {
    await t.accounts.players.restrictPlayer(player.id, status, until);
  }

  async function written(player: TestPlayer) {
    const placed = await t.database.db.select().from(bets).where(eq(bets.playerId, player.id));
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, player.id))
      .orderBy(ledgerEntries.id);
    return { bets: placed.length, entries: entries.map((entry) => entry.kind) };
  }

  it.each([
    { block: 'time-out', status: 'timed_out' as const, blockedUntil: (): Date | null => new Date(Date.now() + DAY_MS) },
    { block: 'self-exclusion', status: 'self_excluded' as const, blockedUntil: (): Date | null => null },
  ])('refuses a live bet whose player takes a $block while it waits: no bet, no ledger row', async (block) => {
    const player = await t.newPlayer();
    const ticket = await liveTicket(player);
    const answer = t.submit(ticket, player);
    await gate.waitingFor(1);
    const until = block.blockedUntil();
    await restrict(player, block.status, until);
    gate.release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 0,
      message: 'NOT_AUTHENTICATED',
      meta: { error: { blocked_until: until?.toISOString() ?? null } },
    });
    expect(await written(player)).toEqual({ bets: 0, entries: ['deposit'] });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
  });

  it('places the other players’ bets that waited beside the blocked one', async () => {
    const [blocked, other] = [await t.newPlayer(), await t.newPlayer()];
    const [blockedTicket, otherTicket] = [await liveTicket(blocked), await liveTicket(other)];
    const answers = Promise.all([t.submit(blockedTicket, blocked), t.submit(otherTicket, other)]);
    await gate.waitingFor(2);
    await restrict(blocked, 'timed_out', new Date(Date.now() + DAY_MS));
    gate.release();
    const [blockedAnswer, otherAnswer] = await answers;
    expect(blockedAnswer.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
    expect(otherAnswer.json()).toMatchObject({ status: 1 });
    expect(await written(blocked)).toEqual({ bets: 0, entries: ['deposit'] });
    expect(await written(other)).toEqual({ bets: 1, entries: ['deposit', 'stake'] });
  });
});
