import { COUNTRY_CODES, COUNTRY_DEFAULTS, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeLimitsFor } from '../catalog/index';
import { testDatabaseTargets } from '../storage/testing';
import { snapshotDatabase } from '../test-support/database-snapshot';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * Stake limits per currency, configured per brand (decision 105): each player's stake is judged in
 * the minor units of their own currency by their country's brand. Below the minimum or above the
 * maximum the bet is refused and nothing is written; the minimum itself is taken.
 */
describe.each(testDatabaseTargets())('stake limits per currency at bet acceptance on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    // A payout cap that no maximum stake at these odds reaches, so only the stake limits decide.
    t = await startBettingTestApp(target, { config: { maxPayout: toMoney(Number.MAX_SAFE_INTEGER) } });
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(player: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(slipBody([await t.selection('Sinner')]), player);
    return calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }

  const withStake = (ticket: Ticket, stake: number): Ticket => ({ ...ticket, stake, total_stake: stake });

  it.each(COUNTRY_CODES)(
    'refuses a %s player below the minimum and above the maximum of their currency, writing nothing',
    async (country) => {
      const { bookmaker, currency } = COUNTRY_DEFAULTS[country];
      const limits = stakeLimitsFor(bookmaker, currency);
      const player = await t.newPlayer({ country, deposit: limits.max * 2 });
      expect(player.currency).toBe(currency);
      const ticket = await ticketFor(player);

      const before = await snapshotDatabase(t.database);
      for (const [stake, code] of [
        [limits.min - 1, 'STAKE_TOO_LOW'],
        [limits.max + 1, 'STAKE_TOO_HIGH'],
      ] as const) {
        const response = await t.submit(withStake(ticket, stake), player);
        expect(response.statusCode).toBe(200);
        expect(response.json(), `${currency} ${stake}`).toMatchObject({
          status: 0,
          message: code,
          meta: { error: { min: limits.min, max: limits.max } },
        });
      }
      expect(await snapshotDatabase(t.database)).toEqual(before);

      const placed = await t.submit(withStake(ticket, limits.min), player);
      expect(placed.json()).toMatchObject({ status: 1 });
      expect((await t.moneyOf(player)).staked).toBe(limits.min);
    },
  );

  it('judges the same amount by each currency: a stake one brand takes is under another currency’s minimum', async () => {
    const [smallest, largest] = [...COUNTRY_CODES]
      .map((country) => ({
        country,
        limits: stakeLimitsFor(COUNTRY_DEFAULTS[country].bookmaker, COUNTRY_DEFAULTS[country].currency),
      }))
      .sort((a, b) => a.limits.min - b.limits.min)
      .filter((_entry, index, all) => index === 0 || index === all.length - 1);
    expect(largest!.limits.min).toBeGreaterThan(smallest!.limits.min);
    const stake = largest!.limits.min - 1;
    const taker = await t.newPlayer({ country: smallest!.country });
    const refused = await t.newPlayer({ country: largest!.country });
    expect((await t.submit(withStake(await ticketFor(taker), stake), taker)).json()).toMatchObject({ status: 1 });
    expect((await t.submit(withStake(await ticketFor(refused), stake), refused)).json()).toMatchObject({
      status: 0,
      message: 'STAKE_TOO_LOW',
    });
  });

  it('prices a guest’s slip with the limits of the brand they browse, in its currency', async () => {
    for (const country of COUNTRY_CODES) {
      const { bookmaker, currency } = COUNTRY_DEFAULTS[country];
      const limits = stakeLimitsFor(bookmaker, currency);
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: { bookmaker },
        payload: slipBody([await t.selection('Sinner')], { stake: limits.min - 1 }),
      });
      expect(calculateSuccessSchema.parse(response.json()).tickets[0], country).toMatchObject({
        status: 'STAKE_TOO_LOW',
      });
    }
  });
});
