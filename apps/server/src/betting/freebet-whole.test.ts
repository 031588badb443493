import { eq, sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleResolvedBets } from '../settlement/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * A free bet is staked whole (decision 002), the minimum stake holds for it, and
 * no return is ever rounded up in the bettor's favour — at acceptance or at settlement.
 */
describe.each(testDatabaseTargets())('a free bet is staked whole on $name', (target) => {
  let t: BettingTestApp;
  let madrid: SlipSelection;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
    madrid = await t.selection('Real Madrid');
  }, 60_000);
  afterAll(() => t?.close());

  /** Everything a refusal must leave untouched: bets, ledger rows, balance and free bets. */
  async function snapshot(player: TestPlayer) {
    const [counts] = await t.database.execute<{ bets: number; entries: number; freebets: string }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
             (select coalesce(string_agg(id::text || ':' || amount_remaining::text, ',' order by id), '')
                from freebets where player_id = ${player.id}) as freebets`);
    return { ...counts, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  async function calculateOne(body: ReturnType<typeof slipBody>, player: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(body, player);
    expect(response.statusCode).toBe(200);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  const grant = (player: TestPlayer, amount: number) =>
    t.wallet.grantFreebet(player.id, {
      name: 'Free bet',
      amount: toMoney(amount),
      minOdds: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

  it('refuses a free-bet ticket that stakes 0.01 of a 10.00 free bet, and writes nothing', async () => {
    const player = await t.newPlayer();
    const { id } = await grant(player, 1_000);
    const ticket = await calculateOne(slipBody([madrid], { freebet: { id } }), player);
    expect(ticket).toMatchObject({ status: '', stake: 1_000, freebet_id: id });
    const before = await snapshot(player);

    const response = await t.submit({ ...ticket, stake: 1, total_stake: 1, potential_return: 0 }, player);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, message: 'FREEBET_STAKE_MISMATCH' });
    expect(response.json().meta.error).toMatchObject({ stake: 1, freebet_amount: 1_000 });
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses a free bet left with less than the minimum stake, and writes nothing', async () => {
    const player = await t.newPlayer();
    const { id } = await grant(player, 5);
    const ticket = await calculateOne(slipBody([madrid], { freebet: { id } }), player);
    expect(ticket.status).toBe('STAKE_TOO_LOW');
    const before = await snapshot(player);

    const response = await t.submit({ ...ticket, status: '' }, player);

    expect(response.json()).toMatchObject({ status: 0, message: 'STAKE_TOO_LOW' });
    expect(await snapshot(player)).toEqual(before);
  });

  it('floors a return to the cent at acceptance and at settlement: 0.10 at 1.05 pays 0.10, never 0.11', async () => {
    const player = await t.newPlayer();
    const alcaraz = await t.selection('Alcaraz');
    await t.setOdds(alcaraz.outcome_id, 1.05);
    const ticket = await calculateOne(slipBody([{ ...alcaraz, odds: 1.05 }], { stake: 10 }), player);
    // 1.05 × 10 = 10.5 minor units: the half cent is not the bettor's.
    expect(ticket).toMatchObject({ status: '', potential_return: 10 });
    const placed = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    expect(placed.bet.potential_return).toBe(10);

    await t.database.db.update(outcomes).set({ result: 'won' }).where(eq(outcomes.id, alcaraz.outcome_id));
    await settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });

    const [paid] = await t.database.execute<{ payout: number; credited: number }>(sql`
      select b.payout::int as payout,
             (select coalesce(sum(amount), 0)::int from ledger_entries
               where player_id = ${player.id} and kind = 'winnings') as credited
        from bets b where b.id = ${placed.bet.id}`);
    expect(paid).toEqual({ payout: 10, credited: 10 });
  });
});
