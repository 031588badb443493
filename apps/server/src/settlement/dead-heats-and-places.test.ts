import { eq } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest } from '@sportsbook/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { bets } from '../betting/testing';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { settleResolvedBets } from './settle';

/*
 * What the settlement oracle (sim/oracle, decision 090) found production paying against the
 * rules, and decision 094 fixed: a free bet in a dead heat, a dead heat in a combi, and the
 * status of a system with a horse only placed.
 */
describe.each(testDatabaseTargets())('dead heats and places on $name', (target) => {
  let t: BettingTestApp;
  beforeEach(async () => {
    t = await startBettingTestApp(target);
  }, 60_000);
  afterEach(() => t?.close());

  const settle = () => settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });

  async function place(body: CalculateRequest, player: TestPlayer): Promise<number> {
    const calculated = await t.calculate(body, player);
    const ticket = calculateSuccessSchema.parse(calculated.json()).tickets[0]!;
    expect(ticket.status).toBe('');
    const answer = (await t.submit(ticket, player)).json<{ status: number; bet: { id: number } }>();
    expect(answer.status).toBe(1);
    return answer.bet.id;
  }

  async function decide(outcomeName: string, result: 'won' | 'lost' | 'placed', deadHeat?: [number, number]) {
    const { outcome_id } = await t.selection(outcomeName);
    await t.database.db
      .update(outcomes)
      .set({ result, deadHeatNum: deadHeat?.[0] ?? null, deadHeatDen: deadHeat?.[1] ?? null })
      .where(eq(outcomes.id, outcome_id));
  }

  async function betRow(id: number) {
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, id));
    return row!;
  }

  async function expectLedgerMatchesBalance(player: TestPlayer): Promise<void> {
    const audit = await t.wallet.audit(player.id);
    expect(audit.ledgerSum).toBe(audit.balance);
  }

  it('pays a free bet in a dead heat the winnings of the half that stood', async () => {
    const player = await t.newPlayer();
    const freebet = await t.wallet.grantFreebet(player.id, {
      name: 'Five',
      amount: toMoney(500),
      minOdds: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const id = await place(slipBody([await t.selection('Scheffler')], { freebet: { id: freebet.id } }), player);
    await decide('Scheffler', 'won', [1, 2]);
    await settle();
    // 2.50 of the 5.00 free stake stood at 5.5: winnings 2.50 × 4.5 = 11.25 (was 13.75 − 5.00 = 8.75).
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 1_125 });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000 + 1_125);
    await expectLedgerMatchesBalance(player);
  });

  it('divides the stake of a combi in a dead heat, not its rounded-up odds', async () => {
    const player = await t.newPlayer();
    const legs = [await t.selection('Alcaraz'), await t.selection('Scheffler')];
    const id = await place(slipBody(legs, { type: 'combi', stake: 1_000 }), player);
    await decide('Alcaraz', 'won');
    await decide('Scheffler', 'won', [1, 2]);
    await settle();
    // Combi odds 1.83 × 5.5 = 10.065 → 10.07 on half of 10.00 = 50.35 (was 1.83 × 2.75 = 5.0325 → 5.04 → 50.40).
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 5_035 });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000 - 1_000 + 5_035);
    await expectLedgerMatchesBalance(player);
  });

  it('stores a System 2/3 whose horse only placed as partly won: its two doubles lost', async () => {
    const player = await t.newPlayer();
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz'), await t.selection('Scheffler')];
    const id = await place(slipBody(legs, { type: 'system', system_type: 'system_2/3', stake: 100 }), player);
    await decide('Real Madrid', 'won');
    await decide('Alcaraz', 'won');
    await decide('Scheffler', 'placed');
    await settle();
    // Only Real Madrid × Alcaraz pays: 1.45 × 1.83 = 2.6535 on 1.00, floored 2.65.
    expect(await betRow(id)).toMatchObject({ status: 'partly_won', payout: 265 });
    await expectLedgerMatchesBalance(player);
  });
});
