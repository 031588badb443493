import { and, eq, inArray, sql } from 'drizzle-orm';
import { calcTotals, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, myBetsResponseSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { bets } from '../betting/testing';
import { sportsAuth } from '../accounts/index';
import { myBetsRoutes } from '../mybets/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { DEFAULT_COMBO_BOOST } from '../catalog/testing';
import { ledgerEntries } from '../wallet/testing';
import { boostReference, settleResolvedBets } from './settle';
import { refusalErrorHandler } from '../http/index';

/*
 * The combo boost the slip shows is part of the accepted ticket, stored on the
 * bet, credited at settlement as its own ledger kind in the settlement transaction, and never
 * twice, however often settlement runs.
 */
describe.each(testDatabaseTargets())('combo boost paid on $name', (target) => {
  let t: BettingTestApp;
  let legs: SlipSelection[];
  beforeEach(async () => {
    t = await startBettingTestApp(target);
    // Trading offers the boost on these outcomes too: three boosted legs earn 5 % (DEFAULT_COMBO_BOOST).
    legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz'), await t.selection('Scheffler')];
    await t.database.db
      .update(outcomes)
      .set({ comboBoostAvailable: true })
      .where(
        inArray(
          outcomes.id,
          legs.map((leg) => leg.outcome_id),
        ),
      );
  }, 60_000);
  afterEach(() => t?.close());

  const settle = () => settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });
  const expectedTotals = () =>
    calcTotals({
      betType: 'combi',
      legs: legs.map((leg) => ({ outcomeId: leg.outcome_id, eventId: leg.event_id, odds: leg.odds, comboBoost: true })),
      stake: toMoney(1_000),
      comboBoost: DEFAULT_COMBO_BOOST,
    });

  async function placeCombi(player: TestPlayer): Promise<{ ticket: Ticket; betId: number; boost: number }> {
    const calculated = await t.calculate(slipBody(legs, { type: 'combi', stake: 1_000 }), player);
    const ticket = calculateSuccessSchema.parse(calculated.json()).tickets[0]!;
    expect(ticket.status).toBe('');
    const answer = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    return { ticket, betId: answer.bet.id, boost: answer.bet.combo_boost ?? 0 };
  }

  async function decideAll(result: 'won' | 'lost', which = legs) {
    await t.database.db
      .update(outcomes)
      .set({ result })
      .where(
        inArray(
          outcomes.id,
          which.map((leg) => leg.outcome_id),
        ),
      );
  }

  const boostEntries = (playerId: number) =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'combo_boost')));

  it('shows the boost on the calculated ticket and the receipt, and stores the accepted terms on the bet', async () => {
    const player = await t.newPlayer();
    const { ticket, betId, boost } = await placeCombi(player);
    const expected = expectedTotals();
    expect(expected.boost).toBe(680);
    expect(ticket.combo_boost).toBe(expected.boost);
    expect(boost).toBe(expected.boost);
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(row).toMatchObject({
      comboBoost: 680,
      comboBoostPercent: 5,
      comboBoostMode: 'net',
      comboBoostPaid: null,
      potentialReturn: expected.potentialReturn,
    });
  });

  it('credits the boost at settlement as its own ledger kind, beside the winnings, and keeps the audit equal', async () => {
    const player = await t.newPlayer();
    const { betId } = await placeCombi(player);
    const before = (await t.wallet.balanceOf(player.id)).balance;
    await decideAll('won');
    expect((await settle()).settled.won).toBe(1);
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(row).toMatchObject({ status: 'won', payout: 14_600, comboBoostPaid: 680 });
    expect(await boostEntries(player.id)).toMatchObject([
      { kind: 'combo_boost', amount: 680, reference: boostReference(betId) },
    ]);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + 14_600 + 680);
    const audit = await t.wallet.audit(player.id);
    expect(audit.ledgerSum).toBe(audit.balance);
  });

  it('never pays the boost twice: settlement run again, twice at once, or replayed on a reopened bet', async () => {
    const player = await t.newPlayer();
    const { betId } = await placeCombi(player);
    await decideAll('won');
    await Promise.all([settle(), settle()]);
    await settle();
    const paid = (await t.wallet.balanceOf(player.id)).balance;
    expect(await boostEntries(player.id)).toHaveLength(1);

    // The attack on replay: the bet is put back to open with its legs undecided, as a restore
    // or a bad manual fix would; settling it again must not move money a second time.
    await t.database.execute(
      sql`update bets set status = 'open', payout = null, combo_boost_paid = null where id = ${betId}`,
    );
    await t.database.execute(sql`update bet_legs set result = null where bet_id = ${betId}`);
    const failures: unknown[] = [];
    const report = await settleResolvedBets(t.database, { onError: (error) => failures.push(error) });
    expect(report.failed).toBe(1);
    expect(failures).toHaveLength(1);
    expect(await boostEntries(player.id)).toHaveLength(1);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(paid);
  });

  it('pays no boost on a lost combi', async () => {
    const player = await t.newPlayer();
    const { betId } = await placeCombi(player);
    await decideAll('lost', [legs[0]!]);
    await settle();
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(row).toMatchObject({ status: 'lost', comboBoostPaid: null });
    expect(await boostEntries(player.id)).toEqual([]);
  });

  it('shows the accepted boost and then the paid boost in My Bets', async () => {
    const app = Fastify({ logger: false });
    await app.register(refusalErrorHandler);
    await app.register(sportsAuth, { tokens: t.accounts.tokens });
    await app.register(myBetsRoutes, { handle: t.database, inPlayDelayMs: 0 });
    await app.ready();
    try {
      const player = await t.newPlayer();
      const { betId } = await placeCombi(player);
      const myBet = async () => {
        const response = await app.inject({ url: '/v1/bets?status=all', headers: { jwt: player.token } });
        return myBetsResponseSchema.parse(response.json()).bets.find((bet) => bet.id === betId)!;
      };
      expect(await myBet()).toMatchObject({ combo_boost: 680, combo_boost_paid: null, status: 'open' });
      await decideAll('won');
      await settle();
      expect(await myBet()).toMatchObject({ combo_boost: 680, combo_boost_paid: 680, status: 'won', payout: 14_600 });
    } finally {
      await app.close();
    }
  });
});
