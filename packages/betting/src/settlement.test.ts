import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BettingInputError } from './errors';
import { toMoney } from './money/money';
import { settleBet, settledWinFactor } from './settlement';
import type { LegResult, SettlementBet, SettlementLeg } from './settlement';
import { calcTotals } from './totals';

const leg = (odds: number, result: LegResult, extra: Partial<SettlementLeg> = {}): SettlementLeg => ({
  odds,
  result,
  ...extra,
});
const race = (odds: number, result: LegResult, extra: Partial<SettlementLeg> = {}): SettlementLeg =>
  leg(odds, result, { ewPrice: 4, ...extra });
const bet = (
  betType: SettlementBet['betType'],
  stake: number,
  legs: SettlementLeg[],
  extra: Partial<SettlementBet> = {},
): SettlementBet => ({
  betType,
  stake: toMoney(stake),
  eachWay: false,
  freebet: false,
  legs,
  ...extra,
});

describe('settledWinFactor', () => {
  it('values a decided leg as settlement pays a unit on it: odds × dead heat, void 1, else 0', () => {
    expect(settledWinFactor(leg(3, 'won', { deadHeat: { num: 1, den: 2 } }))).toEqual({ num: 3n, den: 2n });
    expect(settledWinFactor(leg(3, 'void'))).toEqual({ num: 1n, den: 1n });
    expect(settledWinFactor(leg(3, 'placed'))).toEqual({ num: 0n, den: 1n });
  });
});

