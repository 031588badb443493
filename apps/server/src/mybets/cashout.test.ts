import { and, eq, sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { cashoutResponseSchema, cashoutsResponseSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import type { SlipSelection } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../betting/testing';
import type { TestPlayer } from '../betting/testing';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

describe.each(testDatabaseTargets())('cash out on $name', (target) => {
  let t: MyBetsTestApp;
  let madrid: SlipSelection;
  let alcaraz: SlipSelection;

  beforeAll(async () => {
    t = await startMyBetsTestApp(target);
    madrid = await t.selection('Real Madrid');
    alcaraz = await t.selection('Alcaraz');
  }, 60_000);
  afterAll(() => t?.close());

  /** The current offer of a bet as My Bets shows it. */
  async function offerOf(player: TestPlayer, betId: number) {
    const page = myBetsResponseSchema.parse((await t.get('/v1/bets?status=all&limit=100', player)).json());
    return page.bets.find((bet) => bet.id === betId)?.cashout;
  }

  async function cashout(betId: number, quote: unknown, player: TestPlayer) {
    const response = await t.cashout(betId, { quote }, player);
    expect(response.statusCode, response.body).toBe(200);
    return cashoutResponseSchema.parse(response.json());
  }

  /** Everything a refusal must leave untouched. */
  async function snapshot(player: TestPlayer) {
    const [row] = await t.database.execute<{ entries: number; statuses: string }>(sql`
      select (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
             (select string_agg(status || ':' || coalesce(payout::text, '-'), ',' order by id) from bets
               where player_id = ${player.id}) as statuses`);
    return { ...row, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  it('raises the quote when the backed price shortens and lowers it when it drifts', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    // 10.00 at 1.45: worth 10.00 × 1.45 / current × 0.95, rounded down.
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 950 });
    await t.setOdds(madrid.outcome_id, 1.2);
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 1_147 });
    await t.setOdds(madrid.outcome_id, 2);
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 688 });
    await t.setSuspended(madrid.outcome_id, true);
    expect(await offerOf(player, id)).toEqual({ available: false, reason: 'suspended' });
    await t.setSuspended(madrid.outcome_id, false);
    await t.setOdds(madrid.outcome_id, 1.45);
  });

  it('prices a combi from every leg, carrying a won leg at its taken odds', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid, alcaraz], { type: 'combi', stake: 1_000 }));
    // Two undecided legs, the margin off each (decision 096): 10.00 × 0.95 × 0.95 = 9.025.
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 902 });
    await t.database.execute(sql`update bet_legs set result = 'won' where bet_id = ${id} and position = 0`);
    await t.setOdds(alcaraz.outcome_id, 1.5);
    // 10.00 × 1.45 × 1.83 / 1.5 × 0.95 = 16.807
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 1_680 });
    await t.setOdds(alcaraz.outcome_id, 1.83);
  });

  it('settles the bet at the quote, credits exactly the quote, keeps the audit equal and reports it to the poll', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const before = (await t.wallet.balanceOf(player.id)).balance;
    expect((await cashoutsResponseSchema.parse((await t.get('/v1/bets/cashouts', player)).json())).cashouts).toEqual(
      [],
    );

    const answer = await cashout(id, 950, player);
    expect(answer).toMatchObject({ status: 1, bet_id: id, payout: 950 });

    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + 950);
    const audit = await t.wallet.audit(player.id);
    expect(audit.balance).toBe(audit.ledgerSum);
    const credits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.kind, 'cash_out')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 950, reference: `cashout:${id}`, balanceAfter: before + 950 });
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.id, id));
    expect(bet).toMatchObject({ status: 'cashed_out', payout: 950 });
    expect(bet!.settledAt?.toISOString()).toBe(answer.status === 1 ? answer.settled_at : '');

    const poll = cashoutsResponseSchema.parse((await t.get('/v1/bets/cashouts', player)).json());
    expect(poll.cashouts).toEqual([{ bet_id: id }]);
    expect(cashoutsResponseSchema.parse((await t.get('/v1/bets/cashouts', await t.newPlayer())).json())).toEqual({
      cashouts: [],
    });
    const listed = myBetsResponseSchema.parse((await t.get('/v1/bets?status=settled', player)).json());
    expect(listed.bets[0]).toMatchObject({ id, status: 'cashed_out', payout: 950, cashout: null });
  });

  it('records no tax on a cashed-out bet: the tax its ticket showed was never withheld (found by the simulation)', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    // What a taxed country's ticket shows as withheld from a win (RO, GR).
    await t.database.execute(sql`update bets set tax = 13 where id = ${id}`);
    const quote = (await offerOf(player, id)) as { quote: number };
    expect(await cashout(id, quote.quote, player)).toMatchObject({ status: 1, payout: quote.quote });
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.id, id));
    expect(bet).toMatchObject({ status: 'cashed_out', payout: quote.quote, tax: 0 });
    const listed = myBetsResponseSchema.parse((await t.get('/v1/bets?status=settled', player)).json());
    expect(listed.bets.find((row) => row.id === id)).toMatchObject({ tax: 0, payout: quote.quote });
  });

  it('refuses a changed price with the new quote and writes nothing', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    await t.setOdds(madrid.outcome_id, 1.6);
    const before = await snapshot(player);
    // The player saw 9.50; the price drifted to 1.6, so the bet is now worth 8.60.
    expect(await cashout(id, 950, player)).toEqual({
      status: 0,
      message: 'CASHOUT_QUOTE_CHANGED',
      meta: { error: { message: 'The cash-out value has changed.', quote: 860, previous: 950 } },
    });
    expect(await snapshot(player)).toEqual(before);
    await t.setOdds(madrid.outcome_id, 1.45);
  });

  it('pays a cash out once however often it is asked, even at the same time', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const before = (await t.wallet.balanceOf(player.id)).balance;
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashout(id, 950, player)));
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 0)) {
      expect(answer).toMatchObject({ message: 'CASHOUT_UNAVAILABLE', meta: { error: { reason: 'settled' } } });
    }
    expect(await cashout(id, 950, player)).toMatchObject({ status: 0, message: 'CASHOUT_UNAVAILABLE' });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(before + 950);
    const audit = await t.wallet.audit(player.id);
    expect(audit.balance).toBe(audit.ledgerSum);
  });

  it("refuses another player's bet, a settled bet and a free bet, writing nothing", async () => {
    const owner = await t.newPlayer();
    const other = await t.newPlayer();
    const id = await t.place(owner, slipBody([madrid], { stake: 1_000 }));
    const otherBefore = await snapshot(other);
    expect(await cashout(id, 950, other)).toMatchObject({
      status: 0,
      message: 'CASHOUT_UNAVAILABLE',
      meta: { error: { reason: 'not_found' } },
    });
    expect(await cashout(999_999, 950, other)).toMatchObject({ meta: { error: { reason: 'not_found' } } });
    expect(await snapshot(other)).toEqual(otherBefore);

    await t.database.execute(sql`update bets set status = 'lost', payout = 0, settled_at = now() where id = ${id}`);
    const ownerBefore = await snapshot(owner);
    expect(await cashout(id, 950, owner)).toMatchObject({ meta: { error: { reason: 'settled' } } });
    expect(await snapshot(owner)).toEqual(ownerBefore);

    const { id: freebetId } = await t.wallet.grantFreebet(owner.id, {
      name: 'Free 5',
      amount: toMoney(500),
      minOdds: null,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const free = await t.place(owner, slipBody([madrid], { freebet: { id: freebetId }, stake: 500 }));
    expect(await offerOf(owner, free)).toEqual({ available: false, reason: 'freebet' });
    const freeBefore = await snapshot(owner);
    expect(await cashout(free, 100, owner)).toMatchObject({ meta: { error: { reason: 'freebet' } } });
    expect(await snapshot(owner)).toEqual(freeBefore);
  });

  it('answers a guest 401 on cash out and on the poll', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    expect((await t.cashout(id, { quote: 950 })).statusCode).toBe(401);
    expect((await t.get('/v1/bets/cashouts')).statusCode).toBe(401);
    expect(await offerOf(player, id)).toEqual({ available: true, quote: 950 });
  });

  it('stops reporting a cash out once it is older than the notice window', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    await cashout(id, 950, player);
    await t.database.execute(sql`update bets set settled_at = now() - interval '11 minutes' where id = ${id}`);
    expect(cashoutsResponseSchema.parse((await t.get('/v1/bets/cashouts', player)).json()).cashouts).toEqual([]);
  });
});
