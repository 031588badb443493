import { describe, expect, it } from 'vitest';
import { fromNumericText, toOddsText } from './columns';

describe('toOddsText', () => {
  it.each([
    [2.375, '2.375'],
    [1.001, '1.001'],
    [1, '1'],
    [101, '101'],
    [1.5, '1.5'],
  ])('writes odds %s as the exact decimal text %s', (odds, text) => {
    expect(toOddsText(odds)).toBe(text);
  });

  it.each([2.3755, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21])(
    'refuses odds %s that numeric(10,3) cannot hold exactly',
    (odds) => {
      expect(() => toOddsText(odds)).toThrow(/cannot be stored: decimal odds are >= 1 with at most 3 decimals/);
    },
  );
});

describe('fromNumericText', () => {
  it('reads numeric text and numbers alike', () => {
    expect(fromNumericText('2.375')).toBe(2.375);
    expect(fromNumericText('1000.000')).toBe(1000);
    expect(fromNumericText(1.25)).toBe(1.25);
  });
});
