import { describe, expect, it } from 'vitest';
import { hasQueryParam } from './use-background-needs';

describe('hasQueryParam', () => {
  const slip = /^(lineid(\[\d*\])?|combostake|action)$/i;
  it.each([
    ['?LineID=12', true],
    ['?LineID[0]=12&LineID[1]=13', true],
    ['?combostake=5', true],
    ['?action=addToSlip&selections=1|2', true],
    ['?oddsstyle=us', false],
    ['', false],
  ])('finds slip parameters in %s: %s', (search, expected) => {
    expect(hasQueryParam(search, slip)).toBe(expected);
  });
});
