import { calcTotals, toMoney } from '@sportsbook/betting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrentLeg } from './current-legs';
import { priceTicket } from './price-ticket';
import type { PricingPolicy } from './price-ticket';
import type { TicketRequest } from './ticket-checks';

function leg(outcomeId: number, odds: number, extra: Partial<CurrentLeg> = {}): CurrentLeg {
  return {
    outcomeId,
    outcomeName: `Outcome ${outcomeId}`,
    odds,
    isStartingPrice: false,
    comboBoostAvailable: false,
    marketId: outcomeId * 10,
    marketName: 'Match Result',
    marketType: '1x2',
    marketSuspended: false,
    marketStatus: 'open',
    ewPrice: null,
    ewPlace: null,
    eventId: outcomeId * 100,
    eventName: `Event ${outcomeId}`,
    eventStatus: 'not_started',
    eventIsLive: false,
    ...extra,
  };
}

const catalogue = (...legs: CurrentLeg[]) => new Map(legs.map((row) => [row.outcomeId, row]));
const policy: PricingPolicy = { maxPayout: toMoney(25_000_000), taxRule: null, acceptOdds: null };

function request(legs: CurrentLeg[], extra: Partial<TicketRequest> = {}): TicketRequest {
  return {
    betType: 'single',
    systemType: null,
    eachWay: false,
    stake: toMoney(1_000),
    legs: legs.map((row) => ({
      eventId: row.eventId,
      marketId: row.marketId,
      outcomeId: row.outcomeId,
      odds: row.odds,
      startingPrice: false,
    })),
    freebet: null,
    ...extra,
  };
}

