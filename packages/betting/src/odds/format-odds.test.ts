import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayOdds, formatOdds, isPriced, shownOdds } from './format-odds';

describe('formatOdds decimal', () => {
  it.each([
    [2.379, '2.37'],
    [1.13, '1.13'],
    [4.35, '4.35'],
    [2.01, '2.01'],
    [2, '2.00'],
    [1.005, '1.00'],
    [100.999, '100.99'],
    [1.1, '1.10'],
    [2.375, '2.37'],
    [1e21, '1000000000000000000000.00'],
  ])('truncates %s to %s on its decimal digits', (odds, expected) => {
    expect(formatOdds(odds, 'decimal')).toBe(expected);
  });
});

describe('formatOdds american', () => {
  it.each([
    [2.5, '+150'],
    [1.91, '-109.89'],
    [1001, '+100000'],
    [2, '+100'],
    [1.5, '-200'],
    [3.2, '+220'],
    [1.01, '-10000'],
    [1.3, '-333.33'],
    [1.7, '-142.86'],
    [2.375, '+137.5'],
    [10001, '+1000000'],
    [1.909, '-110.01'],
    [1.66667, '-150'],
    [1.0000001, '-1000000000'],
  ])('shows %s as %s', (odds, expected) => {
    expect(formatOdds(odds, 'american')).toBe(expected);
  });

  it('reads a negative price as an American quote', () => {
    expect(formatOdds(-150, 'american')).toBe('-150');
    expect(formatOdds(-150, 'decimal')).toBe('1.66');
  });
});

describe('formatOdds fractional', () => {
  it.each([
    [1.05, '1/20'],
    [2.38, '11/8'],
    [1.91, '10/11'],
    [1.13, '1/8'],
    [4.0, '3/1'],
    [1.01, '1/100'],
    [2.5, '3/2'],
    [2, '1/1'],
    [1.333, '1/3'],
    [3.75, '11/4'],
    [1.44, '4/9'],
    [1.8, '4/5'],
    [1.2, '1/5'],
    [1.9091, '10/11'],
    [101, '100/1'],
  ])('approximates %s as %s', (odds, expected) => {
    expect(formatOdds(odds, 'fractional')).toBe(expected);
  });
});

describe('unpriced odds', () => {
  it.each([0, 1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows a lock (empty text) for %s',
    (odds) => {
      expect(isPriced(odds)).toBe(false);
      expect(formatOdds(odds, 'decimal')).toBe('');
      expect(formatOdds(odds, 'fractional')).toBe('');
      expect(formatOdds(odds, 'american')).toBe('');
    },
  );

  it('prices odds above 1 and below 0', () => {
    expect(isPriced(1.01)).toBe(true);
    expect(isPriced(-110)).toBe(true);
  });
});

describe('shownOdds', () => {
  it('prefers the display odds trading published', () => {
    expect(shownOdds(2.375, 'fractional', { fractional: '11/8' })).toBe('11/8');
  });

  it('computes the format when the display is missing', () => {
    expect(shownOdds(2.375, 'decimal', null)).toBe('2.37');
    expect(shownOdds(2.375, 'american', { decimal: '2.37' })).toBe('+137.5');
  });

  it('shows nothing for an unpriced outcome whatever the display says', () => {
    expect(shownOdds(1, 'decimal', { decimal: '1.00' })).toBe('');
  });

  it('gives all three formats at once', () => {
    expect(displayOdds(2.5)).toEqual({ decimal: '2.50', fractional: '3/2', american: '+150' });
  });
});

const decimalOdds = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 3 }))
  .map(([digits, places]) => Number((1 + digits / 10 ** places).toFixed(places)))
  .filter((odds) => odds > 1);

function fractionValue(text: string): [bigint, bigint] {
  const [num, den] = text.split('/');
  return [BigInt(num!), BigInt(den!)];
}

describe('formatOdds properties', () => {
  it('puts a fractional price within 0.005 of the odds less one', () => {
    fc.assert(
      fc.property(decimalOdds, (odds) => {
        const [num, den] = fractionValue(formatOdds(odds, 'fractional'));
        // |num/den − (odds − 1)| ≤ 0.005, exactly, with odds as thousandths.
        const thousandths = BigInt(Math.round(odds * 1000)) - 1000n;
        const error = num * 1000n - thousandths * den;
        const absError = error < 0n ? -error : error;
        expect(absError * 200n <= den * 1000n).toBe(true);
      }),
    );
  });

  it('never truncates a decimal price above the odds, nor a cent below them', () => {
    fc.assert(
      fc.property(decimalOdds, (odds) => {
        const shown = Number(formatOdds(odds, 'decimal'));
        expect(shown).toBeLessThanOrEqual(odds);
        expect(odds - shown).toBeLessThan(0.01);
      }),
    );
  });

  it('always signs an american price and never uses exponent form', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.0001, max: 1e9, noNaN: true }), (odds) => {
        expect(formatOdds(odds, 'american')).toMatch(/^[+-]\d+(\.\d+)?$/);
      }),
    );
  });
});
