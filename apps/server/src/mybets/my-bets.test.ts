import { sql } from 'drizzle-orm';
import { myBetsResponseSchema } from '@sportsbook/protocol';
import type { MyBetsResponse } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../betting/testing';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startMyBetsTestApp } from './test-app';
import type { MyBetsTestApp } from './test-app';

describe.each(testDatabaseTargets())('My Bets on $name', (target) => {
  let t: MyBetsTestApp;
  let player: TestPlayer;
  const ids: Record<'madrid' | 'alcaraz' | 'arsenal' | 'combi', number> = {
    madrid: 0,
    alcaraz: 0,
    arsenal: 0,
    combi: 0,
  };

  beforeAll(async () => {
    t = await startMyBetsTestApp(target);
    player = await t.newPlayer();
    const madrid = await t.selection('Real Madrid');
    const alcaraz = await t.selection('Alcaraz');
    const arsenal = await t.selection('Arsenal');
    ids.madrid = await t.place(player, slipBody([madrid], { stake: 1_000 }));
    ids.alcaraz = await t.place(player, slipBody([alcaraz], { stake: 500 }));
    ids.arsenal = await t.place(player, slipBody([arsenal], { stake: 200 }));
    ids.combi = await t.place(player, slipBody([madrid, alcaraz], { type: 'combi', stake: 300 }));
    // Placed on four days of May 2030; the Alcaraz single has been settled as won.
    const days: [number, string][] = [
      [ids.madrid, '2030-05-01T10:00:00Z'],
      [ids.alcaraz, '2030-05-02T10:00:00Z'],
      [ids.arsenal, '2030-05-03T10:00:00Z'],
      [ids.combi, '2030-05-04T10:00:00Z'],
    ];
    for (const [id, at] of days) await t.database.execute(sql`update bets set placed_at = ${at} where id = ${id}`);
    await t.database.execute(
      sql`update bets set status = 'won', payout = 915, settled_at = '2030-05-02T14:00:00Z' where id = ${ids.alcaraz}`,
    );
    await t.database.execute(sql`update bet_legs set result = 'won' where bet_id = ${ids.alcaraz}`);
    // Someone else's bet never shows.
    await t.place(await t.newPlayer(), slipBody([madrid], { stake: 100 }));
  }, 60_000);
  afterAll(() => t?.close());

  async function list(query: string, as: TestPlayer = player): Promise<MyBetsResponse> {
    const response = await t.get(`/v1/bets${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return myBetsResponseSchema.parse(response.json());
  }

  it('lists every bet of the player newest first, with legs, stakes and returns', async () => {
    const page = await list('');
    expect(page.bets.map((bet) => bet.id)).toEqual([ids.combi, ids.arsenal, ids.alcaraz, ids.madrid]);
    expect(page.next_cursor).toBeNull();
    const combi = page.bets[0]!;
    expect(combi).toMatchObject({
      bet_type: 'combi',
      stake: 300,
      total_stake: 300,
      potential_return: 798,
      payout: null,
      status: 'open',
      placed_at: '2030-05-04T10:00:00.000Z',
      settled_at: null,
      currency: 'GBP',
    });
    expect(combi.legs.map((leg) => [leg.event_name, leg.market_name, leg.outcome_name, leg.odds, leg.result])).toEqual([
      ['Real Madrid - Barcelona', 'Match Result', 'Real Madrid', 1.45, null],
      ['Alcaraz - Sinner', 'Match Winner', 'Alcaraz', 1.83, null],
    ]);
  });

  it('shows the live state of an open leg and its cash-out quote', async () => {
    const arsenal = (await list('?status=open')).bets.find((bet) => bet.id === ids.arsenal)!;
    expect(arsenal.legs[0]!.live).toMatchObject({
      is_live: true,
      event_status: 'live',
      odds: 1.5,
      is_suspended: false,
    });
    expect(arsenal.legs[0]!.live!.stats).toMatchObject({ home_scores: 1, away_scores: 0 });
    expect(arsenal.cashout).toEqual({ available: true, quote: 190 });
  });

  it('filters open bets and settled bets', async () => {
    expect((await list('?status=open')).bets.map((bet) => bet.id)).toEqual([ids.combi, ids.arsenal, ids.madrid]);
    const settled = await list('?status=settled');
    expect(settled.bets).toHaveLength(1);
    expect(settled.bets[0]).toMatchObject({
      id: ids.alcaraz,
      status: 'won',
      payout: 915,
      settled_at: '2030-05-02T14:00:00.000Z',
      cashout: null,
    });
    expect(settled.bets[0]!.legs[0]).toMatchObject({ result: 'won', live: null });
  });

  it('filters by placing date, a date-only "to" including its whole day', async () => {
    expect((await list('?from=2030-05-02&to=2030-05-03')).bets.map((bet) => bet.id)).toEqual([
      ids.arsenal,
      ids.alcaraz,
    ]);
    expect((await list('?from=2030-05-03T10:00:00Z')).bets.map((bet) => bet.id)).toEqual([ids.combi, ids.arsenal]);
    expect((await list('?to=2030-05-01T10:00:00.000Z')).bets.map((bet) => bet.id)).toEqual([ids.madrid]);
    expect((await list('?status=open&from=2030-05-02&to=2030-05-02')).bets).toEqual([]);
  });

  it('pages with the cursor through every bet once, in order', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.bets.map((bet) => bet.id));
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual([ids.combi, ids.arsenal, ids.alcaraz, ids.madrid]);
    const one = await list('?limit=1&status=open');
    expect(one.next_cursor).toBe(String(ids.combi));
  });

  it('lists nothing for a player without bets, and answers a guest 401', async () => {
    expect((await list('', await t.newPlayer())).bets).toEqual([]);
    const guest = await t.get('/v1/bets');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
  });

  it('answers malformed filters 400 VALIDATION_ERROR with a readable message', async () => {
    for (const query of ['?status=won', '?from=yesterday', '?limit=0', '?limit=101', '?limit=1.5', '?cursor=-1']) {
      const response = await t.get(`/v1/bets${query}`, player);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
      expect(response.json().meta.error.message).toMatch(/my bets query/);
    }
  });
});
