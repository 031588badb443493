import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlipStore } from '../../../stores/slip-store';
import { addToSlip, resetStores, slipSelection, stubNetwork, wireSelection } from '../test/fixtures';
import { checkRestoredSlip, resetRestoredSlipCheck } from './validate-selections';

describe('checking a restored slip', () => {
  beforeEach(() => {
    resetStores();
    resetRestoredSlipCheck();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks validate-selections once, drops lines the book no longer lists and takes current prices', async () => {
    addToSlip(slipSelection({ outcomeId: 1, odds: 2 }), slipSelection({ outcomeId: 2, odds: 3 }));
    const calls = stubNetwork({
      'GET /v1/betslip/validate-selections': {
        data: { data: [wireSelection({ outcomeId: 1, odds: 2.5, suspended: true })] },
      },
    });
    expect(await checkRestoredSlip()).toEqual([2]);
    const { slip } = useSlipStore.getState();
    expect(slip.selections.map((selection) => selection.outcomeId)).toEqual([1]);
    expect(slip.live['1']).toMatchObject({ odds: 2.5, isSuspended: true });
    const [call] = calls;
    expect(call?.query.get('selections')).toBe('1,2');
    expect(call?.query.get('bookmaker')).toBe('gb');
    expect(await checkRestoredSlip()).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('asks nothing for an empty slip and changes nothing when the check fails', async () => {
    const calls = stubNetwork({});
    expect(await checkRestoredSlip()).toEqual([]);
    expect(calls).toHaveLength(0);
    resetRestoredSlipCheck();
    addToSlip(slipSelection({ outcomeId: 7 }));
    expect(await checkRestoredSlip()).toEqual([]);
    expect(useSlipStore.getState().slip.selections).toHaveLength(1);
  });
});
