import type { OracleInput } from './types';

/**
 * Named full covers (docs/api.md "Named full covers"): legs and the line sizes they cover.
 * Those with singles (patent, lucky 15/31/63) start at 1; the others at doubles.
 */
const FULL_COVERS: Readonly<Record<string, { readonly legs: number; readonly from: number }>> = {
  trixie: { legs: 3, from: 2 },
  patent: { legs: 3, from: 1 },
  yankee: { legs: 4, from: 2 },
  lucky15: { legs: 4, from: 1 },
  canadian: { legs: 5, from: 2 },
  lucky31: { legs: 5, from: 1 },
  heinz: { legs: 6, from: 2 },
  lucky63: { legs: 6, from: 1 },
  super_heinz: { legs: 7, from: 2 },
  goliath: { legs: 8, from: 2 },
};

/** The line sizes a bet is made of: 1 for a single, n for a combi, k for System k/n, a full cover's range. */
export function lineSizes(input: OracleInput): number[] {
  const n = input.legs.length;
  if (input.betType === 'single') {
    if (n !== 1) throw new RangeError('A single has exactly one leg.');
    return [1];
  }
  if (input.betType === 'combi') {
    if (n < 2) throw new RangeError('A combi has at least two legs.');
    return [n];
  }
  const type = input.systemType ?? '';
  const cover = FULL_COVERS[type];
  if (cover) {
    if (cover.legs !== n) throw new RangeError(`A ${type} has ${cover.legs} legs, not ${n}.`);
    return Array.from({ length: n - cover.from + 1 }, (_, i) => cover.from + i);
  }
  const match = /^system_(\d+)\/(\d+)$/.exec(type);
  const k = Number(match?.[1]);
  if (!match || Number(match[2]) !== n || k < 2 || k >= n) throw new RangeError(`"${type}" is not a system of ${n}.`);
  return [k];
}

/** Every k-subset of 0 … n−1, in lexicographic order, one by one (no formula). */
export function subsets(n: number, k: number): number[][] {
  const found: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      found.push([...chosen]);
      return;
    }
    // Only starts that leave enough legs to fill the line.
    for (let i = start; i <= n - (k - chosen.length); i += 1) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return found;
}
