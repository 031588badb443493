import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_BUILDER_ADD_MORE,
  betBuilderLiveOdds,
  BET_BUILDER_CANNOT_COMBINE,
  betBuilderDisabledReason,
  betBuilderWarning,
} from './bet-builder';
import { money } from './test-fixtures';

describe('betBuilderDisabledReason', () => {
  it.each<[string, number, number, number | null, 'NO_STAKE' | 'UNPRICED' | null]>([
    ['a stake and a price', 1000, 2.5, null, null],
    ['a stake at odds just above 1', 1000, 1.01, null, null],
    ['no stake and no free bet', 0, 2.5, null, 'NO_STAKE'],
    ['no stake but a free bet with money left', 0, 2.5, 500, null],
    ['no stake and a used-up free bet', 0, 2.5, 0, 'NO_STAKE'],
    ['a stake and a used-up free bet', 1000, 2.5, 0, null],
    ['total odds of exactly 1', 1000, 1, null, 'UNPRICED'],
    ['total odds of 0 (cannot combine)', 1000, 0, null, 'UNPRICED'],
    ['total odds that are not a number', 1000, Number.NaN, null, 'UNPRICED'],
    ['neither a price nor a stake', 0, 1, null, 'UNPRICED'],
    ['a free bet but no price', 0, 0, 500, 'UNPRICED'],
  ])('with %s is %s', (_name, stake, ticketOdds, freebetRemaining, expected) => {
    const input = {
      selectionCount: 2,
      ticketOdds,
      stake: money(stake),
      freebetRemaining: freebetRemaining === null ? null : money(freebetRemaining),
    };
    expect(betBuilderDisabledReason(input)).toBe(expected);
  });

  it('allows placing exactly when the odds are above 1 and a stake or free bet money is there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000 })),
        (ticketOdds, stake, remaining) => {
          const input = {
            selectionCount: 3,
            ticketOdds,
            stake: money(stake),
            freebetRemaining: remaining === null ? null : money(remaining),
          };
          const allowed = ticketOdds > 1 && (stake > 0 || (remaining ?? 0) > 0);
          expect(betBuilderDisabledReason(input) === null).toBe(allowed);
        },
      ),
    );
  });
});

describe('betBuilderWarning', () => {
  it.each<[number, number, string | null]>([
    [0, 0, null],
    [1, 0, BET_BUILDER_ADD_MORE],
    [1, 3.5, BET_BUILDER_ADD_MORE],
    [2, 0, BET_BUILDER_CANNOT_COMBINE],
    [5, 0, BET_BUILDER_CANNOT_COMBINE],
    [2, 4.5, null],
    [3, 1.2, null],
  ])('with %i selections at ticket odds %s warns %j', (count, odds, warning) => {
    expect(betBuilderWarning(count, odds)).toBe(warning);
  });

  it('uses the texts of spec 000 §5', () => {
    expect(BET_BUILDER_CANNOT_COMBINE).toBe(
      'Some selections for this event can’t be combined. Please remove some selections to proceed.',
    );
    expect(BET_BUILDER_ADD_MORE).toBe('Add more selections to continue');
  });
});

describe('betBuilderLiveOdds', () => {
  it.each([
    ['all', 2, 2.5, 'take'],
    ['all', 2, 1.5, 'take'],
    ['higher', 2, 2.5, 'offer'],
    ['higher', 2, 1.5, 'keep'],
    ['none', 2, 2.5, 'offer'],
    ['none', 2, 1.5, 'offer'],
    ['none', 2, 2, 'keep'],
  ] as const)('with accept-odds %s, taken %s and live %s: %s', (acceptOdds, taken, live, outcome) => {
    expect(betBuilderLiveOdds(taken, live, acceptOdds)).toBe(outcome);
  });
});
