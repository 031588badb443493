import { toMoney } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/betting';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlipStore } from '../stores/slip-store';
import { SLIP_EXPIRY_CHECK_MS, useSlipExpiry } from './use-slip-expiry';

const HOUR = 60 * 60 * 1000;

function selection(outcomeId: number): SlipSelection {
  return {
    outcomeId,
    eventId: outcomeId,
    marketId: outcomeId,
    eventName: `Event ${outcomeId}`,
    marketName: 'Match Result',
    outcomeName: `Outcome ${outcomeId}`,
    marketType: '1x2',
    odds: 2,
    isSuspended: false,
  };
}

function Probe() {
  useSlipExpiry();
  return null;
}

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('the slip in a tab left open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    vi.stubGlobal('scrollTo', vi.fn());
    useSlipStore.getState().dispatch({ type: 'cleared', now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('empties 24 h after its last update, keeping the last used stake, without a reload', () => {
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    dispatch({ type: 'stakeSet', target: 'single', stake: toMoney(500), now: Date.now() });
    dispatch({ type: 'opened', now: Date.now() });
    renderShell();
    act(() => vi.advanceTimersByTime(23 * HOUR));
    expect(useSlipStore.getState().slip.selections).toHaveLength(1);
    act(() => vi.advanceTimersByTime(HOUR + SLIP_EXPIRY_CHECK_MS));
    expect(useSlipStore.getState().slip.selections).toHaveLength(0);
    expect(useSlipStore.getState().slip.visible).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('betslip') ?? '{}').selections).toEqual([]);
  });

  it('keeps a slip that was updated within the 24 h', () => {
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    renderShell();
    act(() => vi.advanceTimersByTime(20 * HOUR));
    dispatch({ type: 'selectionAdded', selection: selection(2), now: Date.now() });
    act(() => vi.advanceTimersByTime(20 * HOUR));
    expect(useSlipStore.getState().slip.selections).toHaveLength(2);
  });

  it('checks again when the tab comes back into view, before the next minute tick', () => {
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'selectionAdded', selection: selection(1), now: Date.now() });
    renderShell();
    // A sleeping laptop runs no timers: only the clock moves.
    vi.setSystemTime(Date.now() + 25 * HOUR);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(useSlipStore.getState().slip.selections).toHaveLength(0);
  });
});
