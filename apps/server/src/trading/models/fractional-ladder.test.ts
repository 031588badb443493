import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRACTIONAL_LADDER,
  formatFraction,
  fractionToDecimal,
  ladderPriceFor,
  placeFraction,
} from './fractional-ladder';

describe('fractional ladder', () => {
  it('runs from shortest to longest price', () => {
    const decimals = FRACTIONAL_LADDER.map(fractionToDecimal);
    decimals.slice(1).forEach((decimal, index) => expect(decimal).toBeGreaterThan(decimals[index] ?? Infinity));
  });

  it.each([
    ['11/8', 2.375],
    ['1/1', 2],
    ['4/6', 1 + 4 / 6],
    ['100/1', 101],
    ['1/5', 1.2],
  ])('turns %s into decimal %s exactly', (quote, decimal) => {
    const rung = FRACTIONAL_LADDER.find((candidate) => formatFraction(candidate) === quote);
    expect(rung && fractionToDecimal(rung)).toBe(decimal);
  });

  it.each([
    [0.42, '11/8'],
    [0.4, '6/4'],
    [0.5, '1/1'],
    [0.99, '1/33'],
    [0.0001, '500/1'],
    [1 / 3.1, '2/1'],
  ])('prices implied probability %s at %s', (implied, quote) => {
    expect(formatFraction(ladderPriceFor(implied))).toBe(quote);
  });

  it('never quotes a rung longer than the model price unless it is the shortest rung', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.002, max: 0.95, noNaN: true }), (implied) => {
        expect(fractionToDecimal(ladderPriceFor(implied))).toBeLessThanOrEqual(1 / implied + 1e-12);
      }),
    );
  });

  it.each([
    [{ num: 11, den: 8 }, 5, '11/40', 1.275],
    [{ num: 7, den: 4 }, 4, '7/16', 1.4375],
    [{ num: 4, den: 1 }, 4, '1/1', 2],
    [{ num: 2, den: 1 }, 5, '2/5', 1.4],
  ])('places %j at 1/%s odds as %s (%s)', (win, ewPrice, quote, decimal) => {
    const place = placeFraction(win, ewPrice);
    expect(formatFraction(place)).toBe(quote);
    expect(fractionToDecimal(place)).toBe(decimal);
  });

  it('refuses each-way terms that are not 1/n', () => {
    expect(() => placeFraction({ num: 2, den: 1 }, 0)).toThrow(/1\/n/);
  });
});
