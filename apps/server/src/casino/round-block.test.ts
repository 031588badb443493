import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { casinoRounds, casinoSessions } from './tables';
import { startCasinoTestApp } from './test-app';
import type { CasinoTestApp } from './test-app';

/*
 * The block check that decides is inside the round's transaction: a time-out or self-exclusion
 * taken between the session's checks and the round's write stops the round.
 */
describe.each(testDatabaseTargets())('a block taken as a casino round starts on $name', (target) => {
  let t: CasinoTestApp;
  /** What the player does just before the round's transaction. */
  let duringRound: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    t = await startCasinoTestApp(target, { beforeTransaction: () => duringRound() });
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    { block: 'time-out', status: 'timed_out' as const, until: (): Date | null => new Date(Date.now() + 86_400_000) },
    { block: 'self-exclusion', status: 'self_excluded' as const, until: (): Date | null => null },
  ])('refuses the round of a player who takes a $block as it is played: no round, no ledger row', async (block) => {
    const player = await t.newPlayer();
    const game = await t.launch(player, 'dice');
    duringRound = () => t.accounts.players.restrictPlayer(player.id, block.status, block.until());
    let response;
    try {
      response = await t.play(game, { round_id: randomUUID(), stake: 100, chance: 5_000 });
    } finally {
      duringRound = async () => undefined;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 0, message: 'CASINO_ACCOUNT_BLOCKED' });
    const rounds = await t.database.db.select().from(casinoRounds).where(eq(casinoRounds.playerId, player.id));
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.id), like(ledgerEntries.reference, 'casino:%')));
    expect({ rounds: rounds.length, entries: entries.length }).toEqual({ rounds: 0, entries: 0 });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(10_000);
    const [session] = await t.database.db.select().from(casinoSessions).where(eq(casinoSessions.id, game.session));
    expect(session).toMatchObject({ status: 'closed', closeReason: 'blocked' });
  });
});
