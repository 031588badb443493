import { sql } from 'drizzle-orm';
import { cashoutResponseSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import type { SlipSelection } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../betting/testing';
import { testDatabaseTargets } from '../storage/testing';
import { createMyBetsService } from './service';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

/*
 * The operator's cash-out switch is enforced by the server (decision 115): with
 * OPERATOR_CONFIG.disable_cashout the client hides cash out, and a client that asks anyway is
 * refused with nothing written.
 */
describe.each(testDatabaseTargets())('cash out switched off by the operator on $name', (target) => {
  let t: MyBetsTestApp;
  let madrid: SlipSelection;

  beforeAll(async () => {
    t = await startMyBetsTestApp(target, { cashoutEnabled: false });
    madrid = await t.selection('Real Madrid');
  }, 60_000);
  afterAll(() => t?.close());

  async function cashout(betId: number, quote: unknown, player: TestPlayer) {
    const response = await t.cashout(betId, { quote }, player);
    expect(response.statusCode, response.body).toBe(200);
    return cashoutResponseSchema.parse(response.json());
  }

  /** Everything a refusal must leave untouched: ledger rows, bet rows, balance. */
  async function snapshot(player: TestPlayer) {
    const [row] = await t.database.execute<{ entries: number; bets: string }>(sql`
      select (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
             (select string_agg(id || ':' || status || ':' || stake || ':' || coalesce(payout::text, '-')
                || ':' || coalesce(settled_at::text, '-'), ',' order by id)
                from bets where player_id = ${player.id}) as bets`);
    if (!row) throw new Error('the snapshot query returned no row');
    return { ...row, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  /** The quote the same bet would get with the switch on (as every other brand sees it). */
  async function quoteWithCashoutOn(player: TestPlayer, betId: number) {
    const service = createMyBetsService({ handle: t.database, inPlayDelayMs: 0 });
    const page = await service.listBets(
      { id: player.id, username: 'p', country: 'GB', currency: player.currency },
      { status: 'open', limit: 100 },
    );
    const offer = page.bets.find((bet) => bet.id === betId)?.cashout;
    if (!offer?.available) throw new Error(`no cash out offered with the switch on: ${JSON.stringify(offer)}`);
    return { service, quote: offer.quote };
  }

  it('offers no cash out on an open bet in My Bets (reason disabled)', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const page = myBetsResponseSchema.parse((await t.get('/v1/bets?status=all&limit=100', player)).json());
    expect(page.bets.find((bet) => bet.id === id)?.cashout).toEqual({ available: false, reason: 'disabled' });
  });

  it('refuses a cash out at the quote the bet is worth with CASHOUT_UNAVAILABLE, writing nothing', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const { quote } = await quoteWithCashoutOn(player, id);
    const before = await snapshot(player);
    const answer = await cashout(id, quote, player);
    expect(answer).toMatchObject({
      status: 0,
      message: 'CASHOUT_UNAVAILABLE',
      meta: { error: { reason: 'disabled' } },
    });
    expect(await snapshot(player)).toEqual(before);
    const [cashOuts] = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where reference = ${`cashout:${id}`}`,
    );
    expect(cashOuts!.n).toBe(0);
  });

  it('refuses the replayed request and a burst of the same request alike, still writing nothing', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const { quote } = await quoteWithCashoutOn(player, id);
    const before = await snapshot(player);
    expect((await cashout(id, quote, player)).status).toBe(0);
    const replays = await Promise.all([1, 2, 3].map(() => cashout(id, quote, player)));
    for (const answer of replays) expect(answer).toMatchObject({ status: 0, message: 'CASHOUT_UNAVAILABLE' });
    expect(await snapshot(player)).toEqual(before);
  });

  it('still answers junk, guests and foreign bets as before the switch is read', async () => {
    const owner = await t.newPlayer();
    const stranger = await t.newPlayer();
    const id = await t.place(owner, slipBody([madrid], { stake: 1_000 }));
    const before = await snapshot(owner);
    expect((await t.cashout(id, { quote: 'lots' }, owner)).statusCode).toBe(400);
    expect((await t.cashout(id, { quote: 950 })).statusCode).toBe(401);
    expect(await cashout(id, 950, stranger)).toMatchObject({ status: 0, message: 'CASHOUT_UNAVAILABLE' });
    expect(await snapshot(owner)).toEqual(before);
  });

  it('pays the same bet once the switch is on: the refusals left it as it was', async () => {
    const player = await t.newPlayer();
    const id = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    const { service, quote } = await quoteWithCashoutOn(player, id);
    expect((await cashout(id, quote, player)).status).toBe(0);
    const before = await snapshot(player);
    const sportsPlayer = { id: player.id, username: 'p', country: 'GB', currency: player.currency };
    const paid = await service.cashout(sportsPlayer, id, quote);
    expect(paid).toMatchObject({ status: 1, bet_id: id, payout: quote });
    const after = await snapshot(player);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.balance).toBe(before.balance + quote);
  });
});
