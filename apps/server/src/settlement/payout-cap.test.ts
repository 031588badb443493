import { and, eq, inArray, sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, myBetsResponseSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsAuth } from '../accounts/index';
import { DEFAULT_MAX_PAYOUT } from '../betting/index';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { bets } from '../betting/testing';
import { myBetsRoutes } from '../mybets/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { settleResolvedBets } from './settle';
import { refusalErrorHandler } from '../http/index';

/*
 * The payout cap holds for every bet. A starting-price leg is judged at its
 * current quote at acceptance, and settlement never pays more than the cap, whatever the SP.
 */
const RUNNERS = ['Alcaraz', 'Scheffler', 'Desert Crown'];

describe.each(testDatabaseTargets())('the payout cap holds for every bet on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
  }, 60_000);
  afterAll(() => t?.close());

  /** Three runners offered at starting price, trading quoting each at `quote`; the slip asks for SP. */
  async function spRunners(quote: number): Promise<SlipSelection[]> {
    const legs: SlipSelection[] = [];
    for (const name of RUNNERS) {
      const leg = await t.selection(name);
      await t.database.db
        .update(outcomes)
        .set({ odds: quote, isStartingPrice: true, result: null })
        .where(eq(outcomes.id, leg.outcome_id));
      legs.push({ ...leg, odds: quote, is_starting_price: true });
    }
    return legs;
  }

  async function counts(player: TestPlayer) {
    const [row] = await t.database.execute<{ bets: number; entries: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);
    return { ...row, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  const treble = async (legs: SlipSelection[], player: TestPlayer): Promise<Ticket> =>
    calculateSuccessSchema.parse((await t.calculate(slipBody(legs, { type: 'combi', stake: 100 }), player)).json())
      .tickets[0]!;

  it('refuses a 1.00 treble of 100/1 SP runners at acceptance: 1,030,301.00 is over the cap; nothing is written', async () => {
    const player = await t.newPlayer();
    const legs = await spRunners(101);
    const ticket = await treble(legs, player);
    expect(ticket.status).toBe('MAX_PAYOUT_EXCEEDED');
    expect(ticket.error_meta).toMatchObject({ max_payout: DEFAULT_MAX_PAYOUT, potential_return: 103_030_100 });
    const before = await counts(player);

    const response = await t.submit({ ...ticket, status: '', error: false, error_meta: {} }, player);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, message: 'MAX_PAYOUT_EXCEEDED' });
    expect(await counts(player)).toEqual(before);
  });

  it('pays at most the cap when the starting prices return at 100/1 after acceptance', async () => {
    const player = await t.newPlayer();
    const legs = await spRunners(2);
    const ticket = await treble(legs, player);
    expect(ticket.status).toBe('');
    const placed = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    const before = (await t.wallet.balanceOf(player.id)).balance;

    // The runners go off at 100/1 and all win.
    await t.database.db
      .update(outcomes)
      .set({ odds: 101, result: 'won' })
      .where(
        inArray(
          outcomes.id,
          legs.map((leg) => leg.outcome_id),
        ),
      );
    await settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });

    const [bet] = await t.database.db.select().from(bets).where(eq(bets.id, placed.bet.id));
    expect(bet).toMatchObject({ status: 'won', payout: DEFAULT_MAX_PAYOUT });
    const winnings = await t.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.kind, 'winnings')));
    expect(winnings).toEqual([{ amount: DEFAULT_MAX_PAYOUT }]);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + DEFAULT_MAX_PAYOUT);

    // My Bets says the payout was capped.
    const myBets = Fastify({ logger: false });
    await myBets.register(refusalErrorHandler);
    await myBets.register(sportsAuth, { tokens: t.accounts.tokens });
    await myBets.register(myBetsRoutes, { handle: t.database, inPlayDelayMs: 0 });
    await myBets.ready();
    try {
      const response = await myBets.inject({ url: '/v1/bets?status=all', headers: { jwt: player.token } });
      const listed = myBetsResponseSchema.parse(response.json()).bets.find((row) => row.id === placed.bet.id);
      expect(listed).toMatchObject({ status: 'won', payout: DEFAULT_MAX_PAYOUT, payout_capped: true });
    } finally {
      await myBets.close();
    }
  });

  it('pays at most a cap lowered since acceptance, for a fixed-price single too', async () => {
    const player = await t.newPlayer();
    const madrid = await t.selection('Real Madrid');
    await t.database.db.update(outcomes).set({ result: null }).where(eq(outcomes.id, madrid.outcome_id));
    const ticket = calculateSuccessSchema.parse(
      (await t.calculate(slipBody([madrid], { stake: 1_000 }), player)).json(),
    ).tickets[0]!;
    const placed = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    expect(placed.bet.potential_return).toBeGreaterThan(1_200);

    await t.database.db.update(outcomes).set({ result: 'won' }).where(eq(outcomes.id, madrid.outcome_id));
    await settleResolvedBets(t.database, {
      maxPayout: toMoney(1_200),
      onError: (error) => expect.unreachable(String(error)),
    });
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.id, placed.bet.id));
    expect(bet).toMatchObject({ status: 'won', payout: 1_200 });
  });
});
