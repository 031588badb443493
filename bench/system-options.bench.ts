import { systemOptions } from '@sportsbook/betting';
import { formatMicros, medianMicros } from './measure';
import { recordFigure } from './figures';

/**
 * The obvious way: walk every subset once (depth-first, one multiplication per subset) and add
 * each product to its size's total — exact like the real code (odds as integer thousandths,
 * so a k-fold total is over 1000^k), but O(2^n).
 */
function naiveSystemReturns(odds: readonly number[]): bigint[] {
  const thousandths = odds.map((price) => BigInt(Math.round(price * 1000)));
  const totals: bigint[] = new Array<bigint>(odds.length + 1).fill(0n);
  const walk = (start: number, size: number, product: bigint): void => {
    for (let i = start; i < thousandths.length; i += 1) {
      const next = product * thousandths[i]!;
      totals[size + 1]! += next;
      walk(i + 1, size + 1, next);
    }
  };
  walk(0, 0, 1n);
  return totals;
}

/** Prints systemOptions against naive enumeration for n = 3 … 20, medians and ratio. */
export function benchSystemOptions(): void {
  console.log('\nsystemOptions (elementary symmetric polynomials) vs naive subset enumeration, exact arithmetic');
  console.log('   n   options   systemOptions median   naive median   naive / fast');
  for (let n = 3; n <= 20; n += 1) {
    const legs = Array.from({ length: n }, (_, i) => ({ odds: 1.5 + ((i * 37) % 100) / 40 }));
    const fast = medianMicros(() => systemOptions(legs, false));
    const naive = medianMicros(() => naiveSystemReturns(legs.map((leg) => leg.odds)), n > 16 ? 1500 : 300);
    if (n === 20) {
      recordFigure({ bench: 'system-options', measure: 'systemOptions, n = 20, median', value: fast, unit: 'µs' });
      recordFigure({ bench: 'system-options', measure: 'naive enumeration, n = 20, median', value: naive, unit: 'µs' });
      recordFigure({
        bench: 'system-options',
        measure: 'naive ÷ systemOptions, n = 20',
        value: naive / fast,
        unit: '×',
      });
    }
    console.log(
      `${String(n).padStart(4)}${String(n - 2).padStart(10)}${formatMicros(fast).padStart(23)}${formatMicros(naive).padStart(15)}${(naive / fast).toFixed(1).padStart(14)}×`,
    );
  }
}
