import { eq, like } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest } from '@sportsbook/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slipBody, startBettingTestApp } from '../betting/testing';
import type { BettingTestApp, TestPlayer } from '../betting/testing';
import { betLegs, bets } from '../betting/testing';
import { markets, outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { settleResolvedBets } from './settle';

type Result = 'won' | 'lost' | 'void' | 'placed';

describe.each(testDatabaseTargets())('settling bets on $name', (target) => {
  let t: BettingTestApp;
  beforeEach(async () => {
    t = await startBettingTestApp(target);
  }, 60_000);
  afterEach(() => t?.close());

  const settle = () => settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });

  /** Prices the slip as the player and places its first ticket; returns the bet id. */
  async function place(body: CalculateRequest, player: TestPlayer): Promise<number> {
    const calculated = await t.calculate(body, player);
    expect(calculated.statusCode).toBe(200);
    const ticket = calculateSuccessSchema.parse(calculated.json()).tickets[0]!;
    expect(ticket.status).toBe('');
    const submitted = await t.submit(ticket, player);
    const answer = submitted.json<{ status: number; bet: { id: number } }>();
    expect(answer.status).toBe(1);
    return answer.bet.id;
  }

  /** Trading publishes an outcome's result (and the dead heat it was). */
  async function decide(outcomeName: string, result: Result, deadHeat?: [number, number]): Promise<void> {
    const { outcome_id } = await t.selection(outcomeName);
    await t.database.db
      .update(outcomes)
      .set({ result, deadHeatNum: deadHeat?.[0] ?? null, deadHeatDen: deadHeat?.[1] ?? null })
      .where(eq(outcomes.id, outcome_id));
  }

  async function voidMarketOf(outcomeName: string): Promise<void> {
    const { market_id } = await t.selection(outcomeName);
    await t.database.db.update(markets).set({ status: 'void' }).where(eq(markets.id, market_id));
  }

  async function betRow(id: number) {
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, id));
    return row!;
  }

  const settlementEntries = (id: number) =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `settle:${id}`));

  const balance = async (player: TestPlayer) => (await t.wallet.balanceOf(player.id)).balance;

  async function expectLedgerMatchesBalance(player: TestPlayer): Promise<void> {
    const audit = await t.wallet.audit(player.id);
    expect(audit.ledgerSum).toBe(audit.balance);
  }

  it('pays a winning single its stake times the odds as winnings', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Real Madrid')], { stake: 1_000 }), player);
    await decide('Real Madrid', 'won');
    const report = await settle();
    expect(report.settled).toEqual({ won: 1, partly_won: 0, lost: 0, void: 0 });
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 1_450, settledAt: expect.any(Date) });
    expect(await settlementEntries(id)).toMatchObject([{ kind: 'winnings', amount: 1_450 }]);
    expect(await balance(player)).toBe(100_450);
    await expectLedgerMatchesBalance(player);
  });

  it('settles only the bets on the events it is given (the ended events of a feed change)', async () => {
    const player = await t.newPlayer();
    const selection = await t.selection('Real Madrid');
    const id = await place(slipBody([selection], { stake: 1_000 }), player);
    await decide('Real Madrid', 'won');
    const scoped = (eventIds: number[]) =>
      settleResolvedBets(t.database, { eventIds, onError: (error) => expect.unreachable(String(error)) });
    expect(await scoped([])).toMatchObject({ examined: 0 });
    expect(await scoped([selection.event_id + 1_000_000])).toMatchObject({ examined: 0 });
    expect(await betRow(id)).toMatchObject({ status: 'open' });
    expect((await scoped([selection.event_id])).settled).toEqual({ won: 1, partly_won: 0, lost: 0, void: 0 });
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 1_450 });
    await expectLedgerMatchesBalance(player);
  });

  it('settles a losing single lost with payout 0 and no ledger row', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Alcaraz')], { stake: 1_000 }), player);
    await decide('Alcaraz', 'lost');
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await settlementEntries(id)).toEqual([]);
    expect(await balance(player)).toBe(99_000);
    const [leg] = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, id));
    expect(leg?.result).toBe('lost');
  });

  it('refunds the stake of a single on a void market', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Sinner')], { stake: 1_000 }), player);
    await voidMarketOf('Sinner');
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'void', payout: 1_000 });
    expect(await settlementEntries(id)).toMatchObject([{ kind: 'refund', amount: 1_000 }]);
    expect(await balance(player)).toBe(100_000);
    await expectLedgerMatchesBalance(player);
  });

  it('continues a combi past a void leg at odds 1', async () => {
    const player = await t.newPlayer();
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz')];
    const id = await place(slipBody(legs, { type: 'combi', stake: 500 }), player);
    await decide('Alcaraz', 'void');
    const first = await settle();
    expect(first.stillOpen).toBe(1);
    expect(await betRow(id)).toMatchObject({ status: 'open', payout: null });
    await decide('Real Madrid', 'won');
    await settle();
    // 1.45 x 1 = 1.45 on 5.00.
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 725 });
    expect(await balance(player)).toBe(100_225);
    await expectLedgerMatchesBalance(player);
  });

  it('settles a combi lost as soon as one leg loses, the others still to play', async () => {
    const player = await t.newPlayer();
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz')];
    const id = await place(slipBody(legs, { type: 'combi', stake: 500 }), player);
    await decide('Alcaraz', 'lost');
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'lost', payout: 0 });
    const recorded = await t.database.db
      .select({ result: betLegs.result })
      .from(betLegs)
      .where(eq(betLegs.betId, id))
      .orderBy(betLegs.position);
    expect(recorded.map((leg) => leg.result)).toEqual([null, 'lost']);
    expect(await balance(player)).toBe(99_500);
  });

  it('pays only the place part of an each-way single whose horse placed', async () => {
    const player = await t.newPlayer();
    const crown = await t.selection('Desert Crown');
    const id = await place(slipBody([{ ...crown, each_way: true }], { stake: 1_000 }), player);
    await decide('Desert Crown', 'placed');
    await settle();
    // Win part lost; place part at (2.75 - 1) / 4 + 1 = 1.4375 on 10.00 = 14.375, floored to 14.37.
    expect(await betRow(id)).toMatchObject({ status: 'partly_won', payout: 1_437 });
    expect(await balance(player)).toBe(100_000 - 2_000 + 1_437);
    await expectLedgerMatchesBalance(player);
  });

  it('divides a winning stake by a 1/2 dead heat', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Desert Crown')], { stake: 1_000 }), player);
    await decide('Desert Crown', 'won', [1, 2]);
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 1_375 });
    const [leg] = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, id));
    expect(leg).toMatchObject({ result: 'won', deadHeatNum: 1, deadHeatDen: 2 });
    expect(await balance(player)).toBe(100_375);
  });

  it('divides a winning stake by a 2/3 dead heat', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Scheffler')], { stake: 600 }), player);
    await decide('Scheffler', 'won', [2, 3]);
    await settle();
    // 5.5 x 6.00 x 2/3 = 22.00.
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 2_200 });
    expect(await balance(player)).toBe(100_000 - 600 + 2_200);
  });

  it('pays a winning free bet its winnings without the stake', async () => {
    const player = await t.newPlayer();
    const freebet = await t.wallet.grantFreebet(player.id, {
      name: 'Five',
      amount: toMoney(500),
      minOdds: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const id = await place(slipBody([await t.selection('Real Madrid')], { freebet: { id: freebet.id } }), player);
    expect(await betRow(id)).toMatchObject({ freebetAmount: 500, cashStake: 0 });
    await decide('Real Madrid', 'won');
    await settle();
    // 1.45 x 5.00 = 7.25, less the 5.00 free stake.
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 225 });
    expect(await balance(player)).toBe(100_225);
    await expectLedgerMatchesBalance(player);
  });

  it('gives a void free bet back as a new free bet of the same amount and pays no cash', async () => {
    const player = await t.newPlayer();
    const freebet = await t.wallet.grantFreebet(player.id, {
      name: 'Five',
      amount: toMoney(500),
      minOdds: 1.2,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const id = await place(slipBody([await t.selection('Sinner')], { freebet: { id: freebet.id } }), player);
    expect(await t.wallet.activeFreebets(player.id)).toEqual([]);
    await voidMarketOf('Sinner');
    await settle();
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'void', payout: 0 });
    expect(await settlementEntries(id)).toEqual([]);
    expect(await balance(player)).toBe(100_000);
    const regranted = await t.wallet.activeFreebets(player.id);
    expect(regranted).toMatchObject([
      { name: 'Five', amount: 500, amount_remaining: 500, conditions: { min_odds: 1.2 } },
    ]);
  });

  it('pays a System 2/3 the one line without the loser', async () => {
    const player = await t.newPlayer();
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz'), await t.selection('Scheffler')];
    const id = await place(slipBody(legs, { type: 'system', system_type: 'system_2/3', stake: 100 }), player);
    await decide('Real Madrid', 'won');
    await decide('Alcaraz', 'won');
    await decide('Scheffler', 'lost');
    await settle();
    // Lines: 1.45 x 1.83 = 2.6535 on 1.00 = 2.6535, half up 2.65; the two lines with Scheffler lose.
    expect(await betRow(id)).toMatchObject({ status: 'partly_won', payout: 265 });
    expect(await balance(player)).toBe(100_000 - 300 + 265);
    await expectLedgerMatchesBalance(player);
  });

  it('settles a starting-price leg at the SP the outcome shows when the result comes', async () => {
    const player = await t.newPlayer();
    const favourite = await t.selection('Unnamed Favourite');
    const id = await place(slipBody([favourite], { stake: 1_000 }), player);
    await t.setOdds(favourite.outcome_id, 3.5);
    await decide('Unnamed Favourite', 'won');
    await settle();
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 3_500 });
    const [leg] = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, id));
    expect(leg).toMatchObject({ isStartingPrice: true, odds: null, spOdds: 3.5, result: 'won' });
    expect(await balance(player)).toBe(102_500);
  });

  it('withholds the country tax from winnings (RO: 3 % of the payout)', async () => {
    const player = await t.newPlayer({ country: 'RO' });
    const id = await place(slipBody([await t.selection('Real Madrid')], { stake: 1_000 }), player);
    await decide('Real Madrid', 'won');
    await settle();
    // 3 % of 14.50 = 0.435, half up 0.44.
    expect(await betRow(id)).toMatchObject({ status: 'won', payout: 1_450, tax: 44 });
    expect(await settlementEntries(id)).toMatchObject([{ kind: 'winnings', amount: 1_406 }]);
    expect(await balance(player)).toBe(100_000 - 1_000 + 1_406);
  });

  it('pays once however many times settlement runs, the ledger equal to the balances', async () => {
    const player = await t.newPlayer();
    const ids = [
      await place(slipBody([await t.selection('Real Madrid')], { stake: 1_000 }), player),
      await place(slipBody([await t.selection('Sinner')], { stake: 1_000 }), player),
    ];
    await decide('Real Madrid', 'won');
    await voidMarketOf('Sinner');
    const peer = await t.database.openPeer();
    try {
      const reports = await Promise.all([
        settleResolvedBets(t.database, { batchSize: 1 }),
        settleResolvedBets(peer, { batchSize: 1 }),
      ]);
      const settledTotal = reports.reduce((sum, r) => sum + r.settled.won + r.settled.void, 0);
      expect(settledTotal).toBe(2);
    } finally {
      await peer.close();
    }
    const again = await settle();
    expect(again).toMatchObject({ examined: 0, settled: { won: 0, partly_won: 0, lost: 0, void: 0 } });
    const entries = await t.database.db.select().from(ledgerEntries).where(like(ledgerEntries.reference, 'settle:%'));
    expect(entries.map((entry) => [entry.reference, entry.amount]).sort()).toEqual(
      [
        [`settle:${ids[0]}`, 1_450],
        [`settle:${ids[1]}`, 1_000],
      ].sort(),
    );
    expect(await balance(player)).toBe(100_000 - 2_000 + 1_450 + 1_000);
    await expectLedgerMatchesBalance(player);
  });

  it('leaves a bet cashed out meanwhile alone: no second payment', async () => {
    const player = await t.newPlayer();
    const id = await place(slipBody([await t.selection('Real Madrid')], { stake: 1_000 }), player);
    await t.database.db.update(bets).set({ status: 'cashed_out', payout: 900 }).where(eq(bets.id, id));
    await decide('Real Madrid', 'won');
    const report = await settle();
    expect(report.examined).toBe(0);
    expect(await betRow(id)).toMatchObject({ status: 'cashed_out', payout: 900 });
    expect(await settlementEntries(id)).toEqual([]);
    expect(await balance(player)).toBe(99_000);
  });

  // A peer connection holding the bet's row lock needs a server database: registered on PostgreSQL only.
  if (target.name === 'postgres')
    it('skips a bet a cash out holds locked, and leaves it cashed out once that commits', async () => {
      const player = await t.newPlayer();
      const id = await place(slipBody([await t.selection('Real Madrid')], { stake: 1_000 }), player);
      await decide('Real Madrid', 'won');
      const peer = await t.database.openPeer();
      try {
        await peer.transaction(async (tx) => {
          await tx.select().from(bets).where(eq(bets.id, id)).for('update');
          await tx.update(bets).set({ status: 'cashed_out', payout: 900 }).where(eq(bets.id, id));
          const during = await settle();
          expect(during).toMatchObject({ examined: 1, skipped: 1 });
        });
      } finally {
        await peer.close();
      }
      expect((await settle()).examined).toBe(0);
      expect(await betRow(id)).toMatchObject({ status: 'cashed_out', payout: 900 });
      expect(await settlementEntries(id)).toEqual([]);
    });
});
