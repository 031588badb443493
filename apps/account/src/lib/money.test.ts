// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAmount, showMajor, showMoney } from './money';

describe('typed cashier amounts', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['20,50', 2050],
    [' 7.05 ', 705],
    ['0.01', 1],
    ['1000000', 100_000_000],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual({ minor, error: null });
  });

  it.each(['', 'abc', '-5', '0', '0.00', '12.345', '1e3', '5.5.5'])('refuses %j', (text) => {
    expect(parseAmount(text)).toEqual({ minor: null, error: 'AMOUNT_INVALID' });
  });

  it('refuses more than the cashier takes at once', () => {
    expect(parseAmount('1000000.01')).toEqual({ minor: null, error: 'AMOUNT_TOO_HIGH' });
    expect(parseAmount('99999999999999999999')).toEqual({ minor: null, error: 'AMOUNT_TOO_HIGH' });
  });

  it('formats minor units and wire balances in the page language', () => {
    expect(showMoney(102_550, 'GBP', 'en')).toBe('£1,025.50');
    expect(showMajor(1025.5, 'EUR', 'de')).toBe('1.025,50\u00a0€');
  });
});
