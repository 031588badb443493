import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, pick, pickWeighted, randomFloat, randomInt, randomNormal, seedFrom } from './rng';

const draws = (seed: number, count: number) => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(draws(seed, 20)).toEqual(draws(seed, 20));
        expect(draws(seed, 20)).not.toEqual(draws(seed + 1, 20));
      }),
    );
  });

  it('stays in [0, 1) and averages about one half', () => {
    const values = draws(1, 20000);
    values.forEach((value) => expect(value >= 0 && value < 1).toBe(true));
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 2);
  });
});

describe('helpers', () => {
  it('draws integers across the whole inclusive range and nothing outside it', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(rng, 2, 6)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
    expect(() => randomInt(rng, 5, 1)).toThrow(/min <= max/);
  });

  it('keeps floats inside their range and picks only listed items', () => {
    const rng = createRng(4);
    for (let index = 0; index < 200; index += 1) {
      const value = randomFloat(rng, -2, 3);
      expect(value >= -2 && value < 3).toBe(true);
      expect(['a', 'b']).toContain(pick(rng, ['a', 'b']));
    }
    expect(() => pick(rng, [])).toThrow(/at least one/);
  });

  it('draws normals with about the asked mean and spread', () => {
    const rng = createRng(5);
    const values = Array.from({ length: 20000 }, () => randomNormal(rng, 10, 2));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(10, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(2, 1);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRng(6);
    const counts = new Map<number, number>();
    for (let index = 0; index < 10000; index += 1) {
      const picked = pickWeighted(rng, [3, 0, 1]);
      counts.set(picked, (counts.get(picked) ?? 0) + 1);
    }
    expect(counts.get(1)).toBeUndefined();
    expect((counts.get(0) ?? 0) / 10000).toBeCloseTo(0.75, 1);
    expect(() => pickWeighted(rng, [0, 0])).toThrow(/positive weight/);
  });

  it('derives different seeds from different labels, the same from the same', () => {
    expect(seedFrom('42:event:1')).toBe(seedFrom('42:event:1'));
    expect(seedFrom('42:event:1')).not.toBe(seedFrom('42:event:2'));
  });
});
