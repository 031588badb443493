import { describe, expect, it } from 'vitest';
import { settleOrder, settleWin, validOrders } from './racing-results';

const order = (...positions: [string, number][]) => positions.map(([key, position]) => ({ key, position }));
const KEYS = ['1', '2', '3', '4', '5', '6'];

describe('race results', () => {
  it('marks the winner won, the rest of the places placed and the others lost', () => {
    const results = settleWin(order(['3', 1], ['1', 2], ['6', 3], ['2', 4], ['4', 5], ['5', 6]), KEYS, 3);
    expect(results.map((result) => result.result)).toEqual(['placed', 'lost', 'won', 'lost', 'lost', 'placed']);
    expect(results.every((result) => result.deadHeat === null)).toBe(true);
  });

  it('halves the stake of two joint winners', () => {
    const results = settleWin(order(['1', 1], ['2', 1], ['3', 3], ['4', 4], ['5', 5], ['6', 6]), KEYS, 2);
    expect(results.slice(0, 3)).toEqual([
      { result: 'won', deadHeat: [1, 2] },
      { result: 'won', deadHeat: [1, 2] },
      { result: 'lost', deadHeat: null },
    ]);
  });

  it('splits the last paid place between runners tied for it', () => {
    const results = settleWin(order(['1', 1], ['2', 2], ['3', 2], ['4', 4], ['5', 5], ['6', 6]), KEYS, 2);
    expect(results.slice(1, 3)).toEqual([
      { result: 'placed', deadHeat: [1, 2] },
      { result: 'placed', deadHeat: [1, 2] },
    ]);
  });

  it('settles forecasts and tricasts on the finishing order, sharing the stake on a dead heat', () => {
    const clean = order(['2', 1], ['1', 2], ['3', 3]);
    expect(settleOrder(clean, ['1-2', '2-1', '2-1-3'], 2).map((result) => result.result)).toEqual([
      'lost',
      'won',
      'lost',
    ]);
    expect(settleOrder(clean, ['2-1-3', '2-3-1'], 3).map((result) => result.result)).toEqual(['won', 'lost']);
    const tied = order(['1', 1], ['2', 1], ['3', 3]);
    expect(validOrders(tied, 2)).toEqual([
      ['1', '2'],
      ['2', '1'],
    ]);
    expect(settleOrder(tied, ['1-2', '2-1', '1-3'], 2)).toEqual([
      { result: 'won', deadHeat: [1, 2] },
      { result: 'won', deadHeat: [1, 2] },
      { result: 'lost', deadHeat: null },
    ]);
  });
});
