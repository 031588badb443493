import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { bets } from './tables';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

// Group commit on (the default: decisions 044, 071) and off (`BET_GROUP_COMMIT=0`: a transaction per submit).
const targets = testDatabaseTargets().flatMap((target) =>
  [true, false].map((groupCommit) => ({ ...target, groupCommit, mode: groupCommit ? 'group commit' : 'one by one' })),
);

describe.each(targets)('concurrent submits on $name ($mode)', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target, { config: { groupCommit: target.groupCommit } });
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(player: TestPlayer, stake: number): Promise<Ticket> {
    const response = await t.calculate(slipBody([await t.selection('Sinner')], { stake }), player);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  async function stakeEntries(player: TestPlayer): Promise<number> {
    const [row] = await t.database.execute<{ count: number }>(
      sql`select count(*)::int as count from ledger_entries where player_id = ${player.id} and kind = 'stake'`,
    );
    return row!.count;
  }

  it('lets 50 submits race on one balance without driving it negative: exactly what it covers is accepted', async () => {
    const player = await t.newPlayer({ deposit: 1_000 });
    const ticket = await ticketFor(player, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.submit({ ...ticket, uuid: randomUUID() }, player).then((response) => response.json()),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 1);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((answer) => answer.message === 'BALANCE_INSUFFICIENT')).toHaveLength(40);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(0);
    const audit = await t.wallet.audit(player.id);
    expect(audit.balance).toBe(audit.ledgerSum);
    expect(await stakeEntries(player)).toBe(10);
    const placed = await t.database.db.select().from(bets).where(eq(bets.playerId, player.id));
    expect(placed).toHaveLength(10);
  });

  it('debits once when one uuid is submitted 50 times at once, every answer the first one', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await ticketFor(player, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.submit(ticket, player).then((response) => response.json())),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 1, uuid: ticket.uuid });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(9_900);
    expect(await stakeEntries(player)).toBe(1);
  });
});
