import { describe, expect, it } from 'vitest';
import { judgeOddsMoves } from './odds-moves';

const move = (taken: number, current: number) => [{ outcomeId: 7, taken, current }];

describe('judgeOddsMoves', () => {
  it.each([
    ['ACCEPT_ANY', 2, 2.2, true],
    ['ACCEPT_ANY', 2, 1.8, true],
    ['ACCEPT_HIGHER', 2, 2.2, true],
    ['ACCEPT_HIGHER', 2, 1.8, false],
    ['ACCEPT_NONE', 2, 2.2, false],
    ['ACCEPT_NONE', 2, 1.8, false],
    ['ACCEPT_NONE', 2, 2, true],
    ['ACCEPT_HIGHER', 2.375, 2.375, true],
  ] as const)('%s with a price moving %f -> %f accepts: %s', (setting, taken, current, accepted) => {
    expect(judgeOddsMoves(move(taken, current), setting) === null).toBe(accepted);
  });

  it('names every moved price, new and old, when one shorter price refuses under ACCEPT_HIGHER', () => {
    const moves = [
      { outcomeId: 1, taken: 2, current: 2.5 },
      { outcomeId: 2, taken: 3, current: 2.9 },
      { outcomeId: 3, taken: 1.5, current: 1.5 },
    ];
    expect(judgeOddsMoves(moves, 'ACCEPT_HIGHER')).toEqual({
      odds: { '1': 2.5, '2': 2.9 },
      previous: { '1': 2, '2': 3 },
    });
  });
});
