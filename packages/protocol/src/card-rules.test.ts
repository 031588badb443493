import { describe, expect, it } from 'vitest';
import { cardExpiryState, luhnValid } from './card-rules';

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['', false],
    ['4242 4242 4242 4242', false],
    ['abcd', false],
  ])('judges %j as %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('cardExpiryState', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['06/26', 'ok'],
    ['12/30', 'ok'],
    ['05/26', 'expired'],
    ['13/30', 'invalid'],
    ['6/26', 'invalid'],
    ['06/2026', 'invalid'],
  ] as const)('reads %j as %s in June 2026', (expiry, state) => {
    expect(cardExpiryState(expiry, now)).toBe(state);
  });

  it('keeps a card valid through the last instant of its month in UTC', () => {
    expect(cardExpiryState('06/26', new Date('2026-06-30T23:59:59Z'))).toBe('ok');
    expect(cardExpiryState('06/26', new Date('2026-07-01T00:00:00Z'))).toBe('expired');
  });
});
