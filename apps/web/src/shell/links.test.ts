// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyLink } from './links';

describe('classifyLink', () => {
  it.each([
    ['https://www.begambleaware.org', 'external'],
    ['/help/terms-and-conditions/terms-conditions', 'frame'],
    ['/help', 'frame'],
    ['/cashier/deposit', 'frame'],
    ['/helpful-tips', 'internal'],
    ['/promotions', 'internal'],
    ['/football/europe/champions-league', 'internal'],
    ['http://plain.example', 'internal'],
  ])('opens %s as %s', (url, kind) => {
    expect(classifyLink(url)).toBe(kind);
  });
});
