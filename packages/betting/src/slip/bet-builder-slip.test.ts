import { describe, expect, it } from 'vitest';
import { toMoney } from '../money/money';
import { betBuilderActiveFreebet, betBuilderFreebetOptions, betBuilderReturn } from './bet-builder-slip';
import type { Freebet } from './freebets';

const freebet = (id: string, minOdds: number | null, remaining = 500): Freebet => ({
  id,
  name: id,
  amount: toMoney(500),
  amount_remaining: toMoney(remaining),
  conditions: { min_odds: minOdds },
});

describe('Bet Builder free bets', () => {
  it.each([
    { odds: 2.01, minOdds: 2, disabled: false },
    { odds: 2, minOdds: 2, disabled: true },
    { odds: 1.99, minOdds: 2, disabled: true },
    { odds: 3, minOdds: null, disabled: false },
  ])(
    'disables an offer whose minimum $minOdds the ticket odds $odds are at or below',
    ({ odds, minOdds, disabled }) => {
      const options = betBuilderFreebetOptions(odds, [freebet('a', minOdds), freebet('open', null)]);
      expect(options.find((option) => option.freebet.id === 'a')?.disabled).toBe(disabled);
    },
  );

  it('hides the selector when no offer is usable or the ticket is unpriced', () => {
    expect(betBuilderFreebetOptions(2, [freebet('a', 2)])).toEqual([]);
    expect(betBuilderFreebetOptions(0, [freebet('a', null)])).toEqual([]);
    expect(betBuilderFreebetOptions(5, [freebet('spent', null, 0)])).toEqual([]);
  });

  it('keeps the chosen free bet only while the ticket may use it', () => {
    const offers = [freebet('a', 3), freebet('b', null)];
    expect(betBuilderActiveFreebet('a', 3.5, offers)?.id).toBe('a');
    expect(betBuilderActiveFreebet('a', 3, offers)).toBeNull();
    expect(betBuilderActiveFreebet(null, 3.5, offers)).toBeNull();
  });
});

describe('Bet Builder return', () => {
  it.each([
    { stake: 500, odds: 7.5, freebet: false, expected: 3750 },
    { stake: 500, odds: 7.5, freebet: true, expected: 3250 },
    { stake: 333, odds: 2.35, freebet: false, expected: 782 },
    { stake: 500, odds: 0, freebet: false, expected: 0 },
  ])('pays $expected on $stake at $odds (free bet $freebet)', ({ stake, odds, freebet, expected }) => {
    expect(betBuilderReturn(toMoney(stake), odds, freebet)).toBe(expected);
  });
});
