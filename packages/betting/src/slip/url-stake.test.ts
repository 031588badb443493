import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './test-fixtures';
import { comboStakeFromUrl, defaultUrlStake } from './url-stake';

describe('comboStakeFromUrl', () => {
  it.each<[string, number]>([
    ['12', 1200],
    ['0', 0],
    ['007', 700],
    ['12.3', 1230],
    ['12.34', 1234],
    ['12.349', 1234],
    ['12.999', 1299],
    ['0.019', 1],
    ['10000', 1_000_000],
    [' 5.5 ', 550],
    ['999999999.99', 99_999_999_999],
    ['.5', 50],
  ])('reads %j as %i minor units, extra decimals truncated', (text, minor) => {
    expect(comboStakeFromUrl(text)).toBe(minor);
  });

  it.each(['12.', '0.', ' 12. ', '12.3.'])('ignores %j because it ends with a dot', (text) => {
    expect(comboStakeFromUrl(text)).toBeNull();
  });

  it.each([
    '',
    ' ',
    '.',
    'abc',
    '12abc',
    '-5',
    '+5',
    '1e3',
    '1,5',
    '12.3.4',
    '0x10',
    'NaN',
    'Infinity',
    '1234567890',
    '1 000',
  ])('ignores %j because it is not an amount', (text) => {
    expect(comboStakeFromUrl(text)).toBeNull();
  });

  it.each([null, undefined])('ignores a missing parameter (%s)', (value) => {
    expect(comboStakeFromUrl(value)).toBeNull();
  });

  it('reads whole units and the first two decimals, whatever follows them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.stringMatching(/^\d{0,6}$/),
        (whole, cents, tail) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}${tail}`;
          expect(comboStakeFromUrl(text)).toBe(whole * 100 + cents);
        },
      ),
    );
  });
});

describe('defaultUrlStake', () => {
  it.each<[number | null, number | null, number]>([
    [null, null, 1000],
    [0, null, 1000],
    [500, null, 1000],
    [999, null, 1000],
    [1000, null, 1000],
    [2500, null, 2500],
    [500, 1500, 1500],
    [500, 800, 1000],
    [2500, 3000, 3000],
    [2500, 2000, 2500],
    [null, 5000, 5000],
    [1000, 1000, 1000],
  ])('turns a stake of %s with last used %s into %i', (current, lastUsed, expected) => {
    expect(defaultUrlStake(current === null ? null : money(current), lastUsed === null ? null : money(lastUsed))).toBe(
      expected,
    );
  });

  it('is never below 10.00, the current stake or the last used stake', () => {
    const stake = fc.option(fc.integer({ min: 0, max: 1_000_000 }).map(money));
    fc.assert(
      fc.property(stake, stake, (current, lastUsed) => {
        const result = defaultUrlStake(current, lastUsed);
        expect(result).toBeGreaterThanOrEqual(1000);
        expect(result).toBeGreaterThanOrEqual(current ?? 0);
        expect(result).toBeGreaterThanOrEqual(lastUsed ?? 0);
        expect([1000, current, lastUsed]).toContain(result);
      }),
    );
  });
});
