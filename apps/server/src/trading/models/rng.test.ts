import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, pick, pickWeighted, randomFloat, randomInt, randomNormal, rngFromDigest, xoshiro128 } from './rng';

const draws = (secret: string, label: string, count: number) => {
  const rng = createRng(secret, label);
  return Array.from({ length: count }, () => rng());
};

describe('xoshiro128', () => {
  it("draws the reference implementation's numbers", () => {
    // Blackman and Vigna's xoshiro128starstar.c from the state {1, 2, 3, 4}.
    const next = xoshiro128([1, 2, 3, 4]);
    expect(Array.from({ length: 6 }, next)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('never starts from the all-zero state, which would draw zeros for ever', () => {
    const rng = rngFromDigest(new Uint8Array(32));
    const values = Array.from({ length: 100 }, rng);
    expect(new Set(values).size).toBe(100);
  });
});

describe('createRng', () => {
  it('is xoshiro128** over the first 128 bits of HMAC-SHA256(secret, label)', () => {
    const digest = createHmac('sha256', 'the secret').update('football:42').digest();
    const next = xoshiro128(
      [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset)) as [number, number, number, number],
    );
    expect(draws('the secret', 'football:42', 5)).toEqual(Array.from({ length: 5 }, () => next() / 2 ** 32));
  });

  it('repeats the same stream for the same secret and label and differs for another of either', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (secret, label) => {
        expect(draws(secret, label, 20)).toEqual(draws(secret, label, 20));
        expect(draws(secret, label, 20)).not.toEqual(draws(`${secret}x`, label, 20));
        expect(draws(secret, label, 20)).not.toEqual(draws(secret, `${label}x`, 20));
      }),
    );
  });

  it('stays in [0, 1) and averages about one half', () => {
    const values = draws('unit', 'uniform', 20000);
    values.forEach((value) => expect(value >= 0 && value < 1).toBe(true));
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 2);
  });
});

describe('helpers', () => {
  it('draws integers across the whole inclusive range and nothing outside it', () => {
    const rng = createRng('unit', '3');
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(rng, 2, 6)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
    expect(() => randomInt(rng, 5, 1)).toThrow(/min <= max/);
  });

  it('keeps floats inside their range and picks only listed items', () => {
    const rng = createRng('unit', '4');
    for (let index = 0; index < 200; index += 1) {
      const value = randomFloat(rng, -2, 3);
      expect(value >= -2 && value < 3).toBe(true);
      expect(['a', 'b']).toContain(pick(rng, ['a', 'b']));
    }
    expect(() => pick(rng, [])).toThrow(/at least one/);
  });

  it('draws normals with about the asked mean and spread', () => {
    const rng = createRng('unit', '5');
    const values = Array.from({ length: 20000 }, () => randomNormal(rng, 10, 2));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(10, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(2, 1);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRng('unit', '6');
    const counts = new Map<number, number>();
    for (let index = 0; index < 10000; index += 1) {
      const picked = pickWeighted(rng, [3, 0, 1]);
      counts.set(picked, (counts.get(picked) ?? 0) + 1);
    }
    expect(counts.get(1)).toBeUndefined();
    expect((counts.get(0) ?? 0) / 10000).toBeCloseTo(0.75, 1);
    expect(() => pickWeighted(rng, [0, 0])).toThrow(/positive weight/);
  });
});
