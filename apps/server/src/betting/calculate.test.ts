import { calcTotals, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, validateSelectionsResponseSchema } from '@sportsbook/protocol';
import type { CalculateSuccess } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp } from './test-app';

describe.each(testDatabaseTargets())('bet slip calculate on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
  }, 60_000);
  afterAll(() => t?.close());

  async function tickets(...args: Parameters<BettingTestApp['calculate']>) {
    const response = await t.calculate(...args);
    expect(response.statusCode).toBe(200);
    return calculateSuccessSchema.parse(response.json()).tickets;
  }

  it('lets a guest calculate one ticket per single, each at its own stake, names frozen from the catalogue', async () => {
    const madrid = await t.selection('Real Madrid');
    const alcaraz = await t.selection('Alcaraz');
    const body = slipBody([madrid, { ...alcaraz, stake: 250 }], {
      stakes: { [String(madrid.outcome_id)]: 1_000, [String(alcaraz.outcome_id)]: 250 },
    });
    const [first, second] = await tickets(body);
    expect(first).toMatchObject({
      status: '',
      bet_type: 'single',
      stake: 1_000,
      bets: 1,
      total_stake: 1_000,
      potential_return: 1_450,
      tax: 0,
      selections: [
        {
          outcome_id: madrid.outcome_id,
          outcome_name: 'Real Madrid',
          event_name: 'Real Madrid - Barcelona',
          market_name: 'Match Result',
          odds: 1.45,
        },
      ],
    });
    // 1.83 × 2.50 = 4.575: floored, never rounded up in the bettor's favour.
    expect(second).toMatchObject({ stake: 250, potential_return: 457 });
    expect(first?.uuid).not.toBe(second?.uuid);
  });

  it('prices a combi and a System 2/3 with calcTotals from the current prices, not the sent ones', async () => {
    const legs = [await t.selection('Real Madrid'), await t.selection('Alcaraz'), await t.selection('Scheffler')];
    const stale = legs.map((leg) => ({ ...leg, odds: 9 }));
    const [combi] = await tickets(slipBody(stale, { type: 'combi', stake: 500 }));
    const totalsLegs = legs.map((leg) => ({ outcomeId: leg.outcome_id, eventId: leg.event_id, odds: leg.odds }));
    expect(combi).toMatchObject({
      status: '',
      bets: 1,
      total_stake: 500,
      potential_return: calcTotals({ betType: 'combi', legs: totalsLegs, stake: toMoney(500) }).potentialReturn,
    });
    const [system] = await tickets(slipBody(stale, { type: 'system', system_type: 'system_2/3', stake: 100 }));
    const totals = calcTotals({ betType: 'system', systemType: 'system_2/3', legs: totalsLegs, stake: toMoney(100) });
    expect(system).toMatchObject({
      status: '',
      system_type: 'system_2/3',
      bets: 3,
      total_stake: 300,
      potential_return: totals.potentialReturn,
    });
  });

  it('prices an each-way racing single at the market terms, both parts', async () => {
    const desertCrown = { ...(await t.selection('Desert Crown')), each_way: true };
    const [ticket] = await tickets(slipBody([desertCrown], { stake: 1_000 }));
    // Betfair's example: 7/4 at 1/4 odds, 10.00 a part -> 27.50 + 14.375 = 41.875, floored to 41.87.
    expect(ticket).toMatchObject({ status: '', each_way: true, bets: 2, total_stake: 2_000, potential_return: 4_187 });
    expect(ticket?.selections[0]).toMatchObject({ ew_price: 4, ew_place: 3 });
  });

  it('marks each ticket that cannot be placed with its code and details', async () => {
    const cases: [string, CalculateSuccess['tickets'][number] | undefined][] = [
      ['MARKET_SUSPENDED', (await tickets(slipBody([await t.selection('Liverpool')])))[0]],
      ['EVENT_FINISHED', (await tickets(slipBody([await t.selection('Spurs')])))[0]],
      [
        'CANNOT_COMBINE',
        (await tickets(slipBody([await t.selection('Real Madrid'), await t.selection('1X')], { type: 'combi' })))[0],
      ],
      [
        'FORECAST_TRICAST_CANNOT_BE_COMBINED',
        (
          await tickets(
            slipBody([await t.selection('Desert Crown / Ballyburn'), await t.selection('Alcaraz')], { type: 'combi' }),
          )
        )[0],
      ],
      ['EACH_WAY_NOT_AVAILABLE', (await tickets(slipBody([{ ...(await t.selection('Alcaraz')), each_way: true }])))[0]],
      ['STAKE_TOO_LOW', (await tickets(slipBody([await t.selection('Alcaraz')], { stake: 5 })))[0]],
      ['STAKE_TOO_HIGH', (await tickets(slipBody([await t.selection('Alcaraz')], { stake: 1_000_001 })))[0]],
      ['COMBINATION_NOT_ALLOWED', (await tickets(slipBody([await t.selection('Alcaraz')], { type: 'combi' })))[0]],
      [
        'SELECTION_NOT_FOUND',
        (await tickets(slipBody([{ ...(await t.selection('Alcaraz')), outcome_id: 987_654 }])))[0],
      ],
      [
        'FREEBET_NOT_ELIGIBLE',
        (await tickets(slipBody([await t.selection('Alcaraz')], { freebet: { id: 'not-mine' } })))[0],
      ],
    ];
    for (const [code, ticket] of cases) {
      expect(ticket?.status, code).toBe(code);
      expect(ticket?.error_meta.message, code).toEqual(expect.any(String));
    }
  });

  it('takes no fixed odds for a starting-price runner and shows its return as 0 (not known yet)', async () => {
    const favourite = await t.selection('Unnamed Favourite');
    const [ticket] = await tickets(slipBody([favourite]));
    expect(ticket).toMatchObject({ status: '', potential_return: 0, total_stake: 1_000 });
    expect(ticket?.selections[0]?.is_starting_price).toBe(true);
  });

  it("applies the tax of the player's country: Greek winnings above 100.00", async () => {
    const greek = await t.newPlayer({ country: 'GR' });
    const [ticket] = await tickets(slipBody([await t.selection('Scheffler')], { stake: 10_000 }), greek);
    // 550.00 back on 100.00: 450.00 won; 15 % of 350.00 above the 100.00 threshold.
    expect(ticket).toMatchObject({ potential_return: 55_000, tax: 5_250 });
  });

  it('offers a free bet on a single at its remaining amount, not on several singles', async () => {
    const player = await t.newPlayer();
    const { id } = await t.wallet.grantFreebet(player.id, {
      name: 'Five',
      amount: toMoney(500),
      minOdds: 1.5,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const alcaraz = await t.selection('Alcaraz');
    const [single] = await tickets(slipBody([alcaraz], { freebet: { id } }), player);
    expect(single).toMatchObject({ status: '', freebet_id: id, stake: 500, total_stake: 500, potential_return: 415 });
    const several = await tickets(slipBody([alcaraz, await t.selection('Real Madrid')], { freebet: { id } }), player);
    expect(several.map((ticket) => ticket.status)).toEqual(['FREEBET_NOT_ELIGIBLE', 'FREEBET_NOT_ELIGIBLE']);
  });

  it('answers validate-selections with the selections as selections/current shows them, unknown ones left out', async () => {
    const madrid = await t.selection('Real Madrid');
    const liverpool = await t.selection('Liverpool');
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/betslip/validate-selections?lang=en&bookmaker=gb&selections=${madrid.outcome_id},987654,${liverpool.outcome_id}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = validateSelectionsResponseSchema.parse(response.json());
    expect(data.data.map((selection) => [selection.outcome.id, selection.market.is_suspended])).toEqual([
      [madrid.outcome_id, false],
      [liverpool.outcome_id, true],
    ]);
  });

  it.each([
    ['/v1/betslip/validate-selections', 'selections'],
    ['/v1/betslip/validate-selections?selections=1,,x', 'selections'],
  ])('answers a malformed validate-selections query %s with 400 naming %s', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    expect(response.json().meta.error.message).toContain(field);
  });
});
