import { and, eq, inArray, sql } from 'drizzle-orm';
import { calcComboBoost, calcTax, DEFAULT_TAX_RULES, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { bets } from '../betting/testing';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { settleResolvedBets } from './settle';

/*
 * The combo boost cannot be farmed. Only legs at 1.20 or more count, it is paid
 * on net winnings, a void leg lowers it to the counting legs left (never raises it), it is taxed
 * as a winning and it sits inside the payout cap.
 */
const SEVEN = ['Arsenal', 'Real Madrid', 'Liverpool', 'Alcaraz', 'Desert Crown', 'NaVi', 'Scheffler'];

describe.each(testDatabaseTargets())('the combo boost cannot be farmed on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target, { config: { maxPayout: toMoney(5_000_000) } });
  }, 60_000);
  afterAll(() => t?.close());

  /** Trading prices `names` at `odds` with the boost offered, and each player's legs as the slip sends them. */
  async function boostedLegs(names: readonly string[], odds: readonly number[]): Promise<SlipSelection[]> {
    const legs: SlipSelection[] = [];
    for (const [index, name] of names.entries()) {
      const leg = await t.selection(name);
      const price = odds[index] ?? odds[0]!;
      await t.database.db
        .update(outcomes)
        .set({ odds: price, comboBoostAvailable: true, result: null })
        .where(eq(outcomes.id, leg.outcome_id));
      await t.setSuspended(leg.outcome_id, false);
      legs.push({ ...leg, odds: price });
    }
    return legs;
  }

  async function calculateCombi(legs: SlipSelection[], player: TestPlayer, stake = 1_000): Promise<Ticket> {
    const response = await t.calculate(slipBody(legs, { type: 'combi', stake }), player);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  async function place(legs: SlipSelection[], player: TestPlayer) {
    const ticket = await calculateCombi(legs, player);
    expect(ticket.status).toBe('');
    return { ticket, answer: submitSuccessSchema.parse((await t.submit(ticket, player)).json()) };
  }

  const decide = (legs: SlipSelection[], result: 'won' | 'void') =>
    t.database.db
      .update(outcomes)
      .set({ result })
      .where(
        inArray(
          outcomes.id,
          legs.map((leg) => leg.outcome_id),
        ),
      );

  const settle = () => settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });

  const ledgerOf = (player: TestPlayer, kind: 'combo_boost' | 'winnings') =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.kind, kind)));

  const betOf = async (id: number) => (await t.database.db.select().from(bets).where(eq(bets.id, id)))[0]!;

  it('gives seven boosted legs at 1.01 no boost: at calculate, at acceptance and at settlement', async () => {
    const player = await t.newPlayer();
    const legs = await boostedLegs(SEVEN, [1.01]);
    const { ticket, answer } = await place(legs, player);
    expect(ticket.combo_boost ?? 0).toBe(0);
    expect(answer.bet.combo_boost ?? 0).toBe(0);

    await decide(legs, 'won');
    await settle();
    expect(await ledgerOf(player, 'combo_boost')).toEqual([]);
    expect((await betOf(answer.bet.id)).comboBoostPaid).toBeNull();
  });

  it('counts only the legs at 1.20 or more, and pays the boost on net winnings', async () => {
    const player = await t.newPlayer();
    // Two legs at 1.19 do not count: three counting legs earn 5 %, not the 10 % of four... or more.
    const legs = await boostedLegs(SEVEN.slice(0, 5), [2, 2, 2, 1.19, 1.19]);
    const { ticket } = await place(legs, player);
    // 2 × 2 × 2 × 1.19 × 1.19 = 11.3288 → 11.33 on 10.00 = 113.30; 5 % of the 103.30 won.
    expect(ticket.potential_return).toBe(11_330);
    expect(ticket.combo_boost).toBe(
      calcComboBoost({ potentialReturn: toMoney(11_330), cashStake: toMoney(1_000) }, 5, 'net'),
    );
    expect(ticket.combo_boost).toBe(516);
  });

  it('lowers the boost to the counting legs left when one is void, never above the accepted terms', async () => {
    const player = await t.newPlayer();
    // Four counting legs at 2.00 (10 %) and one at 1.05 that never counted.
    const legs = await boostedLegs(SEVEN.slice(0, 5), [2, 2, 2, 2, 1.05]);
    const { answer } = await place(legs, player);
    // 2⁴ × 1.05 = 16.80 on 10.00: 168.00; 10 % of the 158.00 won.
    expect(answer.bet.combo_boost).toBe(1_580);

    // A counting leg is void: three counting legs are left (5 %), on the return the bet made.
    await decide([legs[0]!], 'void');
    await decide(legs.slice(1), 'won');
    await settle();
    const bet = await betOf(answer.bet.id);
    // 2³ × 1.05 = 8.40 on 10.00: 84.00; 5 % of the 74.00 won.
    expect(bet.payout).toBe(8_400);
    expect(bet.comboBoostPaid).toBe(370);
    expect((await ledgerOf(player, 'combo_boost')).map((entry) => entry.amount)).toEqual([370]);
  });

  it('keeps the accepted boost when only a leg that never counted is void', async () => {
    const player = await t.newPlayer();
    const legs = await boostedLegs(SEVEN.slice(0, 4), [2, 2, 2, 1.05]);
    const { answer } = await place(legs, player);
    await decide([legs[3]!], 'void');
    await decide(legs.slice(0, 3), 'won');
    await settle();
    // 8.00 × 10.00 = 80.00 returned; still 5 % of the 70.00 won, as accepted.
    expect((await betOf(answer.bet.id)).comboBoostPaid).toBe(350);
  });

  it('taxes the boost as a winning (Romania), at acceptance and at settlement', async () => {
    const player = await t.newPlayer({ country: 'RO' });
    const legs = await boostedLegs(SEVEN.slice(0, 3), [3, 3, 3]);
    const { ticket, answer } = await place(legs, player);
    // 27.00 on 10.00 = 270.00 returned, 5 % of 260.00 won = 13.00 boost.
    expect(ticket.combo_boost).toBe(1_300);
    const tax = calcTax(DEFAULT_TAX_RULES.RO, { potentialReturn: toMoney(28_300), cashStake: toMoney(1_000) });
    expect(tax).toBeGreaterThan(
      calcTax(DEFAULT_TAX_RULES.RO, { potentialReturn: toMoney(27_000), cashStake: toMoney(1_000) }),
    );
    expect(answer.bet.tax).toBe(tax);
    const before = (await t.wallet.balanceOf(player.id)).balance;

    await decide(legs, 'won');
    await settle();
    const bet = await betOf(answer.bet.id);
    expect(bet).toMatchObject({ payout: 27_000, comboBoostPaid: 1_300, tax });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + 27_000 + 1_300 - tax);
  });

  it('refuses a combi whose return and boost together pass the payout cap, and writes nothing', async () => {
    const player = await t.newPlayer({ deposit: 2_000_000 });
    // 1.5⁴ = 5.0625 → 5.07 on 9,800.00 = 49,686.00, under the 50,000.00 cap; the 10 % boost is not.
    const legs = await boostedLegs(SEVEN.slice(0, 4), [1.5]);
    const ticket = await calculateCombi(legs, player, 980_000);
    expect(ticket.potential_return).toBeLessThanOrEqual(5_000_000);
    expect(ticket.status).toBe('MAX_PAYOUT_EXCEEDED');
    const [before] = await t.database.execute<{ bets: number; entries: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);

    const response = await t.submit({ ...ticket, status: '' }, player);

    expect(response.json()).toMatchObject({ status: 0, message: 'MAX_PAYOUT_EXCEEDED' });
    const [after] = await t.database.execute<{ bets: number; entries: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);
    expect(after).toEqual(before);
  });
});
