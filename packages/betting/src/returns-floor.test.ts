import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as R from './maths/rational';
import { exactOdds } from './maths/odds-exact';
import { floorReturnMinor, fromRationalMinor, toMoney } from './money/money';
import { settleBet } from './settlement';
import { calcComboBoost, calcTotals } from './totals';

/*
 * What a bet returns is floored to the cent wherever it is computed — the slip,
 * the accepted ticket, the combo boost and settlement — never rounded up in the bettor's favour.
 */
const m = toMoney;
const thousandths = fc.integer({ min: 1_001, max: 50_000 }).map((n) => n / 1000);
const stakes = fc.integer({ min: 1, max: 1_000_000 });

describe('floorReturnMinor', () => {
  it.each<[string, R.Rational, number]>([
    ['a whole amount', { num: 10n, den: 1n }, 10],
    ['half a cent', { num: 21n, den: 2n }, 10],
    ['just under a cent more', { num: 1099n, den: 100n }, 10],
    ['nothing', { num: 0n, den: 1n }, 0],
  ])('floors %s', (_, value, expected) => {
    expect(floorReturnMinor(value)).toBe(expected);
  });

  it('refuses an amount too large to hold', () => {
    expect(() => floorReturnMinor({ num: 2n ** 60n, den: 1n })).toThrow('too large');
  });

  it('never exceeds the exact amount and is within a cent of it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (num, den) => {
        const floored = BigInt(floorReturnMinor({ num, den }));
        expect(floored * den <= num).toBe(true);
        expect((floored + 1n) * den > num).toBe(true);
      }),
    );
  });

  it('is half up rounding less one exactly on the halves and above', () => {
    expect(fromRationalMinor({ num: 21n, den: 2n })).toBe(11);
    expect(floorReturnMinor({ num: 21n, den: 2n })).toBe(10);
  });
});

describe('returns are floored, never rounded up for the bettor', () => {
  it('prices a single at most odds × stake', () => {
    fc.assert(
      fc.property(thousandths, stakes, (odds, stake) => {
        const { potentialReturn } = calcTotals({
          betType: 'single',
          legs: [{ outcomeId: 1, eventId: 1, odds }],
          stake: m(stake),
        });
        const exact = R.mul(exactOdds(odds), R.int(stake));
        expect(R.compare(R.int(potentialReturn), exact) <= 0).toBe(true);
        expect(R.compare(R.int(potentialReturn + 1), exact) > 0).toBe(true);
      }),
    );
  });

  it('gives a free bet of one cent at odds under 2 nothing (half a cent is no cent)', () => {
    const totals = calcTotals({
      betType: 'single',
      legs: [{ outcomeId: 1, eventId: 1, odds: 1.5 }],
      stake: m(0),
      freebet: { amount: m(1) },
    });
    expect(totals.potentialReturn).toBe(0);
  });

  it('settles a won single at exactly what acceptance priced', () => {
    fc.assert(
      fc.property(thousandths, stakes, fc.boolean(), (odds, stake, freebet) => {
        const priced = calcTotals({
          betType: 'single',
          legs: [{ outcomeId: 1, eventId: 1, odds }],
          stake: freebet ? m(0) : m(stake),
          freebet: freebet ? { amount: m(stake) } : null,
        });
        const settled = settleBet({
          betType: 'single',
          eachWay: false,
          stake: m(stake),
          freebet,
          legs: [{ odds, result: 'won' }],
        });
        expect(settled.payout).toBe(priced.potentialReturn);
      }),
    );
  });

  it('floors the combo boost', () => {
    // 10 % of 10.05 = 1.005: one cent, never two.
    expect(calcComboBoost({ potentialReturn: m(1_005), cashStake: m(0) }, 10, 'gross')).toBe(100);
    fc.assert(
      fc.property(stakes, fc.integer({ min: 1, max: 100 }), (potentialReturn, percent) => {
        const boost = calcComboBoost({ potentialReturn: m(potentialReturn), cashStake: m(0) }, percent, 'gross');
        expect(boost * 100 <= potentialReturn * percent).toBe(true);
      }),
    );
  });
});
