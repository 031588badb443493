import { describe, expect, it } from 'vitest';
import { BettingInputError } from '../errors';
import { formatMoney, fromRationalMinor, sumMoney, toMajor, toMinor, toMoney } from './money';
import type { Money } from './money';
import { parseStakeInput, stakeError } from './stake-input';

describe('toMinor', () => {
  it.each([
    [10.5, 1050],
    [12.345, 1235],
    [0.1, 10],
    [0.29, 29],
    [1.005, 101],
    ['1000.00', 100000],
    ['-2.5', -250],
    [0, 0],
  ])('turns %s major units into %s minor units, half up', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1,5'])('refuses %s with a typed error', (bad) => {
    expect(() => toMinor(bad)).toThrow(BettingInputError);
  });
});

describe('toMoney', () => {
  it.each([Number.NaN, 1.5, Number.MAX_SAFE_INTEGER + 2])('refuses %s, which is no whole number of cents', (bad) => {
    expect(() => toMoney(bad)).toThrow(BettingInputError);
  });

  it('keeps whole minor units', () => {
    expect(toMoney(1234)).toBe(1234);
    expect(toMajor(toMoney(1234))).toBe(12.34);
    expect(sumMoney([toMoney(1), toMoney(2)])).toBe(3);
  });

  it('refuses an exact amount too large to hold', () => {
    expect(() => fromRationalMinor({ num: 10n ** 30n, den: 1n })).toThrow(BettingInputError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, 'EUR', 'de-DE', '1.234,56 €'],
    [123456, 'GBP', 'en-GB', '£1,234.56'],
    [5, 'BRL', 'pt-BR', 'R$ 0,05'],
    [100000, 'MXN', 'es-MX', '$1,000.00'],
    [-250, 'RON', 'ro-RO', '-2,50 RON'],
  ])('formats %s minor units of %s in %s as %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor as Money, currency, locale).replace(/\s/g, ' ')).toBe(expected);
  });

  it('refuses NaN rather than printing it', () => {
    expect(() => formatMoney(Number.NaN as Money, 'EUR', 'en')).toThrow(BettingInputError);
  });
});

describe('parseStakeInput', () => {
  it.each([
    ['12.345', '12.34', 1234, null],
    ['12.', '12.', 1200, null],
    ['12,5', '12.5', 1250, null],
    ['  7 ', '7', 700, null],
    ['0.10', '0.10', 10, null],
    ['0.09', '0.09', 9, 'STAKE_TOO_LOW'],
    ['0', '0', 0, 'STAKE_TOO_LOW'],
    ['.5', '.5', 50, null],
    ['10000', '10000', 1000000, null],
    ['10000.01', '10000.01', 1000001, 'STAKE_TOO_HIGH'],
    ['99999999999999999999', '99999999999999999999', null, 'STAKE_TOO_HIGH'],
  ])('reads "%s" as text "%s", %s minor units, error %s', (text, shown, minor, error) => {
    expect(parseStakeInput(text)).toEqual({ text: shown, minor, error });
  });

  it('reads an empty field as no stake and no error', () => {
    expect(parseStakeInput('')).toEqual({ text: '', minor: null, error: null });
  });

  it.each(['abc', '-5', '1.2.3', '1e5', 'NaN', '5€'])('refuses "%s" so the field keeps its value', (text) => {
    expect(parseStakeInput(text)).toEqual({ text: '', minor: null, error: 'INVALID_STAKE' });
  });

  it('names the limit a stake breaks', () => {
    expect(stakeError(toMoney(9))).toBe('STAKE_TOO_LOW');
    expect(stakeError(toMoney(1_000_001))).toBe('STAKE_TOO_HIGH');
    expect(stakeError(toMoney(500))).toBeNull();
  });
});
