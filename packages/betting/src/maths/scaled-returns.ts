/**
 * The fast exact path of system returns for display: odds as integers over one denominator
 * (a power of ten, divided by what all of them share), each symmetric sum in a plain number
 * while it is an exact integer below 2^53 and in a big integer beyond, one correctly rounded
 * division per return. It answers exactly what `R.toNumber` of the rational path answers
 * (property-tested against it), or null when a leg is outside what it can prove exact, and
 * the caller takes the rational path.
 */

const SAFE = 2 ** 53;
/** Scaled odds stay below this, so a product of two of them never loses a bit unnoticed. */
const PART_LIMIT = 2 ** 50;
const MAX_DECIMALS = 8;
const POWERS_OF_TEN = Array.from({ length: MAX_DECIMALS + 1 }, (_, d) => 10 ** d);

/**
 * The decimal a JS number prints as, as an integer and a count of decimals — what `String`
 * (shortest round trip) and `fromNumber` read — or null when it needs more than 8 decimals or
 * 2^50. Why it is the printed decimal: m / 10^d is one correctly rounded division, so it equals
 * the value exactly when m·10^-d reads back as the value; the first such d has the fewest
 * digits; and below 2^50 an ulp is under a quarter of 10^-d, so no other d-decimal reads back.
 * @example decimalParts(2.375) // { m: 2375, d: 3 }
 */
export function decimalParts(value: number): { m: number; d: number } | null {
  if (!(value >= 0) || !Number.isFinite(value)) return null;
  for (let d = 0; d <= MAX_DECIMALS; d += 1) {
    const scale = POWERS_OF_TEN[d]!;
    const m = Math.round(value * scale);
    if (m >= PART_LIMIT) return null;
    if (m / scale === value) return { m, d };
  }
  return null;
}

/**
 * e_0 … e_upTo of the integers, exactly, each in a number while it is an exact integer below
 * 2^53 and in a big integer from the first step it would reach 2^53. All terms are ≥ 0, so a
 * sum only grows (once past 2^53 it stays past) and rounding is monotone: a computed value
 * below 2^53 means the exact one is too, and an integer operation below 2^53 is exact. Entries
 * from the lowest overflowed index up are kept big together (some may be small), so each step
 * is either all numbers or all big integers but for the one index at the border.
 * @example integerSymmetric([2 ** 30, 2 ** 30]) // [1, 2 ** 31, 2n ** 60n]
 */
export function integerSymmetric(values: readonly number[], upTo = values.length): (number | bigint)[] {
  const small = new Float64Array(upTo + 1);
  let big: bigint[] = [];
  small[0] = 1;
  let firstBig = upTo + 1;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    const top = i + 1 < upTo ? i + 1 : upTo;
    if (top >= firstBig) {
      const bigValue = BigInt(value);
      for (let j = top; j > firstBig; j -= 1) big[j] = big[j]! + big[j - 1]! * bigValue;
      const lower = small[firstBig - 1]!;
      const product = lower * value;
      big[firstBig] = big[firstBig]! + (product < SAFE ? BigInt(product) : BigInt(lower) * bigValue);
    }
    for (let j = top < firstBig ? top : firstBig - 1; j >= 1; j -= 1) {
      const next = small[j]! + small[j - 1]! * value;
      if (next < SAFE) {
        small[j] = next;
        continue;
      }
      // Entries j + 1 … firstBig − 1 are already this step's values: they move to big with j.
      if (firstBig > upTo) big = new Array<bigint>(upTo + 1).fill(0n);
      for (let h = j + 1; h < firstBig; h += 1) big[h] = BigInt(small[h]!);
      big[j] = BigInt(small[j]!) + BigInt(small[j - 1]!) * BigInt(value);
      firstBig = j;
    }
  }
  const sums: (number | bigint)[] = [];
  for (let j = 0; j <= upTo; j += 1) sums.push(j < firstBig ? small[j]! : big[j]!);
  return sums;
}