describe('settleBet', () => {
  it.each<[string, SettlementBet, string, number]>([
    ['a winning single', bet('single', 1000, [leg(2.5, 'won')]), 'won', 2500],
    ['a losing single', bet('single', 1000, [leg(2.5, 'lost')]), 'lost', 0],
    ['a void single returns the stake', bet('single', 1000, [leg(2.5, 'void')]), 'void', 1000],
    [
      'Betfair’s 7/4 each-way winner, 1/4 odds, £10 a part',
      bet('single', 1000, [race(2.75, 'won')], { eachWay: true }),
      'won',
      4187,
    ],
    [
      'the same horse placed only: the place part pays £14.37 (14.375 floored)',
      bet('single', 1000, [race(2.75, 'placed')], { eachWay: true }),
      'won',
      1437,
    ],
    ['an each-way loser', bet('single', 1000, [race(2.75, 'lost')], { eachWay: true }), 'lost', 0],
    [
      'a dead heat for first of two: half the stake at full odds',
      bet('single', 1000, [leg(5, 'won', { deadHeat: { num: 1, den: 2 } })]),
      'won',
      2500,
    ],
    [
      'a dead heat of three for the last two places',
      bet('single', 1000, [race(5, 'placed', { deadHeat: { num: 2, den: 3 } })], { eachWay: true }),
      'won',
      1333,
    ],
    [
      'a combi with a void leg continues at odds 1',
      bet('combi', 1000, [leg(2, 'won'), leg(1.5, 'void'), leg(3, 'won')]),
      'won',
      6000,
    ],
    [
      'a combi of 1.1 × 1.1 with a void leg pays 1.21 exactly',
      bet('combi', 1000, [leg(1.1, 'won'), leg(1.1, 'won'), leg(4, 'void')]),
      'won',
      1210,
    ],
    ['a combi with a loser', bet('combi', 1000, [leg(2, 'won'), leg(3, 'lost')]), 'lost', 0],
    ['an all-void combi returns the stake', bet('combi', 1000, [leg(2, 'void'), leg(3, 'void')]), 'void', 1000],
    [
      'an each-way double with one winner and one placed',
      bet('combi', 500, [race(3, 'won'), race(5, 'placed')], { eachWay: true }),
      'won',
      1500,
    ],
    ['a free-bet single returns winnings only', bet('single', 500, [leg(3, 'won')], { freebet: true }), 'won', 1000],
    [
      'a free-bet combi returns winnings only',
      bet('combi', 1000, [leg(2, 'won'), leg(2, 'won')], { freebet: true }),
      'won',
      3000,
    ],
    ['a losing free bet pays nothing', bet('single', 500, [leg(3, 'lost')], { freebet: true }), 'lost', 0],
    [
      'a free bet in a dead heat: the winnings of the half that stood, 5.00 at evens (decision 094)',
      bet('single', 1000, [leg(2, 'won', { deadHeat: { num: 1, den: 2 } })], { freebet: true }),
      'won',
      500,
    ],
    [
      'a free-bet combi in a dead heat: half of 10.00 on 2 × 3 less that half',
      bet('combi', 1000, [leg(2, 'won'), leg(3, 'won', { deadHeat: { num: 1, den: 2 } })], { freebet: true }),
      'won',
      2500,
    ],
    [
      'a dead heat in a combi divides the stake on the rounded-up odds: 2.001 × 1.5 = 3.0015 → 3.01 on 5.00',
      bet('combi', 1000, [leg(2.001, 'won'), leg(1.5, 'won', { deadHeat: { num: 1, den: 2 } })]),
      'won',
      1505,
    ],
    ['a void free bet pays nothing back in cash', bet('single', 500, [leg(3, 'void')], { freebet: true }), 'void', 0],
    [
      'a System 2/3 with one loser pays the one double left',
      bet('system', 100, [leg(3, 'won'), leg(4, 'won'), leg(5, 'lost')], { systemType: 'system_2/3' }),
      'won',
      1200,
    ],
    [
      'a System 2/3 with a void leg pays its lines at odds 1',
      bet('system', 100, [leg(3, 'won'), leg(4, 'void'), leg(5, 'won')], { systemType: 'system_2/3' }),
      'won',
      2300,
    ],
    [
      'a System 2/3 with two losers',
      bet('system', 100, [leg(3, 'won'), leg(4, 'lost'), leg(5, 'lost')], { systemType: 'system_2/3' }),
      'lost',
      0,
    ],
    [
      'an each-way System 2/3 where only the place lines pay',
      bet('system', 100, [race(5, 'placed'), race(3, 'won'), race(9, 'lost')], {
        systemType: 'system_2/3',
        eachWay: true,
      }),
      'won',
      300,
    ],
    [
      'a starting-price winner settles at the returned SP',
      bet('single', 100, [leg(0, 'won', { isStartingPrice: true, spOdds: 6 })]),
      'won',
      600,
    ],
  ])('settles %s', (_name, placed, status, payout) => {
    expect(settleBet(placed)).toEqual({ status, payout });
  });

  it('stays open until every leg has a result', () => {
    expect(settleBet(bet('single', 100, [leg(2, null)]))).toEqual({ status: 'open', payout: 0 });
    expect(
      settleBet(bet('system', 100, [leg(2, 'lost'), leg(2, 'lost'), leg(2, null)], { systemType: 'system_2/3' })),
    ).toEqual({
      status: 'open',
      payout: 0,
    });
  });

  it('settles a combi as lost as soon as one leg loses', () => {
    expect(settleBet(bet('combi', 100, [leg(2, 'lost'), leg(2, null)]))).toEqual({ status: 'lost', payout: 0 });
  });

  it('refuses what cannot be settled with a typed error', () => {
    expect(() => settleBet(bet('single', 100, []))).toThrow(BettingInputError);
    expect(() => settleBet(bet('single', -1, [leg(2, 'won')]))).toThrow(BettingInputError);
    expect(() => settleBet(bet('single', 100, [leg(0, 'won', { isStartingPrice: true })]))).toThrow(BettingInputError);
    expect(() => settleBet(bet('single', 100, [leg(2, 'won', { deadHeat: { num: 3, den: 2 } })]))).toThrow(
      BettingInputError,
    );
    expect(() =>
      settleBet(bet('system', 100, [leg(2, 'won'), leg(2, 'won'), leg(2, 'won')], { systemType: 'system_3/3' })),
    ).toThrow(BettingInputError);
    expect(() => settleBet(bet('single', 100, [leg(2, 'placed')], { eachWay: true }))).toThrow(BettingInputError);
  });

  it('pays exactly the potential return calcTotals quoted when every leg wins', () => {
    const odds = fc.integer({ min: 1010, max: 15_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(
        fc.constantFrom<SettlementBet['betType']>('single', 'combi', 'system'),
        fc.array(odds, { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 10, max: 100_000 }),
        fc.boolean(),
        (betType, prices, stake, eachWay) => {
          const legs = betType === 'single' ? prices.slice(0, 1) : prices;
          const systemType = betType === 'system' ? `system_2/${legs.length}` : null;
          const quoted = calcTotals({
            betType,
            legs: legs.map((price, i) => ({ outcomeId: i, eventId: i, odds: price, ewPrice: 5 })),
            stake: toMoney(stake),
            systemType,
            eachWay,
          });
          const settled = settleBet(
            bet(
              betType,
              stake,
              legs.map((price) => leg(price, 'won', { ewPrice: 5 })),
              { eachWay, systemType },
            ),
          );
          expect(settled).toEqual({ status: 'won', payout: quoted.potentialReturn });
        },
      ),
    );
  });
});
