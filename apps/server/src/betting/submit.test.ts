import { eq, sql } from 'drizzle-orm';
import { calcTotals, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest, SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoPlayers } from '../accounts/index';
import { loginBody } from '../accounts/testing';
import { events } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { betLegs, bets } from './tables';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

describe.each(testDatabaseTargets())('bet slip submit on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target, { config: { maxPayout: toMoney(5_000_000) } });
  }, 60_000);
  afterAll(() => t?.close());

  async function calculate(body: CalculateRequest, player?: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(body, player);
    expect(response.statusCode).toBe(200);
    const [ticket] = calculateSuccessSchema.parse(response.json()).tickets;
    return ticket!;
  }

  async function place(ticket: Ticket, player: TestPlayer, acceptOdds = 'ACCEPT_ANY') {
    const response = await t.submit(ticket, player, acceptOdds);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Everything a refusal must leave untouched. */
  async function snapshot(player: TestPlayer) {
    const [counts] = await t.database.execute<{ bets: number; entries: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);
    return { ...counts, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  const legsOf = (selections: SlipSelection[]) =>
    selections.map((selection) => ({
      outcomeId: selection.outcome_id,
      eventId: selection.event_id,
      odds: selection.odds,
    }));

  it('lets demo-gb place a single, a combi, a System 2/3 and an each-way racing single; the balance falls by exactly the stakes', async () => {
    await seedDemoPlayers({ players: t.accounts.players, wallet: t.wallet });
    const login = await t.accounts.service.login(
      { ...loginBody('demo-gb', DEMO_PASSWORD), platform: 'web' },
      '127.0.0.1',
    );
    if (login.kind !== 'ok') throw new Error(`demo-gb could not log in: ${login.kind}`);
    const demo = { id: Number(login.response.user.id), token: login.response.access_token, currency: 'GBP' };
    const before = (await t.wallet.balanceOf(demo.id)).balance;

    const madrid = await t.selection('Real Madrid');
    const alcaraz = await t.selection('Alcaraz');
    const scheffler = await t.selection('Scheffler');
    const desertCrown = await t.selection('Desert Crown');
    const slips: [CalculateRequest, number, number][] = [
      [
        slipBody([madrid], { stake: 1_000 }),
        1_000,
        calcTotals({ betType: 'single', legs: legsOf([madrid]), stake: toMoney(1_000) }).potentialReturn,
      ],
      [
        slipBody([madrid, alcaraz], { type: 'combi', stake: 500 }),
        500,
        calcTotals({ betType: 'combi', legs: legsOf([madrid, alcaraz]), stake: toMoney(500) }).potentialReturn,
      ],
      [
        slipBody([madrid, alcaraz, scheffler], { type: 'system', system_type: 'system_2/3', stake: 100 }),
        300,
        calcTotals({
          betType: 'system',
          systemType: 'system_2/3',
          legs: legsOf([madrid, alcaraz, scheffler]),
          stake: toMoney(100),
        }).potentialReturn,
      ],
      [
        slipBody([{ ...desertCrown, each_way: true }], { stake: 200 }),
        400,
        calcTotals({
          betType: 'single',
          eachWay: true,
          legs: [{ ...legsOf([desertCrown])[0]!, ewPrice: 4 }],
          stake: toMoney(200),
        }).potentialReturn,
      ],
    ];
    let staked = 0;
    for (const [body, totalStake, potentialReturn] of slips) {
      const ticket = await calculate(body, demo);
      expect(ticket).toMatchObject({ status: '', total_stake: totalStake, potential_return: potentialReturn });
      const answer = submitSuccessSchema.parse(await place(ticket, demo));
      expect(answer).toMatchObject({
        status: 1,
        uuid: ticket.uuid,
        bet: { potential_return: potentialReturn, tax: 0 },
        message: '',
      });
      staked += totalStake;
      expect((await t.wallet.balanceOf(demo.id)).balance).toBe(before - staked);
    }
    expect(staked).toBe(2_200);
    const audit = await t.wallet.audit(demo.id);
    expect(audit.balance).toBe(audit.ledgerSum);
    const placed = await t.database.db.select().from(bets).where(eq(bets.playerId, demo.id)).orderBy(bets.id);
    expect(placed.map((bet) => [bet.betType, bet.totalStake, bet.status])).toEqual([
      ['single', 1_000, 'open'],
      ['combi', 500, 'open'],
      ['system', 300, 'open'],
      ['single', 400, 'open'],
    ]);
    const stakes = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.playerId} = ${demo.id} and ${ledgerEntries.kind} = 'stake'`);
    expect(stakes.map((entry) => entry.amount).sort()).toEqual([-1_000, -300, -400, -500].sort());
    const legs = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, placed[3]!.id));
    expect(legs).toMatchObject([
      { outcomeName: 'Desert Crown', eventName: '14:30 Cheltenham', odds: 2.75, ewPrice: 4, ewPlace: 3 },
    ]);
  });

  it('answers a resubmitted uuid with the first answer and debits once, even after the price moved', async () => {
    const player = await t.newPlayer();
    const tennis = await t.selection('Sinner');
    const ticket = await calculate(slipBody([tennis]), player);
    const first = await place(ticket, player);
    await t.setOdds(tennis.outcome_id, 1.5);
    const again = await place(ticket, player, 'ACCEPT_NONE');
    await t.setOdds(tennis.outcome_id, tennis.odds);
    expect(again).toEqual(first);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000 - 1_000);
  });

  it('refuses another player the uuid of a placed ticket', async () => {
    const owner = await t.newPlayer();
    const other = await t.newPlayer();
    const ticket = await calculate(slipBody([await t.selection('Sinner')]), owner);
    await place(ticket, owner);
    const before = await snapshot(other);
    expect(await place(ticket, other)).toMatchObject({ status: 0, message: 'DUPLICATE_TICKET' });
    expect(await snapshot(other)).toEqual(before);
  });

  it('refuses with the catalogue codes and writes nothing', async () => {
    const player = await t.newPlayer({ deposit: 5_000 });
    const before = await snapshot(player);
    const sinner = await t.selection('Sinner');
    const good = await calculate(slipBody([sinner]), player);
    const cases: [string, Ticket][] = [
      ['SELECTION_NOT_FOUND', { ...good, selections: [{ ...good.selections[0]!, outcome_id: 987_654 }] }],
      ['EVENT_FINISHED', await calculate(slipBody([await t.selection('Spurs')]), player)],
      ['MARKET_SUSPENDED', await calculate(slipBody([await t.selection('Liverpool')]), player)],
      [
        'CANNOT_COMBINE',
        await calculate(
          slipBody([await t.selection('Real Madrid'), await t.selection('1X')], { type: 'combi' }),
          player,
        ),
      ],
      [
        'FORECAST_TRICAST_CANNOT_BE_COMBINED',
        await calculate(slipBody([await t.selection('Desert Crown / Ballyburn'), sinner], { type: 'combi' }), player),
      ],
      ['EACH_WAY_NOT_AVAILABLE', { ...good, each_way: true, bets: 2, total_stake: 2_000 }],
      ['STAKE_TOO_LOW', { ...good, stake: 9, total_stake: 9 }],
      ['STAKE_TOO_HIGH', { ...good, stake: 1_000_001, total_stake: 1_000_001 }],
      [
        'MAX_PAYOUT_EXCEEDED',
        await calculate(slipBody([await t.selection('Scheffler')], { stake: 1_000_000 }), player),
      ],
      ['COMBINATION_NOT_ALLOWED', { ...good, bet_type: 'combi' }],
      ['COMBINATION_NOT_ALLOWED', { ...good, bet_type: 'system', system_type: 'system_2/3' }],
      ['BALANCE_INSUFFICIENT', await calculate(slipBody([sinner], { stake: 5_001 }), player)],
      ['FREEBET_NOT_ELIGIBLE', { ...good, freebet_id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [code, ticket] of cases) {
      const answer = await place(ticket, player);
      expect(answer, code).toMatchObject({
        status: 0,
        message: code,
        meta: { error: { message: expect.any(String) } },
      });
    }
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses an event that started without going in play with EVENT_STARTED', async () => {
    const player = await t.newPlayer();
    const navi = await t.selection('NaVi');
    const ticket = await calculate(slipBody([navi]), player);
    await t.database.db.update(events).set({ isLive: false }).where(eq(events.id, navi.event_id));
    const answer = await place(ticket, player);
    await t.database.db.update(events).set({ isLive: true }).where(eq(events.id, navi.event_id));
    expect(answer).toMatchObject({ status: 0, message: 'EVENT_STARTED' });
  });

  it('refuses a self-excluded player, whose block also ended the session, and writes nothing', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(slipBody([await t.selection('Sinner')]), player);
    await t.accounts.players.restrictPlayer(player.id, 'self_excluded', null);
    // The old token died with the session (decision 029); a newer one still meets the block itself.
    const ended = await t.submit(ticket, player);
    const stored = (await t.accounts.players.findById(player.id))!;
    const fresh = { ...player, token: await t.accounts.tokens.issueAccessToken(stored) };
    const answer = await place(ticket, fresh);
    await t.accounts.players.restrictPlayer(player.id, 'active', null);
    expect(ended.statusCode).toBe(401);
    expect(answer).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
  });

  it('answers a guest 401 NOT_AUTHENTICATED and a ticket whose totals were changed 400', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(slipBody([await t.selection('Sinner')]), player);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/v1/betslip/submit',
      headers: { jwt: '' },
      payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
    const cheap = await t.submit({ ...ticket, total_stake: 1 }, player);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
  });

  it.each([
    ['ACCEPT_ANY', 2.2, true],
    ['ACCEPT_ANY', 1.5, true],
    ['ACCEPT_HIGHER', 2.2, true],
    ['ACCEPT_HIGHER', 1.5, false],
    ['ACCEPT_NONE', 2.2, false],
    ['ACCEPT_NONE', 1.5, false],
  ] as const)('under %s a price moving from 1.95 to %f is taken: %s', async (setting, moved, accepted) => {
    const player = await t.newPlayer();
    const sinner = await t.selection('Sinner');
    const ticket = await calculate(slipBody([sinner]), player);
    await t.setOdds(sinner.outcome_id, moved);
    try {
      const answer = await place(ticket, player, setting);
      if (accepted) {
        expect(answer).toMatchObject({ status: 1, bet: { potential_return: Math.round(moved * 1_000) } });
        const [leg] = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, answer.bet.id));
        expect(leg?.odds).toBe(moved);
      } else {
        expect(answer).toMatchObject({
          status: 0,
          message: 'ODDS_CHANGED',
          meta: {
            error: { odds: { [String(sinner.outcome_id)]: moved }, previous: { [String(sinner.outcome_id)]: 1.95 } },
          },
        });
        expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
      }
    } finally {
      await t.setOdds(sinner.outcome_id, sinner.odds);
    }
  });

  it('spends a free bet on a combi without touching the cash balance, and refuses one below its minimum odds', async () => {
    const player = await t.newPlayer();
    const expiresAt = new Date(Date.now() + 86_400_000);
    const { id } = await t.wallet.grantFreebet(player.id, {
      name: 'Five',
      amount: toMoney(500),
      minOdds: 2.5,
      expiresAt,
    });
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz')];
    const ticket = await calculate(slipBody(legs, { type: 'combi', freebet: { id } }), player);
    // 1.45 x 1.83 = 2.6535, rounded up to 2.66; the free bet's 5.00 stake does not come back.
    expect(ticket).toMatchObject({ status: '', freebet_id: id, stake: 500, total_stake: 500, potential_return: 830 });
    expect(await place(ticket, player)).toMatchObject({ status: 1, bet: { potential_return: 830 } });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
    expect(await t.wallet.activeFreebets(player.id)).toEqual([]);
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.uuid, ticket.uuid));
    expect(bet).toMatchObject({ freebetId: id, freebetAmount: 500, cashStake: 0, totalStake: 500 });

    const strict = await t.wallet.grantFreebet(player.id, {
      name: 'Strict',
      amount: toMoney(500),
      minOdds: 3,
      expiresAt,
    });
    const low = await calculate(slipBody(legs, { type: 'combi', freebet: { id: strict.id } }), player);
    expect(low.status).toBe('FREEBET_NOT_ELIGIBLE');
    expect(await place(low, player)).toMatchObject({
      status: 0,
      message: 'FREEBET_NOT_ELIGIBLE',
      meta: { error: { min_odds: 3 } },
    });
    expect(await t.wallet.activeFreebets(player.id)).toMatchObject([{ id: strict.id, amount_remaining: 500 }]);
  });

  it('places a starting-price bet without fixed odds, its return unknown until the SP is returned', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(slipBody([await t.selection('Unnamed Favourite')]), player);
    const answer = await place(ticket, player);
    expect(answer).toMatchObject({ status: 1, bet: { potential_return: 0, tax: 0 } });
    const [leg] = await t.database.db.select().from(betLegs).where(eq(betLegs.betId, answer.bet.id));
    expect(leg).toMatchObject({ isStartingPrice: true, odds: null, spOdds: null });
  });

  it('withholds Romanian tax on the payout and keeps it with the bet', async () => {
    const player = await t.newPlayer({ country: 'RO' });
    const ticket = await calculate(slipBody([await t.selection('Sinner')], { stake: 10_000 }), player);
    // 195.00 paid: 3 % = 5.85.
    expect(ticket).toMatchObject({ potential_return: 19_500, tax: 585 });
    const answer = await place(ticket, player);
    expect(answer).toMatchObject({ status: 1, bet: { potential_return: 19_500, tax: 585 } });
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.uuid, ticket.uuid));
    expect(bet).toMatchObject({ country: 'RO', currency: 'RON', tax: 585 });
  });
});