/** Greatest common divisor of two integers ≥ 0 below 2^53. */
export function greatestCommonDivisor(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

/**
 * Divides integers ≥ 0 sharing a denominator, and the denominator, by their greatest common
 * divisor, in place, and answers the new denominator: every e_k(values) / scale^k keeps its
 * value (e_k is homogeneous of degree k, so e_k(v / g) = e_k(v) / g^k), over smaller numbers.
 * @example reduceByCommonDivisor([1500, 2375], 1000) // 8, the values now [12, 19]
 */
export function reduceByCommonDivisor(values: number[], scale: number): number {
  let divisor = scale;
  for (let i = 0; i < values.length && divisor > 1; i += 1) divisor = greatestCommonDivisor(divisor, values[i]!);
  if (divisor === 1) return scale;
  for (let i = 0; i < values.length; i += 1) values[i] = values[i]! / divisor;
  return scale / divisor;
}

/** x · y of integers ≥ 0, in a number while exact (below 2^53, by the argument above). */
function exactProduct(x: number | bigint, y: number | bigint): number | bigint {
  if (typeof x === 'number' && typeof y === 'number') {
    const product = x * y;
    if (product < SAFE) return product;
  }
  return BigInt(x) * BigInt(y);
}

/** x + y of integers ≥ 0, in a number while exact. */
export function exactSum(x: number | bigint, y: number | bigint): number | bigint {
  if (typeof x === 'number' && typeof y === 'number') {
    const sum = x + y;
    if (sum < SAFE) return sum;
  }
  return BigInt(x) + BigInt(y);
}

const powerTables = new Map<number, (number | bigint)[]>();

/**
 * base^0 … base^n, each exact (see `exactProduct`); kept per base (powers of ten over their
 * common divisors and each-way multiples: a handful), grown when n outgrows the table.
 */
function integerPowers(base: number, n: number): readonly (number | bigint)[] {
  let table = powerTables.get(base);
  if (table === undefined) {
    if (powerTables.size >= 64) powerTables.clear();
    table = [1];
    powerTables.set(base, table);
  }
  while (table.length <= n) table.push(exactProduct(table[table.length - 1]!, base));
  return table;
}

const BIG_SAFE = 2n ** 53n;
/** Quotients are taken with about this many bits: 53 at least, below 64 to read them whole. */
const QUOTIENT_BITS = 60;
/** Reads a double's exponent and a 64-bit quotient's halves; big-endian, as DataView's default. */
const scratch = new DataView(new ArrayBuffer(8));

/**
 * The nearest double to num / den (ties to even), num ≥ 0 and den > 0 integers, numbers only
 * below 2^53; null far outside the range of odds (the caller then takes the general
 * conversion). Below 2^53 both are exact doubles and IEEE division is the correctly rounded
 * quotient. Beyond, one big-integer division gives q = ⌊num·2^s / den⌋ in [2^59, 2^62), s
 * from the exponent of an estimate within 2^-51. From 2^53 up every rounding point (a double
 * or a midpoint between two) is an integer, so num·2^s / den, in [q, q + 1), rounds as q does
 * unless q is a midpoint and the division left a remainder: then it rounds up, and so does
 * q + 1 ("sticky bit"). Scaling back by 2^-s is exact for normal doubles.
 * @example nearestDouble(10n ** 30n + 1n, 10n ** 29n) // 10
 */
export function nearestDouble(num: number | bigint, den: number | bigint): number | null {
  if (typeof num === 'number' && typeof den === 'number') return num / den;
  const bigNum = BigInt(num);
  const bigDen = BigInt(den);
  if (bigNum === 0n) return 0;
  if (bigNum < BIG_SAFE && bigDen < BIG_SAFE) return Number(bigNum) / Number(bigDen);
  // Three correctly rounded steps: the estimate is within 2^-51 of the quotient.
  const estimate = Number(bigNum) / (typeof den === 'number' ? den : Number(bigDen));
  if (!(estimate > 2 ** -900 && estimate < 2 ** 900)) return null;
  scratch.setFloat64(0, estimate);
  const shift = QUOTIENT_BITS - (scratch.getUint16(0) >>> 4) + 1023;
  const scaled = shift > 0 ? bigNum << BigInt(shift) : bigNum;
  const divisor = shift < 0 ? bigDen << BigInt(-shift) : bigDen;
  const q = scaled / divisor;
  scratch.setBigUint64(0, q);
  const high = scratch.getUint32(0);
  let low = scratch.getUint32(4);
  // q has 64 − clz(high) bits, 53 of them kept: a midpoint is 1 followed by zeros below that.
  const half = 2 ** (10 - Math.clz32(high));
  if (low % (2 * half) === half && q * divisor !== scaled) low += 1;
  return (high * 2 ** 32 + low) * 2 ** -shift;
}

/**
 * sums[k] / base^k for every k, each the nearest double; null when one is far outside the range
 * of odds (see `nearestDouble`).
 * @example nearestQuotients([1, 9, 26, 24], 1) // [1, 9, 26, 24]
 */
export function nearestQuotients(sums: readonly (number | bigint)[], base: number): number[] | null {
  const denominators = integerPowers(base, sums.length - 1);
  const result: number[] = [];
  for (let k = 0; k < sums.length; k += 1) {
    const value = nearestDouble(sums[k]!, denominators[k]!);
    if (value === null) return null;
    result.push(value);
  }
  return result;
}
