import { describe, expect, it } from 'vitest';
import { betStatusOf, publishedResult } from './leg-results';
import type { LegWithOutcome } from './leg-results';

const leg = (overrides: Partial<LegWithOutcome> = {}): LegWithOutcome => ({
  result: null,
  deadHeatNum: null,
  deadHeatDen: null,
  odds: 2,
  ewPrice: null,
  isStartingPrice: false,
  spOdds: null,
  outcome: { result: null, deadHeatNum: null, deadHeatDen: null, odds: 2.5 },
  marketStatus: 'open',
  ...overrides,
});

describe('reading a leg result from trading', () => {
  it.each([
    ['an open market without a result', leg(), null],
    ['a void market', leg({ marketStatus: 'void' }), 'void'],
    ['a resolved market without an outcome result', leg({ marketStatus: 'resolved' }), 'void'],
    ['a won outcome', leg({ outcome: { result: 'won', deadHeatNum: null, deadHeatDen: null, odds: 2 } }), 'won'],
    [
      'a leg already recorded',
      leg({ result: 'lost', outcome: { result: 'lost', deadHeatNum: null, deadHeatDen: null, odds: 2 } }),
      null,
    ],
  ])('reads %s as %s', (_name, input, expected) => {
    expect(publishedResult(input)?.result ?? null).toBe(expected);
  });

  it('copies the dead heat and, for a starting-price leg, the outcome odds as the SP', () => {
    const sp = leg({
      odds: null,
      isStartingPrice: true,
      outcome: { result: 'placed', deadHeatNum: 2, deadHeatDen: 3, odds: 4.5 },
      marketStatus: 'resolved',
    });
    expect(publishedResult(sp)).toEqual({ result: 'placed', deadHeatNum: 2, deadHeatDen: 3, spOdds: 4.5 });
  });

  it('drops a dead heat on a leg voided by its market', () => {
    const voided = leg({ marketStatus: 'void', outcome: { result: 'won', deadHeatNum: 1, deadHeatDen: 2, odds: 2 } });
    expect(publishedResult(voided)).toMatchObject({ result: 'void', deadHeatNum: null, deadHeatDen: null });
  });
});

describe('naming a settled bet', () => {
  it.each([
    ['won', ['won'], 'won'],
    ['won', ['placed'], 'partly_won'],
    ['won', ['won', 'won', 'lost'], 'partly_won'],
    // A System 2/3 without each way: the horse only placed lost both its doubles.
    ['won', ['won', 'won', 'placed'], 'partly_won'],
    ['won', ['won', 'void'], 'won'],
    ['lost', ['lost'], 'lost'],
    ['void', ['void'], 'void'],
  ] as const)('stores settleBet %s (legs %j) as %s', (status, results, expected) => {
    const legs = results.map((result) => ({ odds: 2, result }));
    expect(betStatusOf(status, legs)).toBe(expected);
  });
});
