import { DEFAULT_TAX_RULES } from '@sportsbook/betting';
import type { ComboBoostConfig } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { oracleInputOf, oracleSettle } from './index';
import type { OracleHouseTerms, OracleInput, OracleLeg, OracleLegResult } from './index';

const boostTerms: ComboBoostConfig = {
  percent_steps: [0, 0, 5, 10, 15, 20, 25],
  winnings_calc_mode: 'net',
  min_leg_odds: 1.2,
};
const house: OracleHouseTerms = {
  taxTable: DEFAULT_TAX_RULES,
  maxPayout: 25_000_000,
  boostAtAcceptance: boostTerms,
};
const leg = (odds: number, result: OracleLegResult, extra: Partial<OracleLeg> = {}): OracleLeg => ({
  odds,
  startingPrice: false,
  sp: null,
  ewPrice: null,
  result,
  deadHeat: null,
  boosted: false,
  ...extra,
});
const race = (odds: number, result: OracleLegResult, extra: Partial<OracleLeg> = {}) =>
  leg(odds, result, { ewPrice: 4, ...extra });
const sp = (returned: number, result: OracleLegResult, extra: Partial<OracleLeg> = {}): OracleLeg => ({
  ...leg(1, result, extra),
  odds: null,
  startingPrice: true,
  sp: returned,
});
const boosted = (odds: number, result: OracleLegResult) => leg(odds, result, { boosted: true });
const heat = (num: number, den: number) => ({ deadHeat: { num, den } });

function bet(betType: OracleInput['betType'], stake: number, legs: OracleLeg[], extra: Partial<OracleInput> = {}) {
  return oracleSettle({
    betType,
    systemType: null,
    eachWay: false,
    stake,
    freebet: false,
    country: 'GB',
    legs,
    house,
    ...extra,
  });
}
const system = (type: string, stake: number, legs: OracleLeg[], extra: Partial<OracleInput> = {}) =>
  bet('system', stake, legs, { systemType: type, ...extra });

