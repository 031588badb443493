import { toMoney } from './money/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcTax, DEFAULT_TAX_RULES } from './tax';

const amounts = (potentialReturn: number, cashStake: number) => ({
  potentialReturn: toMoney(potentialReturn),
  cashStake: toMoney(cashStake),
});

describe('calcTax', () => {
  it.each([
    // [potential return, cash stake, tax] in minor units
    [0, 1_000, 0],
    [2_000, 1_000, 60], // 3 % of the 20.00 payout
    [1_000_000, 100_000, 30_000], // 3 % of 10,000.00
    [1_100_000, 100_000, 30_000 + 20_000], // 3 % of 10,000 + 20 % of 1,000
    [7_675_000, 100_000, 30_000 + 1_135_000 + 400_000], // third band: 40 % of 10,000 above 66,750
    [333, 100, 10], // 9.99 rounds half up to 0.10
  ])('RO withholds on the payout: return %i for %i pays %i', (potentialReturn, stake, tax) => {
    expect(calcTax(DEFAULT_TAX_RULES.RO, amounts(potentialReturn, stake))).toBe(tax);
  });

  it.each([
    [10_000, 1_000, 0], // net winnings 90.00: under the 100.00 threshold
    [11_000, 1_000, 0], // exactly 100.00 of winnings
    [12_000, 1_000, 150], // 15 % of the 10.00 above 100.00
    [70_000, 10_000, 8_000], // 15 % of 400.00 + 20 % of 100.00
    [5_000, 5_000, 0], // no winnings
    [3_000, 5_000, 0], // a loss-making return (each-way place part only) pays nothing
  ])('GR taxes net winnings above 100.00: return %i for %i pays %i', (potentialReturn, stake, tax) => {
    expect(calcTax(DEFAULT_TAX_RULES.GR, amounts(potentialReturn, stake))).toBe(tax);
  });

  it('treats a free bet return as winnings, its stake never having come from the balance', () => {
    expect(calcTax(DEFAULT_TAX_RULES.GR, amounts(20_000, 0))).toBe(1_500);
  });

  it.each(['GB', 'IE', 'US', 'MX', 'BR'] as const)('takes no tax in %s by default', (country) => {
    expect(calcTax(DEFAULT_TAX_RULES[country], amounts(1_000_000, 1_000))).toBe(0);
  });

  it('never takes more than the base nor less than nothing', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 1e9 }), (potentialReturn, stake) => {
        for (const rule of [DEFAULT_TAX_RULES.RO, DEFAULT_TAX_RULES.GR]) {
          const tax = calcTax(rule, amounts(potentialReturn, stake));
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(potentialReturn);
          expect(Number.isSafeInteger(tax)).toBe(true);
        }
      }),
    );
  });
});
