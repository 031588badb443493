import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { createFrameBridge } from './bridge';
import type { FrameMessage } from './bridge';
import { setActiveBridge } from './frame-link';
import { handleFrameMessage } from './message-handlers';
import { handleAccountQuery } from './query-entry';
import { ACCOUNT_ORIGIN, playerDetails, resetAccountState, signInDemo, stubNetwork } from './test/fakes';

/*
 * Decision 098: whatever needs a login goes through one request — the native login overlay in the
 * app, the account site's login page in the frame on the web — and what was asked for follows it.
 */

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14) Android SportifyApp/1.0.0';
const QUERY_CONTEXT = { language: 'en', app: 'sportsbook', device: 'mobile' } as const;

function enterApp(): void {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
  window.ReactNativeWebView = { postMessage: vi.fn() };
}

function setUp() {
  const target = { postMessage: vi.fn() } as unknown as Window;
  const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target, logger: { warn: vi.fn() } });
  setActiveBridge(bridge);
  bridge.markReady();
  const navigate = vi.fn();
  const handle = (message: FrameMessage) =>
    handleFrameMessage(message, { bridge, navigate, isMobile: () => true, logger: { info: vi.fn(), warn: vi.fn() } });
  return { handle, navigate };
}

const frame = () => useAccountFrameStore.getState();

describe('a login request', () => {
  beforeEach(() => resetAccountState());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete window.ReactNativeWebView;
  });

  it("opens the account site's login page in the frame on the web, with where to go next", () => {
    frame().requestLogin({ returnPath: '/casino' });
    expect(frame()).toMatchObject({ active: true, page: '/login', returnPath: '/casino', loginOverlayOpen: false });
    frame().openPage('/login');
    expect(frame()).toMatchObject({ active: true, page: '/login', requestId: 2 });
  });

  it('opens the native login overlay in the app for every way in: a request, the login page, a login page with a query', () => {
    enterApp();
    for (const ask of [
      () => frame().requestLogin({ returnPath: '/account-freebets' }),
      () => frame().openPage('/login', { returnPath: '/account-freebets' }),
      () => frame().openPage('/login?from=drawer', { returnPath: '/account-freebets' }),
    ]) {
      useAccountFrameStore.setState({ loginOverlayOpen: false, active: true, pageReady: true, returnPath: null });
      ask();
      expect(frame()).toMatchObject({
        loginOverlayOpen: true,
        active: false,
        pageReady: false,
        returnPath: '/account-freebets',
        requestId: 0,
      });
    }
  });

  it('lets other account pages open in the frame in the app (registration, help)', () => {
    enterApp();
    frame().openPage('/registration');
    expect(frame()).toMatchObject({ active: true, page: '/registration', loginOverlayOpen: false });
  });

  it('in the app, turns the frame going to its own login page into the native overlay, the cashier following', () => {
    enterApp();
    const { handle } = setUp();
    frame().openPage('/cashier/deposit');
    handle({ event: 'page_ready', details: { page: '/login', url: `${ACCOUNT_ORIGIN}/en/sport/login` } });
    expect(frame()).toMatchObject({
      active: false,
      pageReady: false,
      loginOverlayOpen: true,
      returnPage: '/cashier/deposit',
    });
  });

  it('in the app, does not send a guest back to the registration page it left for the login', () => {
    enterApp();
    const { handle } = setUp();
    frame().openPage('/registration');
    handle({ event: 'page_ready', details: { page: '/login', url: `${ACCOUNT_ORIGIN}/en/sport/login` } });
    expect(frame()).toMatchObject({ loginOverlayOpen: true, returnPage: null });
  });

  it("in the app, closes the cashier on its close button ('close_cashier'), the one way out on a phone", () => {
    enterApp();
    signInDemo();
    const { handle } = setUp();
    frame().openPage('/cashier/deposit');
    handle({
      event: 'page_ready',
      details: { page: '/cashier/deposit', url: `${ACCOUNT_ORIGIN}/en/sport/cashier/deposit` },
    });
    expect(frame()).toMatchObject({ active: true, pageReady: true });
    handle({ event: 'close_cashier', details: {} });
    expect(frame()).toMatchObject({ active: false, pageReady: false });
  });

  it('takes a guest of a ?cashier= link to the login, then to that cashier page (web)', () => {
    const { handle, navigate } = setUp();
    expect(handleAccountQuery('?cashier=withdraw', QUERY_CONTEXT)).toBe('');
    expect(frame()).toMatchObject({ active: true, page: '/login', returnPage: '/cashier/withdraw' });
    signInDemo();
    handle({ event: 'action_done', details: { action: 'login' } });
    expect(frame()).toMatchObject({ active: true, page: '/cashier/withdraw', returnPage: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a guest of a ?cashier= link to the native overlay in the app', () => {
    enterApp();
    handleAccountQuery('?cashier=1', QUERY_CONTEXT);
    expect(frame()).toMatchObject({ active: false, loginOverlayOpen: true, returnPage: '/cashier/deposit' });
  });

  it("refreshes a restored session's balance 1 s and 3 s after the frame's app_ready", async () => {
    vi.useFakeTimers();
    signInDemo();
    const calls = stubNetwork({ 'GET /player/details': playerDetails(1000) });
    const count = () => calls.filter((call) => call.url.pathname === '/player/details').length;
    const target = { postMessage: vi.fn() } as unknown as Window;
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target });
    handleFrameMessage({ event: 'app_ready', details: {} }, { bridge, navigate: vi.fn(), isMobile: () => false });
    await vi.advanceTimersByTimeAsync(999);
    expect(count()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(2);
  });

  it("refreshes nothing after a guest's app_ready", async () => {
    vi.useFakeTimers();
    const calls = stubNetwork({ 'GET /player/details': playerDetails(1000) });
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => null });
    handleFrameMessage({ event: 'app_ready', details: {} }, { bridge, navigate: vi.fn(), isMobile: () => false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual([]);
  });
});
