import { toMoney } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { createFrameBridge } from './bridge';
import { setActiveBridge, takePendingLogout } from './frame-link';
import {
  applyDynamicConfig,
  completeLogin,
  isTokenRequestStale,
  logOut,
  refreshBalance,
  renewSportToken,
  watchSignOut,
} from './session-actions';
import { useNoticeStore } from './stores/notice-store';
import { ACCOUNT_ORIGIN, dynamicConfig, playerDetails, resetAccountState, signInDemo, stubNetwork } from './test/fakes';

function readyFrame() {
  const target = { postMessage: vi.fn() } as unknown as Window;
  const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target });
  bridge.markReady();
  setActiveBridge(bridge);
  return () => vi.mocked(target.postMessage).mock.calls.map(([data]) => JSON.parse(data as string).event as string);
}

const session = () => useSessionStore.getState();

describe('session actions', () => {
  beforeEach(() => {
    resetAccountState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refreshes the balance 1 s and 3 s after a login', async () => {
    vi.useFakeTimers();
    const calls = stubNetwork({
      'GET /player/details': playerDetails(1000),
      'GET /v1/player/sync': playerDetails(1000),
    });
    completeLogin({
      user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null },
      jwt: 'sports-1',
      frontendToken: 'frontend-1',
      balance: { major: 1000, currency: 'GBP' },
    });
    expect(session().balance).toBe(100_000);
    const details = () => calls.filter((call) => call.url.pathname === '/player/details').length;
    await vi.advanceTimersByTimeAsync(0);
    expect(details()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(details()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(details()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(details()).toBe(3);
  });

  it('asks for a player sync once after a login, with the new sports token, and takes its balance', async () => {
    vi.useFakeTimers();
    const calls = stubNetwork({
      'GET /player/details': playerDetails(1000),
      'GET /v1/player/sync': playerDetails(1000),
    });
    completeLogin({
      user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null },
      jwt: 'sports-1',
      frontendToken: 'frontend-1',
      balance: { major: 900, currency: 'GBP' },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    const syncs = calls.filter((call) => call.url.pathname === '/v1/player/sync');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]!.headers).toMatchObject({ jwt: 'sports-1' });
    expect(syncs[0]!.url.searchParams.get('bookmaker')).toBe(useSiteStore.getState().config.bookmaker);
    expect(session().balance).toBe(100_000);
  });

  it('tells the frame the login finished, once', () => {
    stubNetwork({});
    const events = readyFrame();
    const login = {
      user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null },
      jwt: 'sports-1',
      frontendToken: 'frontend-1',
    };
    completeLogin(login);
    completeLogin(login);
    expect(events().filter((event) => event === 'sportLoginFinished')).toHaveLength(1);
  });

  it('renews a refused sports token with the frontend token', async () => {
    signInDemo('expired');
    stubNetwork({
      'GET /player/details': (call) =>
        call.headers.jwt === 'fresh'
          ? playerDetails(12)
          : { status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } },
      'POST /getMainDynamicConfig': { body: dynamicConfig('fresh', 12) },
    });
    await refreshBalance();
    expect(session()).toMatchObject({ jwt: 'fresh', balance: 1_200 });
  });

  it('logs out when the account session is refused too', async () => {
    signInDemo('expired');
    const events = readyFrame();
    stubNetwork({
      'GET /player/details': { status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } },
      'POST /getMainDynamicConfig': { status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } },
    });
    await refreshBalance();
    expect(session().user).toBeNull();
    expect(events()).toEqual(['logout']);
  });

  it('keeps the session when the network fails', async () => {
    signInDemo();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await refreshBalance();
    await renewSportToken();
    expect(session().user?.username).toBe('demo-gb');
  });

  it('asks the frame for a token without a frontend token, and logs out when no balance update answers in 10 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    signInDemo('sports-1', null);
    session().setBalance(toMoney(0), 'GBP', Date.now() - 60_000);
    const events = readyFrame();
    await renewSportToken();
    expect(events()).toEqual(['request_sport_token']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(session().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(session().user).toBeNull();
  });

  it('keeps the session when the frame answers the token request', async () => {
    vi.useFakeTimers();
    signInDemo('sports-1', null);
    readyFrame();
    await renewSportToken();
    await vi.advanceTimersByTimeAsync(2_000);
    applyDynamicConfig(dynamicConfig('sports-2', 5), { fromFrame: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session()).toMatchObject({ jwt: 'sports-2', balance: 500 });
  });

  it('reads the 10 s rule as request time minus last balance update', () => {
    expect(isTokenRequestStale(20_001, 10_000)).toBe(true);
    expect(isTokenRequestStale(20_000, 10_000)).toBe(false);
    expect(isTokenRequestStale(5_000, 10_000)).toBe(false);
    expect(isTokenRequestStale(20_000, null)).toBe(true);
  });

  it('closes account pages on logout but leaves a login page open', () => {
    signInDemo();
    useAccountFrameStore.getState().openPage('/cashier/deposit');
    logOut();
    expect(useAccountFrameStore.getState().active).toBe(false);
    signInDemo();
    useAccountFrameStore.getState().openPage('/login');
    logOut();
    expect(useAccountFrameStore.getState().active).toBe(true);
  });

  it('remembers a logout for a frame that does not exist yet', () => {
    signInDemo();
    logOut();
    expect(takePendingLogout()).toBe(true);
    expect(takePendingLogout()).toBe(false);
  });

  it('finishes a logout done straight on the session store', () => {
    const stop = watchSignOut();
    signInDemo();
    const events = readyFrame();
    useNoticeStore
      .getState()
      .show({ id: 'sport-reality-check', kind: 'reality-check', elapsedMinutes: 1, intervalMinutes: 1 });
    session().signOut();
    expect(events()).toEqual(['logout']);
    expect(useNoticeStore.getState().notices).toEqual([]);
    stop();
  });
});
