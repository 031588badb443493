import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useNoticeStore } from '../stores/notice-store';
import { createFrameBridge } from '../bridge';
import { setActiveBridge } from '../frame-link';
import {
  ACCOUNT_ORIGIN,
  dynamicConfig,
  playerDetails,
  resetAccountState,
  signInDemo,
  stubNetwork,
} from '../test/fakes';
import { LAST_ACTIVITY_KEY, useBalanceRefresh, useInactivityLogout } from './use-session-timers';

const HOUR = 3_600_000;

describe('session timers', () => {
  beforeEach(() => {
    resetAccountState();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refreshes the balance at start, after 5 s and every 60 s while logged in', async () => {
    signInDemo();
    const calls = stubNetwork({ 'GET /player/details': playerDetails(1000) });
    const count = () => calls.filter((call) => call.url.pathname === '/player/details').length;
    renderHook(() => useBalanceRefresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(1);
    expect(useSessionStore.getState().balance).toBe(100_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(55_000);
    expect(count()).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count()).toBe(4);
  });

  it('asks a loaded account frame for its popups (init_popups) with the balance ticks, a loading frame never', async () => {
    signInDemo();
    stubNetwork({ 'GET /player/details': playerDetails(1000) });
    const target = { postMessage: vi.fn() } as unknown as Window;
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target });
    setActiveBridge(bridge);
    const popupAsks = () =>
      vi
        .mocked(target.postMessage)
        .mock.calls.map(([data, origin]) => ({ ...(JSON.parse(String(data)) as { event: string }), origin }))
        .filter((message) => message.event === 'init_popups');
    renderHook(() => useBalanceRefresh());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(popupAsks()).toEqual([]);
    bridge.post('open_page', { page: '/cashier/deposit' });
    bridge.markReady();
    await vi.advanceTimersByTimeAsync(55_000);
    expect(popupAsks()).toEqual([
      {
        event: 'init_popups',
        details: { url: window.location.origin },
        source: 'sportsbook',
        origin: ACCOUNT_ORIGIN,
      },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(popupAsks()).toHaveLength(2);
  });

  it('renews the tokens of a restored session before the first balance', async () => {
    signInDemo('old-sports', 'old-frontend');
    const calls = stubNetwork({
      'POST /api/refresh': { body: { status: 1, frontend_token: 'new-frontend', access_token: 'new-sports' } },
      'GET /player/details': playerDetails(1000),
    });
    renderHook(() => useBalanceRefresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(useSessionStore.getState()).toMatchObject({
      jwt: 'new-sports',
      frontendToken: 'new-frontend',
      balance: 100_000,
    });
    expect(calls.map((call) => `${call.url.pathname} ${call.headers.authorization ?? call.headers.jwt}`)).toEqual([
      '/api/refresh Bearer old-frontend',
      '/player/details new-sports',
    ]);
  });

  it('logs out at start when the account session has ended', async () => {
    signInDemo();
    stubNetwork({ 'POST /api/refresh': { status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } } });
    renderHook(() => useBalanceRefresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('asks nothing for a guest and stops at logout', async () => {
    const calls = stubNetwork({ 'GET /player/details': playerDetails(1000) });
    renderHook(() => useBalanceRefresh());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(0);
  });

  it('logs out after 2 h without activity and says why', async () => {
    signInDemo();
    stubNetwork({});
    renderHook(() => useInactivityLogout());
    await vi.advanceTimersByTimeAsync(2 * HOUR - 60_000);
    expect(useSessionStore.getState().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(useSessionStore.getState().user).toBeNull();
    expect(useNoticeStore.getState().notices).toEqual([
      expect.objectContaining({ id: 'inactivity', messageKey: 'notices.inactivity' }),
    ]);
  });

  it('counts the 2 h from the last key press or touch', async () => {
    signInDemo();
    stubNetwork({});
    renderHook(() => useInactivityLogout());
    await vi.advanceTimersByTimeAsync(HOUR);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await vi.advanceTimersByTimeAsync(HOUR + 30 * 60_000);
    expect(useSessionStore.getState().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('logs out at once when the app comes back after 2 h idle', () => {
    signInDemo();
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 2 * HOUR - 1));
    renderHook(() => useInactivityLogout());
    expect(useSessionStore.getState().user).toBeNull();
    expect(useNoticeStore.getState().notices[0]).toMatchObject({ id: 'inactivity' });
  });

  it('asks for a new sports token when the tab becomes visible again', async () => {
    signInDemo();
    const calls = stubNetwork({ 'POST /getMainDynamicConfig': { body: dynamicConfig('sports-new', 3) } });
    renderHook(() => useInactivityLogout());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('sports-new'));
    expect(calls.map((call) => call.url.pathname)).toEqual(['/getMainDynamicConfig']);
  });
});
