/**
 * The fast exact path of system returns for display: odds as integers over one power of ten,
 * the symmetric sums in plain numbers while every value is an exact integer below 2^53 and in
 * big integers beyond, one correctly rounded division per return. It answers exactly what
 * `R.toNumber` of the rational path answers (property-tested against it), or null when a leg
 * is outside what it can prove exact, and the caller takes the rational path.
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
 * e_0 … e_n of the integers, exactly: in numbers while every computed value stays below 2^53
 * (all terms are ≥ 0 and rounding is monotone, so a computed value below 2^53 means the exact
 * one is too, and an integer operation below 2^53 is exact), else again in big integers.
 */
export function integerSymmetric(values: readonly number[]): number[] | bigint[] {
  const n = values.length;
  const sums = new Array<number>(n + 1).fill(0);
  sums[0] = 1;
  for (let i = 0; i < n; i += 1) {
    const value = values[i]!;
    for (let j = i + 1; j >= 1; j -= 1) {
      const next = sums[j]! + sums[j - 1]! * value;
      if (next >= SAFE) return bigSymmetric(values);
      sums[j] = next;
    }
  }
  return sums;
}

function bigSymmetric(values: readonly number[]): bigint[] {
  const n = values.length;
  const sums = new Array<bigint>(n + 1).fill(0n);
  sums[0] = 1n;
  for (let i = 0; i < n; i += 1) {
    const value = BigInt(values[i]!);
    for (let j = i + 1; j >= 1; j -= 1) sums[j] = sums[j]! + sums[j - 1]! * value;
  }
  return sums;
}

const BIG_SAFE = 2n ** 53n;
const SIGNIFICAND_LOW = 2n ** 52n;

/**
 * The nearest double to num / den (ties to even), num ≥ 0 and den > 0, or null far outside the
 * range of odds (the caller then takes the general conversion). Below 2^53 both are exact
 * doubles and IEEE division is the correctly rounded quotient; beyond, one big-integer
 * division yields the 53 significant bits and the remainder decides the rounding.
 */
export function nearestDouble(num: number | bigint, den: number | bigint): number | null {
  if (typeof num === 'number' && typeof den === 'number') return num / den;
  const bigNum = BigInt(num);
  const bigDen = BigInt(den);
  if (bigNum === 0n) return 0;
  if (bigNum < BIG_SAFE && bigDen < BIG_SAFE) return Number(bigNum) / Number(bigDen);
  const approx = Number(bigNum) / Number(bigDen);
  if (!(approx > 0) || !Number.isFinite(approx)) return null;
  // The estimate is within a factor of two, so one step either way brings q into [2^52, 2^53).
  let shift = 52 - Math.floor(Math.log2(approx));
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (shift > 1000 || shift < -1000) return null;
    const scaled = shift > 0 ? bigNum << BigInt(shift) : bigNum;
    const divisor = shift < 0 ? bigDen << BigInt(-shift) : bigDen;
    let q = scaled / divisor;
    if (q >= BIG_SAFE) shift -= 1;
    else if (q < SIGNIFICAND_LOW) shift += 1;
    else {
      const twiceRemainder = 2n * (scaled - q * divisor);
      if (twiceRemainder > divisor || (twiceRemainder === divisor && (q & 1n) === 1n)) q += 1n;
      return Number(q) * 2 ** -shift;
    }
  }
  return null;
}
