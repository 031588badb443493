import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RULES } from '../tax';
import type { SlipAction } from './actions';
import { slipTax } from './selectors';
import { add, money, NOW, run, selection } from './test-fixtures';

const stakeAll = (target: 'batch' | 'combi', minor: number): SlipAction => ({
  type: 'stakeSet',
  target,
  stake: money(minor),
  now: NOW,
});
const choose = (betType: 'single' | 'combi'): SlipAction => ({ type: 'betTypeChosen', betType, now: NOW });

describe('slipTax', () => {
  const twoAtFour = [selection(1, { odds: 4 }), selection(2, { odds: 4 })];

  it('taxes each single as a bet of its own, so the bands apply per bet (GR: 80.00 each, not 200.00 on the sum)', () => {
    const state = run([...add(...twoAtFour), choose('single'), stakeAll('batch', 20_000)]);
    expect(slipTax(state, {}, DEFAULT_TAX_RULES.GR)).toBe(16_000);
  });

  it('taxes a combi as one bet (GR: 15 % of 400.00 plus 20 % of 2,500.00)', () => {
    const state = run([...add(...twoAtFour), choose('combi'), stakeAll('combi', 20_000)]);
    expect(slipTax(state, {}, DEFAULT_TAX_RULES.GR)).toBe(56_000);
  });

  it('taxes the combo boost as a winning: RO tax on return and boost together', () => {
    const legs = [1, 2, 3].map((id) => selection(id, { odds: 2, comboBoost: true }));
    const state = run([...add(...legs), choose('combi'), stakeAll('combi', 10_000)]);
    const comboBoost = { percent_steps: [0, 0, 10], winnings_calc_mode: 'net' as const, min_leg_odds: 1.2 };
    // 8.00 × 100.00 = 800.00 and 10 % of the 700.00 won: 70.00; 3 % of 870.00 = 26.10.
    expect(slipTax(state, { comboBoost }, DEFAULT_TAX_RULES.RO)).toBe(2_610);
  });

  it('withholds RO tax on the whole payout (3 % up to 10,000.00)', () => {
    const state = run([...add(selection(1, { odds: 2 })), stakeAll('batch', 10_000)]);
    expect(slipTax(state, {}, DEFAULT_TAX_RULES.RO)).toBe(600);
  });

  it('is 0 for a country without a tax rule and for an empty slip', () => {
    const state = run([...add(...twoAtFour), stakeAll('batch', 20_000)]);
    expect(slipTax(state, {}, DEFAULT_TAX_RULES.GB)).toBe(0);
    expect(slipTax(run([]), {}, DEFAULT_TAX_RULES.GR)).toBe(0);
  });
});
