// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockedSlugsFor } from './use-sports-config';

const entries = [
  { slug: 'horse-racing', blocked_countries: ['US'] },
  { slug: 'greyhounds', blocked_countries: ['US', 'BR'] },
];

describe('blockedSlugsFor', () => {
  it('blocks the slugs listing the visitor country, whatever its case', () => {
    expect([...blockedSlugsFor(entries, 'us')].sort()).toEqual(['greyhounds', 'horse-racing']);
    expect([...blockedSlugsFor(entries, 'BR')]).toEqual(['greyhounds']);
  });

  it('blocks nothing for another country or before the country is known', () => {
    expect(blockedSlugsFor(entries, 'GB').size).toBe(0);
    expect(blockedSlugsFor(entries, null).size).toBe(0);
  });
});
