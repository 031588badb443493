import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toMoney } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/betting';
import { selectBetBuilderActive, useBetBuilderStore } from '../stores/bet-builder-store';
import { useSlipStore } from '../stores/slip-store';
import { useUiStore } from '../stores/ui-store';
import { isVirtualPath, useRouteChangeEffects } from './use-route-change-effects';

/** A slip line of its own event (so legs combine). */
function leg(outcomeId: number): SlipSelection {
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

function Probe({ mobile }: { mobile: boolean }) {
  useRouteChangeEffects(mobile);
  return null;
}

function renderAt(path: string, mobile = false) {
  const router = createMemoryRouter([{ path: '*', element: <Probe mobile={mobile} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route-change effects', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls the main area to the top 100 ms after a route change', async () => {
    const router = renderAt('/');
    await act(async () => {
      await router.navigate('/live');
    });
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('keeps the scroll position on virtual routes and on mobile', async () => {
    const router = renderAt('/');
    await act(async () => {
      await router.navigate('/virtual/premier-league-5/5');
    });
    act(() => vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalled();

    const mobileRouter = renderAt('/', true);
    await act(async () => {
      await mobileRouter.navigate('/live');
    });
    act(() => vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('closes open drawers on navigation', async () => {
    const router = renderAt('/', true);
    useUiStore.getState().setSidebar('left', true);
    useUiStore.getState().setSidebar('right', true);
    await act(async () => {
      await router.navigate('/promotions');
    });
    expect(useUiStore.getState()).toMatchObject({ leftSidebarOpen: false, rightSidebarOpen: false });
  });

  it('resets the Bet Builder and closes its modal on a new path, not on a new query', async () => {
    const router = renderAt('/football/serie-a/juventus-v-torino-7');
    useBetBuilderStore.getState().started(7, 'Juventus v Torino');
    useBetBuilderStore.getState().ticketPosted(7, 'bb7-1-2');
    useUiStore.getState().openModal('betbuilder', { eventId: 7 });
    await act(async () => {
      await router.navigate('/football/serie-a/juventus-v-torino-7?tab=all');
    });
    expect(useBetBuilderStore.getState().ticketId).toBe('bb7-1-2');
    await act(async () => {
      await router.navigate('/live');
    });
    expect(useBetBuilderStore.getState()).toMatchObject({ eventId: null, ticketId: null, ticket: null });
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('keeps a normal slip’s bet type and stakes on every page: three legs from three match pages are one accumulator', async () => {
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'cleared', now: Date.now() });
    const router = renderAt('/football/serie-a/juventus-v-torino-1');
    dispatch({ type: 'selectionAdded', selection: leg(1), now: Date.now() });
    await act(async () => {
      await router.navigate('/football/la-liga/sevilla-v-betis-2');
    });
    dispatch({ type: 'selectionAdded', selection: leg(2), now: Date.now() });
    dispatch({ type: 'stakeSet', target: 'combi', stake: toMoney(500), now: Date.now() });
    await act(async () => {
      await router.navigate('/tennis/atp-paris/sinner-v-alcaraz-3');
    });
    dispatch({ type: 'selectionAdded', selection: leg(3), now: Date.now() });
    await act(async () => {
      await router.navigate('/live');
    });
    expect(useSlipStore.getState().slip).toMatchObject({ betType: 'combi', stakeCombi: 500 });
    expect(useSlipStore.getState().slip.selections.map((selection) => selection.outcomeId)).toEqual([1, 2, 3]);

    dispatch({ type: 'betTypeChosen', betType: 'system', now: Date.now() });
    await act(async () => {
      await router.navigate('/promotions');
    });
    expect(useSlipStore.getState().slip.betType).toBe('system');
  });

  it('ends Bet Builder mode (the slip’s type) on a new path and leaves the normal slip as it was', async () => {
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'cleared', now: Date.now() });
    dispatch({ type: 'selectionAdded', selection: leg(4), now: Date.now() });
    dispatch({ type: 'selectionAdded', selection: leg(5), now: Date.now() });
    const router = renderAt('/football/serie-a/juventus-v-torino-7');
    useBetBuilderStore.getState().started(7, 'Juventus v Torino');
    useBetBuilderStore.getState().ticketPosted(7, 'bb7-1-2');
    expect(selectBetBuilderActive(useBetBuilderStore.getState())).toBe(true);
    await act(async () => {
      await router.navigate('/football');
    });
    expect(selectBetBuilderActive(useBetBuilderStore.getState())).toBe(false);
    expect(useSlipStore.getState().slip).toMatchObject({ betType: 'combi' });
    expect(useSlipStore.getState().slip.selections).toHaveLength(2);
  });

  it('knows the virtual routes', () => {
    expect(isVirtualPath('/virtual')).toBe(true);
    expect(isVirtualPath('/virtual/x/1')).toBe(true);
    expect(isVirtualPath('/virtuality')).toBe(false);
  });
});