describe('the oracle settles the examples of the rules', () => {
  it.each<[string, ReturnType<typeof bet>, string, number]>([
    ['a winning single: 10.00 at 2.50', bet('single', 1000, [leg(2.5, 'won')]), 'won', 2500],
    ['a losing single', bet('single', 1000, [leg(2.5, 'lost')]), 'lost', 0],
    ['a void single gives the stake back', bet('single', 1000, [leg(2.5, 'void')]), 'void', 1000],
    [
      'Betfair’s 7/4 each-way winner at 1/4, 10.00 a part: 27.50 + 14.375, floored',
      bet('single', 1000, [race(2.75, 'won')], { eachWay: true }),
      'won',
      4187,
    ],
    [
      'the same horse placed: only the place part, 14.375 floored',
      bet('single', 1000, [race(2.75, 'placed')], { eachWay: true }),
      'partly_won',
      1437,
    ],
    [
      'a dead heat of two for first: half the stake at 5.00',
      bet('single', 1000, [leg(5, 'won', heat(1, 2))]),
      'won',
      2500,
    ],
    [
      'three tied for the last two places, each way at 5.00: place odds 2 on 2/3 of 10.00',
      bet('single', 1000, [race(5, 'placed', heat(2, 3))], { eachWay: true }),
      'partly_won',
      1333,
    ],
    [
      'a combi of 1.1 × 1.1 with a void leg at 1: 1.21 exactly',
      bet('combi', 1000, [leg(1.1, 'won'), leg(1.1, 'won'), leg(4, 'void')]),
      'won',
      1210,
    ],
    [
      'a combi’s odds rounded up to hundredths: 1.11 × 1.13 = 1.2543 → 1.26',
      bet('combi', 1000, [leg(1.11, 'won'), leg(1.13, 'won')]),
      'won',
      1260,
    ],
    [
      'a dead heat in a combi halves the stake, not the rounded odds: 2.001 × 1.5 = 3.0015 → 3.01 on 5.00',
      bet('combi', 1000, [leg(2.001, 'won'), leg(1.5, 'won', heat(1, 2))]),
      'won',
      1505,
    ],
    ['a combi with a loser', bet('combi', 1000, [leg(2, 'won'), leg(3, 'lost')]), 'lost', 0],
    ['an all-void combi gives the stake back', bet('combi', 1000, [leg(2, 'void'), leg(3, 'void')]), 'void', 1000],
    [
      'an each-way double, one winner and one placed: place line 1.5 × 2 = 3.00 on 5.00',
      bet('combi', 500, [race(3, 'won'), race(5, 'placed')], { eachWay: true }),
      'partly_won',
      1500,
    ],
    ['a free-bet single returns winnings only', bet('single', 500, [leg(3, 'won')], { freebet: true }), 'won', 1000],
    [
      'a free bet in a dead heat keeps the winnings of the half that stood: 5.00 at evens',
      bet('single', 1000, [leg(2, 'won', heat(1, 2))], { freebet: true }),
      'won',
      500,
    ],
    ['a void free bet pays no cash', bet('single', 500, [leg(3, 'void')], { freebet: true }), 'void', 0],
    [
      'a System 2/3 with one loser pays the one double left',
      system('system_2/3', 100, [leg(3, 'won'), leg(4, 'won'), leg(5, 'lost')]),
      'partly_won',
      1200,
    ],
    [
      'a System 2/3 with a horse only placed pays the one double of winners (no each way)',
      system('system_2/3', 100, [leg(3, 'won'), leg(4, 'won'), race(5, 'placed')]),
      'partly_won',
      1200,
    ],
    [
      'a System 3/4 at evens: four trebles at 8',
      system('system_3/4', 100, [leg(2, 'won'), leg(2, 'won'), leg(2, 'won'), leg(2, 'won')]),
      'won',
      3200,
    ],
    [
      'an all-void System 2/3 gives back its three stakes',
      system('system_2/3', 100, [leg(3, 'void'), leg(4, 'void'), leg(5, 'void')]),
      'void',
      300,
    ],
    [
      'a Trixie at 2/1, 3/1, 4/1 for 1.00 a line: 107.00',
      system(
        'trixie',
        100,
        [3, 4, 5].map((o) => leg(o, 'won')),
      ),
      'won',
      10_700,
    ],
    [
      'a Yankee at evens for 1.00 a line: 72.00',
      system(
        'yankee',
        100,
        [2, 2, 2, 2].map((o) => leg(o, 'won')),
      ),
      'won',
      7200,
    ],
    [
      'a Lucky 15 at 2/1, 3/1, 4/1, 5/1 for 0.50 a line: 419.50',
      system(
        'lucky15',
        50,
        [3, 4, 5, 6].map((o) => leg(o, 'won')),
      ),
      'won',
      41_950,
    ],
    ['a starting-price winner settles at the returned SP', bet('single', 100, [sp(6, 'won')]), 'won', 600],
    [
      'an SP horse placed each way at 1/5: place odds 1 + 8/5',
      bet('single', 100, [sp(9, 'placed', { ewPrice: 5 })], { eachWay: true }),
      'partly_won',
      260,
    ],
  ])('%s', (_name, settled, status, payout) => {
    expect({ status: settled.status, payout: settled.payout }).toEqual({ status, payout });
  });

  it('enumerates every line: a System 2/4 each way is six doubles, twice', () => {
    const settled = system(
      'system_2/4',
      100,
      [2, 3, 4, 5].map((o) => race(o, 'won')),
      { eachWay: true },
    );
    expect(settled.lines.map((line) => `${line.part}:${line.legs.join('')}`)).toEqual(
      ['01', '02', '03', '12', '13', '23'].flatMap((legs) => [`win:${legs}`, `place:${legs}`]),
    );
  });
});

