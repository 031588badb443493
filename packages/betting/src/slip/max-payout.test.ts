import { describe, expect, it } from 'vitest';
import type { SlipAction } from './actions';
import { exceedsMaxPayout, slipDisabledReason } from './max-payout';
import { slipTotals } from './selectors';
import { add, money, NOW, run, selection } from './test-fixtures';

const stake = (target: 'single' | 'combi', minor: number, outcomeId?: number): SlipAction => ({
  type: 'stakeSet',
  target,
  stake: money(minor),
  now: NOW,
  ...(outcomeId === undefined ? {} : { outcomeId }),
});

describe('the maximum payout before Place Bet', () => {
  const combi = run([...add(selection(1, { odds: 4 }), selection(2, { odds: 5 })), stake('combi', 1000)]);
  const returned = slipTotals(combi).potentialReturn;

  it('is passed by a combi whose return is above the cap, and not by one at or below it', () => {
    expect(exceedsMaxPayout(combi, {}, money(returned - 1))).toBe(true);
    expect(exceedsMaxPayout(combi, {}, money(returned))).toBe(false);
    expect(exceedsMaxPayout(combi, {}, null)).toBe(false);
  });

  it('judges each single on its own, as the server prices one ticket per single', () => {
    const singles = run([
      ...add(selection(1, { odds: 4 }), selection(2, { odds: 5 })),
      { type: 'betTypeChosen', betType: 'single', now: NOW },
      stake('single', 1000, 1),
      stake('single', 1000, 2),
    ]);
    // Together they return 9000; alone the larger returns 5000.
    expect(exceedsMaxPayout(singles, {}, money(6000))).toBe(false);
    expect(exceedsMaxPayout(singles, {}, money(4999))).toBe(true);
  });

  it('disables Place Bet with MAX_PAYOUT_EXCEEDED only once nothing else does', () => {
    const context = { balance: money(100_000), maxPayout: money(returned - 1) };
    expect(slipDisabledReason(combi, context)).toBe('MAX_PAYOUT_EXCEEDED');
    expect(slipDisabledReason(combi, { ...context, maxPayout: money(returned) })).toBeNull();
    expect(slipDisabledReason(run([stake('combi', 0)], combi), context)).toBe('NO_STAKE');
  });
});
