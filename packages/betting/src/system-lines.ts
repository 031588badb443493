import { binomial } from './maths/symmetric';

/**
 * The named full covers (docs/api.md "Named full covers"): how many selections each takes and
 * the smallest line it holds. A cover holds every line from that size up to the accumulator of
 * all its selections; those that start at 1 (Patent, Lucky 15/31/63) include the singles.
 */
export const FULL_COVERS = {
  trixie: { legs: 3, from: 2, title: 'Trixie' },
  patent: { legs: 3, from: 1, title: 'Patent' },
  yankee: { legs: 4, from: 2, title: 'Yankee' },
  lucky15: { legs: 4, from: 1, title: 'Lucky 15' },
  canadian: { legs: 5, from: 2, title: 'Canadian' },
  lucky31: { legs: 5, from: 1, title: 'Lucky 31' },
  heinz: { legs: 6, from: 2, title: 'Heinz' },
  lucky63: { legs: 6, from: 1, title: 'Lucky 63' },
  super_heinz: { legs: 7, from: 2, title: 'Super Heinz' },
  goliath: { legs: 8, from: 2, title: 'Goliath' },
} as const satisfies Readonly<Record<string, { legs: number; from: number; title: string }>>;

/** The wire name of a named full cover, e.g. 'yankee'. */
export type FullCoverName = keyof typeof FULL_COVERS;

/** Every named full cover, fewest selections first (the order the slip offers them in). */
export const FULL_COVER_NAMES = Object.keys(FULL_COVERS) as FullCoverName[];

/** Whether a system type is one of the named full covers. */
export function isFullCover(type: string): type is FullCoverName {
  return Object.hasOwn(FULL_COVERS, type);
}

/** The named full covers a slip of n selections can place (none unless n is 3 … 8). */
export function fullCoversFor(n: number): FullCoverName[] {
  return FULL_COVER_NAMES.filter((name) => FULL_COVERS[name].legs === n);
}

/** Reads 'system_k/n' into its numbers; null when the text is not written that way. */
export function parseSystemType(type: string): { k: number; n: number } | null {
  const match = /^system_(\d{1,3})\/(\d{1,3})$/.exec(type);
  if (!match) return null;
  return { k: Number(match[1]), n: Number(match[2]) };
}

/**
 * The line sizes a system bet of n selections is made of: [k] for System k/n (2 ≤ k < n), the
 * range from … n for a named full cover of exactly n selections; null when the type does not
 * fit n selections. Every line of each size is one bet at the stake per line.
 * @example systemLineSizes('yankee', 4) // [2, 3, 4]
 * @example systemLineSizes('lucky15', 4) // [1, 2, 3, 4]
 * @example systemLineSizes('yankee', 5) // null
 */
export function systemLineSizes(type: string | null | undefined, n: number): number[] | null {
  if (!type) return null;
  if (isFullCover(type)) {
    const cover = FULL_COVERS[type];
    if (cover.legs !== n) return null;
    return Array.from({ length: n - cover.from + 1 }, (_, i) => cover.from + i);
  }
  const parsed = parseSystemType(type);
  if (!parsed || parsed.n !== n || parsed.k < 2 || parsed.k >= n) return null;
  return [parsed.k];
}

/**
 * How many lines the sizes hold over n selections (before each way doubles them):
 * Σ C(n, k). A Yankee's [2, 3, 4] over 4 is 6 + 4 + 1 = 11.
 */
export function linesOfSizes(sizes: readonly number[], n: number): number {
  return sizes.reduce((total, k) => total + binomial(n, k), 0);
}

/** Lines of a system type over n selections (each way not counted); 0 when the type does not fit. */
export function systemLineCount(type: string | null | undefined, n: number): number {
  const sizes = systemLineSizes(type, n);
  return sizes ? linesOfSizes(sizes, n) : 0;
}
