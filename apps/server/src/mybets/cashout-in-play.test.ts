import { and, eq, sql } from 'drizzle-orm';
import { settledWinFactor, rational } from '@sportsbook/betting';
import { myBetsResponseSchema } from '@sportsbook/protocol';
import type { SlipSelection } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../betting/testing';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

/*
 * The in-play wait of a cash out, performed against the real routes with a controllable wait: a cash
 * out with a leg in play waits the delay and is re-quoted (a fall refuses, nothing moves), and
 * a quote values a won leg with its dead-heat share exactly as settlement pays it.
 */
describe.each(testDatabaseTargets())('cash out in play and dead heats on $name', (target) => {
  let t: MyBetsTestApp;
  let arsenal: SlipSelection;
  let madrid: SlipSelection;
  let alcaraz: SlipSelection;
  const waits: number[] = [];
  /** What trading does while a cash out waits. */
  let duringWait: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    t = await startMyBetsTestApp(target, {
      inPlayDelayMs: 3_000,
      sleep: async (ms) => {
        waits.push(ms);
        await duringWait();
      },
    });
    arsenal = await t.selection('Arsenal');
    madrid = await t.selection('Real Madrid');
    alcaraz = await t.selection('Alcaraz');
  }, 60_000);
  afterAll(() => t?.close());

  async function offerOf(player: TestPlayer, betId: number) {
    const page = myBetsResponseSchema.parse((await t.get('/v1/bets?status=all&limit=100', player)).json());
    return page.bets.find((bet) => bet.id === betId)?.cashout;
  }

  async function quoteOf(player: TestPlayer, betId: number): Promise<number> {
    const offer = await offerOf(player, betId);
    if (!offer?.available) throw new Error(`no cash out offered: ${JSON.stringify(offer)}`);
    return offer.quote;
  }

  /** Everything a refused cash out must leave untouched. */
  async function snapshot(player: TestPlayer) {
    const [row] = await t.database.execute<{ entries: number; statuses: string }>(sql`
      select (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
             (select string_agg(status || ':' || coalesce(payout::text, '-'), ',' order by id) from bets
               where player_id = ${player.id}) as statuses`);
    return { ...row, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  async function cashout(betId: number, quote: number, player: TestPlayer) {
    const response = await t.cashout(betId, { quote }, player);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function withTrading<T>(during: () => Promise<void>, run: () => Promise<T>): Promise<T> {
    duringWait = during;
    waits.length = 0;
    try {
      return await run();
    } finally {
      duringWait = async () => undefined;
    }
  }

  it('refuses a cash out racing a price drop on a live leg with CASHOUT_QUOTE_CHANGED; the ledger and bet are unchanged', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([arsenal], { stake: 1_000 }));
    const quote = await quoteOf(player, id);
    const before = await snapshot(player);
    try {
      // The backed side drifts during the delay (a goal against it): the quote falls.
      const answer = await withTrading(
        () => t.setOdds(arsenal.outcome_id, arsenal.odds * 2),
        () => cashout(id, quote, player),
      );
      expect(waits).toEqual([3_000]);
      expect(answer).toMatchObject({
        status: 0,
        message: 'CASHOUT_QUOTE_CHANGED',
        meta: { error: { previous: quote, quote: expect.any(Number) } },
      });
      expect(answer.meta.error.quote).toBeLessThan(quote);
      expect(await snapshot(player)).toEqual(before);
      expect(await offerOf(player, id)).toEqual({ available: true, quote: answer.meta.error.quote });
    } finally {
      await t.setOdds(arsenal.outcome_id, arsenal.odds);
    }
  });

  it('refuses a live cash out whose market is suspended during the delay, and writes nothing', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([arsenal], { stake: 1_000 }));
    const quote = await quoteOf(player, id);
    const before = await snapshot(player);
    try {
      const answer = await withTrading(
        () => t.setSuspended(arsenal.outcome_id, true),
        () => cashout(id, quote, player),
      );
      expect(answer).toMatchObject({
        status: 0,
        message: 'CASHOUT_UNAVAILABLE',
        meta: { error: { reason: 'suspended' } },
      });
      expect(await snapshot(player)).toEqual(before);
    } finally {
      await t.setSuspended(arsenal.outcome_id, false);
    }
  });

  it('pays a live cash out its quote after the delay when the price held', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([arsenal], { stake: 1_000 }));
    const quote = await quoteOf(player, id);
    const before = (await t.wallet.balanceOf(player.id)).balance;
    const answer = await withTrading(
      async () => undefined,
      () => cashout(id, quote, player),
    );
    expect(waits).toEqual([3_000]);
    expect(answer).toMatchObject({ status: 1, bet_id: id, payout: quote });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + quote);
  });

  it('pays the accepted quote, not more, when the quote rose during the delay', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([arsenal], { stake: 1_000 }));
    const quote = await quoteOf(player, id);
    const before = (await t.wallet.balanceOf(player.id)).balance;
    try {
      const answer = await withTrading(
        () => t.setOdds(arsenal.outcome_id, 1.1),
        () => cashout(id, quote, player),
      );
      expect(answer).toMatchObject({ status: 1, payout: quote });
      expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + quote);
      const credits = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.kind, 'cash_out')));
      expect(credits.map((credit) => credit.amount)).toEqual([quote]);
    } finally {
      await t.setOdds(arsenal.outcome_id, arsenal.odds);
    }
  });

  it('does not make a pre-match cash out wait', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const quote = await quoteOf(player, id);
    waits.length = 0;
    expect(await cashout(id, quote, player)).toMatchObject({ status: 1, payout: quote });
    expect(waits).toEqual([]);
  });

  it('values a won leg of a dead heat at its share, exactly as settlement pays it', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid, alcaraz], { type: 'combi', stake: 1_000 }));
    await t.database.execute(
      sql`update bet_legs set result = 'won', dead_heat_num = 1, dead_heat_den = 2 where bet_id = ${id} and position = 0`,
    );
    // 10.00 × (1.45 × 1/2, settlement's factor) × 1.83 / 1.83 × 0.95, rounded down.
    const factor = settledWinFactor({ odds: madrid.odds, result: 'won', deadHeat: { num: 1, den: 2 } });
    const expected = Math.floor(rational.toNumber(factor) * 1_000 * 0.95);
    expect(expected).toBe(688);
    expect(await offerOf(player, id)).toEqual({ available: true, quote: expected });
    const before = (await t.wallet.balanceOf(player.id)).balance;
    expect(await cashout(id, expected, player)).toMatchObject({ status: 1, payout: expected });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + expected);
  });
});
