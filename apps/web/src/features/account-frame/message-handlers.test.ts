import { toMoney } from '@sportsbook/betting';
import { COUNTRY_BLOCKED_POPUP_ID } from '@sportsbook/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../lib/env';
import { operatorConfig, setOperatorConfig } from '../../lib/operator';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useUiStore } from '../../stores/ui-store';
import { createFrameBridge } from './bridge';
import type { FrameMessage } from './bridge';
import { postLogoutToFrame, setActiveBridge } from './frame-link';
import { handleFrameMessage } from './message-handlers';
import { useNoticeStore } from './stores/notice-store';
import { ACCOUNT_ORIGIN, dynamicConfig, playerDetails, resetAccountState, signInDemo, stubNetwork } from './test/fakes';

function setUp(options: { mobile?: boolean } = {}) {
  const target = { postMessage: vi.fn() } as unknown as Window;
  const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target, logger: { warn: vi.fn() } });
  setActiveBridge(bridge);
  bridge.markReady();
  const navigate = vi.fn();
  const leaveTo = vi.fn();
  const logger = { info: vi.fn(), warn: vi.fn() };
  const context = { bridge, navigate, leaveTo, isMobile: () => options.mobile ?? false, logger };
  const handle = (message: FrameMessage) => handleFrameMessage(message, context);
  const posted = () =>
    vi
      .mocked(target.postMessage)
      .mock.calls.map(([data]) => JSON.parse(data as string) as { event: string; details: unknown });
  return { bridge, navigate, leaveTo, logger, handle, posted };
}

const session = () => useSessionStore.getState();
const frame = () => useAccountFrameStore.getState();

