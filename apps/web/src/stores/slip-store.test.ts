import { toMoney } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DAY = 24 * 60 * 60 * 1000;

function selection(outcomeId: number, odds = 2): SlipSelection {
  return {
    outcomeId,
    eventId: outcomeId,
    marketId: outcomeId,
    eventName: `Event ${outcomeId}`,
    marketName: 'Match Result',
    outcomeName: `Outcome ${outcomeId}`,
    marketType: '1x2',
    odds,
    isSuspended: false,
  };
}

/** A fresh page load: the store module is evaluated again and restores from storage. */
async function reload() {
  vi.resetModules();
  return (await import('./slip-store')).useSlipStore;
}

describe('the slip store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps selections and stakes across a reload, but not results, live prices or visibility', async () => {
    const store = await reload();
    store.getState().dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    store.getState().dispatch({ type: 'stakeSet', target: 'single', stake: toMoney(500), now: Date.now() });
    store.getState().dispatch({ type: 'opened', now: Date.now() });
    store.getState().applyLive({ 1: { odds: 2.5, isSuspended: false } }, 'none');
    const restored = (await reload()).getState().slip;
    expect(restored.selections.map((s) => s.outcomeId)).toEqual([1]);
    expect(restored.stakes).toEqual({ 1: 500 });
    expect(restored.visible).toBe(false);
    expect(restored.live).toEqual({});
  });

  it('starts empty when reopened more than 24 h after the last change, keeping the last used stake', async () => {
    const store = await reload();
    store.getState().dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    store.getState().dispatch({ type: 'placingStarted', tickets: [], stake: toMoney(1500) });
    vi.setSystemTime(Date.now() + DAY + 1);
    const restored = (await reload()).getState().slip;
    expect(restored.selections).toEqual([]);
    expect(restored.lastUsedStake).toBe(1500);
  });

  it('keeps the last used stake when the slip is cleared', async () => {
    const store = await reload();
    store.getState().dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    store.getState().dispatch({ type: 'placingStarted', tickets: [], stake: toMoney(700) });
    store.getState().dispatch({ type: 'placingFailed', error: 'CONNECTION_ERROR' });
    store.getState().dispatch({ type: 'opened', now: Date.now() + DAY + 1 });
    expect(store.getState().slip.selections).toEqual([]);
    expect(store.getState().slip.lastUsedStake).toBe(700);
  });

  it('marks prices that went up or down on a live refresh and forgets marks that did not move', async () => {
    const store = await reload();
    store.getState().dispatch({ type: 'selectionAdded', selection: selection(1, 2), now: Date.now() });
    store.getState().dispatch({ type: 'selectionAdded', selection: selection(2, 3), now: Date.now() });
    store.getState().applyLive({ 1: { odds: 2.2, isSuspended: false }, 2: { odds: 2.9, isSuspended: false } }, 'all');
    expect(store.getState().moves).toEqual({ 1: 'up', 2: 'down' });
    expect(store.getState().slip.selections.map((s) => s.odds)).toEqual([2.2, 2.9]);
    store.getState().applyLive({ 1: { odds: 2.2, isSuspended: false } }, 'all');
    expect(store.getState().moves).toEqual({ 2: 'down' });
  });

  it('toggles an outcome in and out', async () => {
    const store = await reload();
    store.getState().toggle(selection(5));
    expect(store.getState().slip.selections).toHaveLength(1);
    store.getState().toggle(selection(5));
    expect(store.getState().slip.selections).toHaveLength(0);
  });
});
