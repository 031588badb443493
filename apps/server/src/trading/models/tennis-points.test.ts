import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameProbability, holdProbability, tiebreakProbability, tiebreakServer } from './tennis-points';

/** The textbook closed form for a game from love: p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(1 − 2pq). */
const closedFormHold = (p: number) => {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q ** 2) + (20 * p ** 3 * q ** 3 * p ** 2) / (1 - 2 * p * q);
};

describe('holdProbability', () => {
  it.each([
    [0.5, 0.5],
    [0.6, 0.7357],
    [0.65, 0.8296],
    [0.7, 0.9008],
  ])('holds serve with point chance %s about %s of the time', (p, hold) => {
    expect(holdProbability(p)).toBeCloseTo(hold, 4);
  });

  it('matches the closed form for every point chance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p) => {
        expect(holdProbability(p)).toBeCloseTo(closedFormHold(p), 12);
      }),
    );
  });

  it.each([
    [[3, 3], 0.6 ** 2 / (0.6 ** 2 + 0.4 ** 2)],
    [[4, 3], 0.6 + 0.4 * (0.6 ** 2 / (0.6 ** 2 + 0.4 ** 2))],
    [[3, 0], 1 - 0.4 ** 3 * (1 - 0.6 ** 2 / (0.6 ** 2 + 0.4 ** 2))],
    [[0, 3], 0.6 ** 3 * (0.6 ** 2 / (0.6 ** 2 + 0.4 ** 2))],
    [[4, 2], 1],
  ] as const)('solves deuce exactly from points %j', (points, expected) => {
    expect(holdProbability(0.6, points)).toBeCloseTo(expected, 12);
  });
});

describe('tiebreak', () => {
  it('serves A, B, B, A, A, B, B in turn', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => tiebreakServer(n, 'A')).join('')).toBe('ABBAABB');
  });

  it('is a coin flip between equal servers, from either server and at any level score', () => {
    for (const points of [
      [0, 0],
      [3, 3],
      [6, 6],
      [9, 9],
    ] as const) {
      expect(tiebreakProbability({ a: 0.64, b: 0.64 }, 'A', points)).toBeCloseTo(0.5, 12);
      expect(tiebreakProbability({ a: 0.64, b: 0.64 }, 'B', points, 10)).toBeCloseTo(0.5, 12);
    }
  });

  it('favours the better server more the longer the tie-break', () => {
    const serve = { a: 0.68, b: 0.62 };
    expect(tiebreakProbability(serve, 'A', [0, 0], 10)).toBeGreaterThan(tiebreakProbability(serve, 'A'));
    expect(tiebreakProbability(serve, 'A')).toBeGreaterThan(0.5);
  });

  it('is won at 7–5 and lost at 5–7', () => {
    expect(tiebreakProbability({ a: 0.6, b: 0.6 }, 'A', [7, 5])).toBe(1);
    expect(tiebreakProbability({ a: 0.6, b: 0.6 }, 'A', [5, 7])).toBe(0);
  });
});

describe('gameProbability', () => {
  it('reads points from A’s side whoever serves', () => {
    const serve = { a: 0.6, b: 0.7 };
    expect(gameProbability(serve, 'A', [2, 0])).toBeCloseTo(holdProbability(0.6, [2, 0]), 12);
    expect(gameProbability(serve, 'B', [2, 0])).toBeCloseTo(1 - holdProbability(0.7, [0, 2]), 12);
  });
});