describe('frame messages in the web shell', () => {
  beforeEach(() => {
    resetAccountState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the frontend token on app_ready when logged in', () => {
    signInDemo();
    const target = { postMessage: vi.fn() } as unknown as Window;
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target });
    bridge.post('open_page', { page: '/cashier/deposit' });
    handleFrameMessage({ event: 'app_ready', details: {} }, { bridge, navigate: vi.fn(), isMobile: () => false });
    const events = vi.mocked(target.postMessage).mock.calls.map(([data]) => JSON.parse(data as string));
    expect(events).toEqual([
      { event: 'token', details: { token: 'frontend-1' }, source: 'sportsbook' },
      { event: 'open_page', details: { page: '/cashier/deposit' }, source: 'sportsbook' },
    ]);
  });

  it('tells a newly loaded frame about a logout it missed', () => {
    postLogoutToFrame();
    const target = { postMessage: vi.fn() } as unknown as Window;
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target });
    handleFrameMessage({ event: 'app_ready', details: {} }, { bridge, navigate: vi.fn(), isMobile: () => false });
    expect(JSON.parse(vi.mocked(target.postMessage).mock.calls[0]![0] as string).event).toBe('logout');
    handleFrameMessage({ event: 'app_ready', details: {} }, { bridge, navigate: vi.fn(), isMobile: () => false });
    expect(target.postMessage).toHaveBeenCalledTimes(1);
  });

  it('shows the frame at the page of page_ready', () => {
    const { handle } = setUp();
    frame().openPage('/login');
    expect(frame().pageReady).toBe(false);
    handle({ event: 'page_ready', details: { page: '/login', url: `${ACCOUNT_ORIGIN}/en/sport/login` } });
    expect(frame()).toMatchObject({
      active: true,
      pageReady: true,
      page: '/login',
      frameUrl: `${ACCOUNT_ORIGIN}/en/sport/login`,
    });
  });

  it('logs in from user_data and sport_token, reads the balance ×100 and syncs', async () => {
    const calls = stubNetwork({
      'GET /player/details': playerDetails(1000),
      'GET /v1/player/sync': playerDetails(1000),
    });
    const { handle, posted } = setUp();
    handle({
      event: 'user_data',
      details: {
        user: { id: 7, username: 'demo-gb', email: 'g@example.com', currency: 'GBP' },
        frontend_token: 'ft-9',
      },
    });
    expect(session().user?.username).toBe('demo-gb');
    expect(session().frontendToken).toBe('ft-9');
    handle({ event: 'sport_token', details: { token: 'sports-9' } });
    expect(session().jwt).toBe('sports-9');
    await vi.waitFor(() => expect(session().balance).toBe(100_000));
    expect(session().currency).toBe('GBP');
    const paths = calls.map((call) => call.url.pathname);
    expect(paths).toContain('/player/details');
    expect(paths).toContain('/v1/player/sync');
    expect(calls.find((call) => call.url.pathname === '/player/details')?.headers.jwt).toBe('sports-9');
    expect(posted()).toContainEqual({ event: 'sportLoginFinished', details: { status: true }, source: 'sportsbook' });
  });

  it('fetches the sports token itself when user_data comes without sport_token', async () => {
    vi.useFakeTimers();
    const calls = stubNetwork({
      'POST /getMainDynamicConfig': { body: dynamicConfig('sports-from-config', 25.5) },
      'GET /player/details': playerDetails(25.5),
      'GET /v1/player/sync': playerDetails(25.5),
    });
    const { handle } = setUp();
    handle({
      event: 'user_data',
      details: {
        user: { id: 7, username: 'demo-gb', email: 'g@example.com', currency: 'GBP' },
        frontend_token: 'ft-9',
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(session().jwt).toBe('sports-from-config'));
    expect(session().balance).toBe(2_550);
    const config = calls.find((call) => call.url.pathname === '/getMainDynamicConfig')!;
    expect(config.headers.authorization).toBe('Bearer ft-9');
    expect(config.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('closes the frame after a login and returns to the page that asked for it', () => {
    const { handle, navigate } = setUp();
    frame().openPage('/login', { returnPath: '/account-bets' });
    handle({ event: 'action_done', details: { action: 'login' } });
    expect(frame().active).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/account-bets');
  });

  it('refreshes the balance after a deposit', async () => {
    signInDemo();
    stubNetwork({ 'GET /player/details': playerDetails(1010.5) });
    const { handle } = setUp();
    handle({ event: 'action_done', details: { action: 'deposit' } });
    await vi.waitFor(() => expect(session().balance).toBe(101_050));
  });

  it('acknowledges a registration', () => {
    const { handle, posted } = setUp();
    handle({ event: 'action_done', details: { action: 'registration' } });
    expect(posted()).toContainEqual({
      event: 'sportRegistrationFinished',
      details: { status: true },
      source: 'sportsbook',
    });
  });

  it.each([
    [{ event: 'show', details: { page: '/help/contact-us' } }, '/help/contact-us'],
    [{ event: 'show_help', details: {} }, '/help'],
    [{ event: 'show_help', details: { page: '/help/gaming/faq' } }, '/help/gaming/faq'],
    [{ event: 'show_cashier', details: {} }, '/cashier/deposit'],
    [{ event: 'show_cashier', details: { page: '/cashier/withdraw' } }, '/cashier/withdraw'],
  ] as Array<[FrameMessage, string]>)('opens the page of %o', (message, page) => {
    const { handle } = setUp();
    handle(message);
    expect(frame()).toMatchObject({ active: true, page });
  });

  it.each(['iframe_hidden', 'close_cashier'] as const)('hides the frame on %s without answering', (event) => {
    const { handle, posted } = setUp();
    frame().openPage('/cashier/deposit');
    handle({ event, details: {} });
    expect(frame().active).toBe(false);
    expect(posted()).toEqual([]);
  });

  it('hides the frame though the address carries no_frame_hidden_* switches, in a test build too (decision 114)', () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '/?no_frame_hidden_cashier=1&no_frame_hidden_iframe=1&reactglobal=1');
    try {
      expect(readEnv().testBuild).toBe(true);
      const { handle } = setUp();
      for (const event of ['iframe_hidden', 'close_cashier'] as const) {
        frame().openPage('/cashier/deposit');
        handle({ event, details: {} });
        expect(frame().active).toBe(false);
      }
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it.each(['close', 'close_help'] as const)('hides the frame on %s and answers hide_iframe', (event) => {
    const { handle, posted } = setUp();
    frame().openPage('/help');
    handle({ event, details: {} });
    expect(frame().active).toBe(false);
    expect(posted()).toEqual([{ event: 'hide_iframe', details: {}, source: 'sportsbook' }]);
  });

  it('opens the login overlay on mobile and the login page on desktop for open_login', () => {
    setUp({ mobile: true }).handle({ event: 'open_login', details: {} });
    expect(frame().loginOverlayOpen).toBe(true);
    frame().closeLoginOverlay();
    setUp({ mobile: false }).handle({ event: 'open_login', details: {} });
    expect(frame()).toMatchObject({ loginOverlayOpen: false, active: true, page: '/login' });
  });

  it('takes the balance and token of balance_update', () => {
    signInDemo();
    const { handle } = setUp();
    handle({ event: 'balance_update', details: { data: dynamicConfig('sports-2', 987.65) } });
    expect(session()).toMatchObject({ jwt: 'sports-2', balance: 98_765, currency: 'GBP' });
  });

  it('signs out on a balance_update without an access token, without echoing a logout', () => {
    signInDemo();
    const { handle, posted } = setUp();
    handle({ event: 'balance_update', details: { data: dynamicConfig(null, 1) } });
    expect(session().user).toBeNull();
    expect(session().jwt).toBe('');
    expect(posted()).toEqual([]);
  });

  it('signs out on log_out', () => {
    signInDemo();
    const { handle } = setUp();
    handle({ event: 'log_out', details: {} });
    expect(session().user).toBeNull();
  });

  it('clears the session on the logged-out popup and says so', () => {
    signInDemo();
    const { handle } = setUp();
    handle({ event: 'show_popup', details: { id: 'popup-logged-out', message: 'You have been logged out.' } });
    expect(session().user).toBeNull();
    expect(useNoticeStore.getState().notices).toEqual([
      expect.objectContaining({ id: 'popup-logged-out', messageKey: 'notices.loggedOut' }),
    ]);
  });

  it('hands a guest’s affiliate attribution to the frame when it is ready, and none to a player', () => {
    const cookies = [
      'btag=a_1; Path=/',
      'click_id=k9; Path=/',
      `affiliate_at=${Date.parse('2026-11-20T10:00:00Z')}; Path=/`,
    ];
    for (const cookie of cookies) document.cookie = cookie;
    try {
      const guest = setUp();
      guest.handle({ event: 'app_ready', details: {} });
      expect(guest.posted()).toContainEqual({
        event: 'affiliate',
        details: { params: { btag: 'a_1', click_id: 'k9' }, clicked_at: '2026-11-20T10:00:00.000Z' },
        source: expect.any(String),
      });
      signInDemo();
      const player = setUp();
      player.handle({ event: 'app_ready', details: {} });
      expect(player.posted().map((message) => message.event)).not.toContain('affiliate');
    } finally {
      for (const name of ['btag', 'click_id', 'affiliate_at']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });

  it('shows the forbidden modal and closes the frame when the frame reports a refusal from a blocked country', () => {
    const { handle, posted } = setUp();
    useAccountFrameStore.getState().openPage('/cashier/deposit');
    useUiStore.setState({ modal: null, modalProps: {} });
    handle({
      event: 'show_popup',
      details: { id: COUNTRY_BLOCKED_POPUP_ID, message: 'Not available in your country.' },
    });
    expect(useUiStore.getState().modal).toBe('forbidden');
    expect(useAccountFrameStore.getState().active).toBe(false);
    expect(posted()).toContainEqual(expect.objectContaining({ event: 'hide_iframe' }));
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('shows and hides other popups by id', () => {
    const { handle } = setUp();
    handle({ event: 'show_popup', details: { id: 'promo', message: 'Welcome back' } });
    expect(useNoticeStore.getState().notices).toEqual([{ id: 'promo', kind: 'message', text: 'Welcome back' }]);
    handle({ event: 'hide_popup', details: { id: 'promo' } });
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('shows the sport reality check', () => {
    const { handle } = setUp();
    handle({ event: 'sport-reality-check', details: { interval_minutes: 60, elapsed_minutes: 120 } });
    expect(useNoticeStore.getState().notices).toEqual([
      { id: 'sport-reality-check', kind: 'reality-check', elapsedMinutes: 120, intervalMinutes: 60 },
    ]);
  });

  it('follows redirects inside the app and to allow-listed sites only', () => {
    const { handle, navigate, leaveTo, logger } = setUp();
    handle({ event: 'redirect', details: { url: '/promotions' } });
    expect(navigate).toHaveBeenCalledWith('/promotions');
    handle({ event: 'redirect', details: { url: `${window.location.origin}/live?x=1` } });
    expect(navigate).toHaveBeenCalledWith('/live?x=1');
    handle({ event: 'redirect', details: { url: `${ACCOUNT_ORIGIN}/en/sport/help` } });
    expect(leaveTo).toHaveBeenCalledWith(`${ACCOUNT_ORIGIN}/en/sport/help`);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('leaves for a configured site, and ignores and logs every other host, script and protocol-relative address', () => {
    const { bridge, navigate, leaveTo, logger } = setUp();
    const context = {
      bridge,
      navigate,
      leaveTo,
      isMobile: () => false,
      logger,
      redirectOrigins: ['https://help.example.com'],
    };
    handleFrameMessage({ event: 'redirect', details: { url: 'https://help.example.com/page' } }, context);
    expect(leaveTo).toHaveBeenCalledWith('https://help.example.com/page');
    const attacks = [
      'https://evil.example/login',
      'https://help.example.com.evil.example/',
      'http://help.example.com/page',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\/evil.example',
      '',
    ];
    for (const url of attacks) handleFrameMessage({ event: 'redirect', details: { url } }, context);
    expect(leaveTo).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(attacks.length);
    expect(logger.warn.mock.calls.flat().join(' ')).not.toContain('alert(1)');
  });

  it('pushes gtm_push_action to the data layer when the operator has a tag-manager container', () => {
    const before = operatorConfig();
    setOperatorConfig({ ...before, gtmContainer: 'GTM-TEST1' });
    try {
      const { handle } = setUp();
      handle({ event: 'gtm_push_action', details: { event: 'deposit', amount: 10 } });
      expect(window.dataLayer).toEqual([{ event: 'deposit', amount: 10 }]);
    } finally {
      setOperatorConfig(before);
    }
  });

  it('does nothing with gtm_push_action without a container, and fetches nothing', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { handle, logger } = setUp();
    expect(operatorConfig().gtmContainer).toBeNull();
    handle({ event: 'gtm_push_action', details: { event: 'deposit', amount: 10 } });
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledTimes(1);
  });

  it('answers check_applepay_support as unsupported', () => {
    signInDemo();
    const { handle, posted } = setUp();
    handle({ event: 'check_applepay_support', details: {} });
    expect(posted()).toEqual([expect.objectContaining({ event: 'applepay_support', details: { supported: false } })]);
    expect(session().user).not.toBeNull();
  });

  it.each(['init_applepay_session', 'applepay_on_complete_merchant_valdiation'] as const)(
    'answers %s with a failed session: unsupported',
    (event) => {
      signInDemo();
      const { handle, posted } = setUp();
      handle({ event, details: {} });
      expect(posted()).toEqual([
        expect.objectContaining({
          event: 'applepay_session_failed',
          details: { request: event, reason: 'unsupported' },
        }),
      ]);
      expect(session().user).not.toBeNull();
    },
  );
});

describe('frame messages in the native shell', () => {
  beforeEach(() => {
    resetAccountState();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 SportifyApp/2.3.0',
    );
    window.ReactNativeWebView = { postMessage: vi.fn() };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
    resetAccountState();
  });

  it('ignores redirect, show_cashier and balance_update: no navigation, no cashier, the session untouched', () => {
    signInDemo('sports-1');
    useSessionStore.getState().setBalance(toMoney(12_345), 'GBP', Date.now());
    const { handle, navigate, leaveTo, posted, logger } = setUp();
    const ignored: FrameMessage[] = [
      { event: 'redirect', details: { url: '/promotions' } },
      { event: 'redirect', details: { url: `${ACCOUNT_ORIGIN}/en/sport/help` } },
      { event: 'show_cashier', details: {} },
      { event: 'show_cashier', details: { page: '/cashier/withdraw' } },
      { event: 'balance_update', details: { data: dynamicConfig('sports-2', 987.65) } },
      { event: 'balance_update', details: { data: dynamicConfig(null, 1) } },
    ];
    for (const message of ignored) handle(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(frame()).toMatchObject({ active: false, page: null });
    expect(session()).toMatchObject({ jwt: 'sports-1', balance: 12_345, currency: 'GBP' });
    expect(session().user).not.toBeNull();
    expect(posted()).toEqual([]);
    expect(logger.info).toHaveBeenCalledTimes(ignored.length);
  });
});