describe('the oracle applies the house terms', () => {
  it('boosts a treble of boosted legs by 5 % of the net winnings', () => {
    const settled = bet('combi', 1000, [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won')]);
    expect(settled).toMatchObject({ status: 'won', payout: 8000, boost: 350, credit: 8350 });
  });

  it('lowers the boost to the step of the counting legs left when one is void', () => {
    const legs = [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won'), boosted(3, 'void')];
    expect(bet('combi', 1000, legs)).toMatchObject({ payout: 8000, boost: 350 });
  });

  it('never counts a leg under the minimum odds, nor a leg at starting price', () => {
    expect(bet('combi', 1000, [boosted(2, 'won'), boosted(2, 'won'), boosted(1.19, 'won')]).boost).toBe(0);
    const withSp = [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won'), sp(2, 'won')];
    expect(bet('combi', 1000, withSp).boost).toBe(0);
  });

  it('boosts only combis', () => {
    const legs = [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won')];
    expect(system('system_3/4', 1000, legs).boost).toBe(0);
  });

  it('withholds Romanian tax on the payout, band by band', () => {
    expect(bet('single', 1000, [leg(2.5, 'won')], { country: 'RO' })).toMatchObject({ tax: 75, credit: 2425 });
    // 20,000.00 RON: 3 % of the first 10,000.00, 20 % of the next 10,000.00.
    expect(bet('single', 1_000_000, [leg(2, 'won')], { country: 'RO' })).toMatchObject({ tax: 230_000 });
  });

  it('withholds Greek tax on the net winnings above 100 EUR, and none at exactly 100', () => {
    expect(bet('single', 10_000, [leg(2, 'won')], { country: 'GR' }).tax).toBe(0);
    expect(bet('single', 10_000, [leg(7, 'won')], { country: 'GR' }).tax).toBe(8000);
  });

  it('taxes the boost as a winning', () => {
    const settled = bet('combi', 1000, [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won')], { country: 'RO' });
    // 3 % of 80.00 + 3.50.
    expect(settled).toMatchObject({ payout: 8000, boost: 350, tax: 251, credit: 8099 });
  });

  it('pays at most the cap, the cut taken from the boost first', () => {
    const capped = bet('single', 100_000, [leg(500, 'won')]);
    expect(capped).toMatchObject({ payout: 25_000_000, capped: true });
    const legs = [boosted(2, 'won'), boosted(2, 'won'), boosted(2, 'won')];
    expect(bet('combi', 1000, legs, { house: { ...house, maxPayout: 8100 } })).toMatchObject({
      payout: 8000,
      boost: 100,
      capped: true,
    });
    expect(bet('combi', 1000, legs, { house: { ...house, maxPayout: 7000 } })).toMatchObject({
      payout: 7000,
      boost: 0,
    });
  });

  it('never caps a refund', () => {
    expect(bet('single', 10_000, [leg(2, 'void')], { house: { ...house, maxPayout: 5000 } }).payout).toBe(10_000);
  });
});

describe('the oracle reads a bet as stored', () => {
  const stored = {
    odds: null,
    ewPrice: 5,
    isStartingPrice: true,
    spOdds: 9,
    result: 'placed' as const,
    deadHeatNum: 1,
    deadHeatDen: 2,
    comboBoostAvailable: false,
  };
  const row = {
    betType: 'single' as const,
    systemType: null,
    eachWay: true,
    stake: 100,
    freebetId: null,
    country: 'GB',
  };

  it('settles an SP horse placed in a dead heat for the last place, each way', () => {
    const input = oracleInputOf(row, [stored], house);
    // Place odds 1 + 8/5 = 2.6 on half of 1.00.
    expect(input && oracleSettle(input)).toMatchObject({ status: 'partly_won', payout: 130 });
  });

  it('leaves a Bet Builder and an undecided bet alone', () => {
    expect(oracleInputOf({ ...row, betType: 'betbuilder' }, [stored], house)).toBeNull();
    expect(oracleInputOf(row, [{ ...stored, result: null }], house)).toBeNull();
  });
});