describe('priceTicket', () => {
  it('prices a trixie at the stake per line: System 2/3 costs 3 lines', () => {
    const legs = [leg(1, 2), leg(2, 3), leg(3, 4)];
    const priced = priceTicket(
      request(legs, { betType: 'system', systemType: 'system_2/3' }),
      catalogue(...legs),
      policy,
    );
    expect(priced.refusal).toBeNull();
    expect(priced).toMatchObject({ bets: 3, totalStake: 3_000, potentialReturn: 26_000 });
  });

  it.each([
    ['a combi of one selection', { betType: 'combi' as const }, [leg(1, 2)], 'COMBINATION_NOT_ALLOWED'],
    [
      'a system type for other counts',
      { betType: 'system' as const, systemType: 'system_2/4' },
      [leg(1, 2), leg(2, 2), leg(3, 2)],
      'COMBINATION_NOT_ALLOWED',
    ],
    [
      'two legs of one event',
      { betType: 'combi' as const },
      [leg(1, 2), leg(2, 2, { eventId: 100 })],
      'CANNOT_COMBINE',
    ],
    [
      'a forecast in a combi',
      { betType: 'combi' as const },
      [leg(1, 2), leg(2, 5, { marketType: 'forecast' })],
      'FORECAST_TRICAST_CANNOT_BE_COMBINED',
    ],
    ['each way without terms', { eachWay: true }, [leg(1, 2)], 'EACH_WAY_NOT_AVAILABLE'],
    ['a suspended market', {}, [leg(1, 2, { marketSuspended: true })], 'MARKET_SUSPENDED'],
    ['a locked price', {}, [leg(1, 1)], 'MARKET_SUSPENDED'],
    ['a resolved market', {}, [leg(1, 2, { marketStatus: 'resolved' })], 'MARKET_SUSPENDED'],
    ['an ended event', {}, [leg(1, 2, { eventStatus: 'ended' })], 'EVENT_FINISHED'],
    ['an event started but not in play', {}, [leg(1, 2, { eventStatus: 'interrupted' })], 'EVENT_STARTED'],
    ['a stake under 0.10', { stake: toMoney(9) }, [leg(1, 2)], 'STAKE_TOO_LOW'],
    ['a stake over 10,000', { stake: toMoney(1_000_001) }, [leg(1, 2)], 'STAKE_TOO_HIGH'],
    ['a return over the maximum payout', { stake: toMoney(1_000_000) }, [leg(1, 30)], 'MAX_PAYOUT_EXCEEDED'],
  ])('refuses %s', (_name, extra, legs, code) => {
    expect(priceTicket(request(legs, extra), catalogue(...legs), policy).refusal?.code).toBe(code);
  });

  it('refuses a leg whose outcome is unknown or sent under another market', () => {
    const known = leg(1, 2);
    expect(priceTicket(request([leg(9, 2)]), catalogue(known), policy).refusal?.code).toBe('SELECTION_NOT_FOUND');
    const moved = request([known]);
    const wrongMarket = { ...moved, legs: [{ ...moved.legs[0]!, marketId: 999 }] };
    expect(priceTicket(wrongMarket, catalogue(known), policy).refusal?.code).toBe('SELECTION_NOT_FOUND');
  });

  it('keeps totals while the stake is too low, so the slip can show what it would cost', () => {
    const priced = priceTicket(request([leg(1, 2)], { stake: toMoney(5) }), catalogue(leg(1, 2)), policy);
    expect(priced).toMatchObject({ refusal: { code: 'STAKE_TOO_LOW' }, potentialReturn: 10, totalStake: 5 });
  });

  it('bets at starting price without a known return', () => {
    const favourite = leg(1, 1, { isStartingPrice: true });
    const priced = priceTicket(request([favourite]), catalogue(favourite), policy);
    expect(priced.refusal).toBeNull();
    expect(priced).toMatchObject({ potentialReturn: 0, totalStake: 1_000, tax: 0 });
    expect(priced.legs[0]?.startingPrice).toBe(true);
  });

  it('judges a free bet by the combi odds rounded up against its minimum', () => {
    const legs = [leg(1, 1.45), leg(2, 1.83)];
    const freebet = (minOdds: number) => ({ id: 'fb', available: { remaining: toMoney(500), minOdds } });
    const ok = priceTicket(
      request(legs, { betType: 'combi', stake: toMoney(500), freebet: freebet(2.66) }),
      catalogue(...legs),
      policy,
    );
    expect(ok).toMatchObject({ refusal: null, totalStake: 500, cashStake: 0, potentialReturn: 830 });
    const low = priceTicket(
      request(legs, { betType: 'combi', stake: toMoney(500), freebet: freebet(2.67) }),
      catalogue(...legs),
      policy,
    );
    expect(low.refusal?.code).toBe('FREEBET_NOT_ELIGIBLE');
  });

  it('refuses a free bet on a system, each way, or that is not the player’s', () => {
    const legs = [leg(1, 2, { ewPrice: 4, ewPlace: 3 }), leg(2, 2), leg(3, 2)];
    const freebet = { id: 'fb', available: { remaining: toMoney(500), minOdds: null } };
    const cases: Partial<TicketRequest>[] = [
      { betType: 'system', systemType: 'system_2/3', freebet },
      { legs: request([legs[0]!]).legs, eachWay: true, freebet },
      { legs: request([legs[0]!]).legs, freebet: { id: 'fb', available: null } },
    ];
    for (const extra of cases) {
      expect(priceTicket(request(legs, extra), catalogue(...legs), policy).refusal?.code).toBe('FREEBET_NOT_ELIGIBLE');
    }
  });

  it.each([1, 499, 501])('refuses a free bet of 5.00 staked at %i: a free bet is staked whole', (stake) => {
    const legs = [leg(1, 2)];
    const freebet = { id: 'fb', available: { remaining: toMoney(500), minOdds: null } };
    const priced = priceTicket(request(legs, { stake: toMoney(stake), freebet }), catalogue(...legs), policy);
    expect(priced.refusal).toEqual({
      code: 'FREEBET_STAKE_MISMATCH',
      meta: { freebet_id: 'fb', stake, freebet_amount: 500 },
    });
  });

  it('refuses a whole free bet below the minimum stake', () => {
    const legs = [leg(1, 2)];
    const freebet = { id: 'fb', available: { remaining: toMoney(5), minOdds: null } };
    const priced = priceTicket(request(legs, { stake: toMoney(5), freebet }), catalogue(...legs), policy);
    expect(priced.refusal?.code).toBe('STAKE_TOO_LOW');
  });

  it('returns exactly what calcTotals returns for any placeable combi', () => {
    const odds = fc.integer({ min: 1_001, max: 20_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(
        fc.array(odds, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 10, max: 100_000 }),
        (prices, stake) => {
          const legs = prices.map((price, index) => leg(index + 1, price));
          const priced = priceTicket(
            request(legs, { betType: 'combi', stake: toMoney(stake) }),
            catalogue(...legs),
            policy,
          );
          const totals = calcTotals({ betType: 'combi', legs: legs.map((row) => ({ ...row })), stake: toMoney(stake) });
          if (totals.potentialReturn > policy.maxPayout) {
            expect(priced.refusal?.code).toBe('MAX_PAYOUT_EXCEEDED');
            return;
          }
          expect(priced.refusal).toBeNull();
          expect(priced.potentialReturn).toBe(totals.potentialReturn);
          expect(priced.totalStake).toBe(totals.totalStake);
        },
      ),
    );
  });
});
