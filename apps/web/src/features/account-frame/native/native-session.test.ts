import { NATIVE_SOURCE } from '@sportsbook/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { playerDetails, resetAccountState, stubNetwork } from '../test/fakes';
import { listenNative } from './native-bridge';
import {
  applyLoginResult,
  countryOfDomain,
  forceNativeLogin,
  handleNativeEvent,
  initAutoLogin,
  submitNativeLogin,
} from './native-session';
import type { NativeContext } from './native-session';
import { useNativeStore } from './native-store';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14) Android SportifyApp/1.0.0';

function context() {
  const alerts: string[] = [];
  const switches: string[] = [];
  const visited: string[] = [];
  const ctx: NativeContext = {
    alert: (text) => alerts.push(text),
    switchSite: (country) => switches.push(country),
    navigate: (path) => visited.push(path),
  };
  return { ctx, alerts, switches, visited };
}

/** The token login's answer for the RO demo player. */
const RO_TOKEN_LOGIN = {
  body: {
    status: true,
    message: '',
    data: {
      domain: 'ro',
      sportify: { access_token: 'jwt-ro' },
      frontend_token: 'front-ro',
      user: {
        id: 7,
        Account: 'demo-ro',
        Email: 'ro@x.test',
        currency: 'RON',
        Money: 1000,
        lastAction: '2026-01-01T00:00:00Z',
        token: 'front-ro',
      },
    },
  },
};

function hostCommands(): { command: string; details: Record<string, unknown> }[] {
  const post = window.ReactNativeWebView?.postMessage as ReturnType<typeof vi.fn>;
  return post.mock.calls.map(
    ([raw]) => JSON.parse(String(raw)) as { command: string; details: Record<string, unknown> },
  );
}

describe('the app mode transitions (spec 001 §4 native login flow)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAccountState();
    useNativeStore.getState().reset();
    useSiteStore.getState().setCountry('GB');
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    window.ReactNativeWebView = { postMessage: vi.fn() };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.ReactNativeWebView;
  });

  it('sends the typed login to the host with the spec parameters and shows Logging in...', () => {
    submitNativeLogin({ username: 'demo-gb', password: 'demo-pass-1', mode: 'biometric', rememberUsername: true });
    const [sent] = hostCommands();
    expect(sent).toMatchObject({
      command: 'login',
      details: {
        username: 'demo-gb',
        password: 'demo-pass-1',
        mode: 'biometric',
        remember_username: true,
        app: 'gb',
        website: 'sport',
        device: 'mobile',
        rememberMe: 1,
        app_version: 1,
        cache_version: 39719,
        global_project: 1,
      },
    });
    expect(useNativeStore.getState().authenticating).toBe(true);
  });

  it('stores the token of a successful result, closes the overlay and refreshes the balance after 1 s', async () => {
    const calls = stubNetwork({ 'GET /player/details': playerDetails(250) });
    useAccountFrameStore.getState().openLoginOverlay();
    submitNativeLogin({ username: 'demo-gb', password: 'x', mode: 'username', rememberUsername: false });
    const { ctx, alerts } = context();
    applyLoginResult({ status: true, message: '', data: { sportify: { access_token: 'jwt-9' } } }, ctx);
    expect(useSessionStore.getState()).toMatchObject({ jwt: 'jwt-9', user: { username: 'demo-gb' } });
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(false);
    expect(useNativeStore.getState().authenticating).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.filter((call) => call.url.pathname === '/player/details')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((call) => call.url.pathname === '/player/details')).toHaveLength(1);
    await vi.waitFor(() => expect(useSessionStore.getState().balance).toBe(25_000));
    expect(alerts).toEqual([]);
  });

  it("alerts 'ERROR: No Access Token' for a success without a token", () => {
    const { ctx, alerts } = context();
    applyLoginResult({ status: true, message: '', data: {} }, ctx);
    expect(alerts).toEqual(['ERROR: No Access Token']);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it("alerts 'LOGIN: {message}' for a failure and shows it in the banner", () => {
    const { ctx, alerts } = context();
    applyLoginResult({ status: false, message: 'INVALID_LOGIN' }, ctx);
    expect(alerts).toEqual(['LOGIN: INVALID_LOGIN']);
    expect(useNativeStore.getState().error).toBe('INVALID_LOGIN');
  });

  it('switches to the country of a temporary token, waits 2 s, then logs in with the token', async () => {
    const calls = stubNetwork({
      'GET /auth/loginWithToken': RO_TOKEN_LOGIN,
      'GET /player/details': playerDetails(1000, 'RON'),
      'GET /v1/player/sync': playerDetails(1000, 'RON'),
    });
    const { ctx, switches } = context();
    applyLoginResult({ status: true, message: '', data: { temporary_token: 'tmp-1', domain: 'ro' } }, ctx);
    expect(switches).toEqual(['RO']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls.some((call) => call.url.pathname === '/auth/loginWithToken')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('jwt-ro'));
    const tokenCall = calls.find((call) => call.url.pathname === '/auth/loginWithToken');
    expect(tokenCall?.url.searchParams.get('token')).toBe('tmp-1');
    expect(tokenCall?.url.searchParams.get('domain')).toBe('ro');
    expect(useSessionStore.getState().user?.username).toBe('demo-ro');
  });

  it('switches country for a status:false result carrying a temporary token, like a success, without an alert', async () => {
    const calls = stubNetwork({
      'GET /auth/loginWithToken': RO_TOKEN_LOGIN,
      'GET /player/details': playerDetails(1000, 'RON'),
      'GET /v1/player/sync': playerDetails(1000, 'RON'),
    });
    const { ctx, switches, alerts } = context();
    applyLoginResult({ status: false, message: 'OTHER_SITE', data: { temporary_token: 'tmp-2', domain: 'ro' } }, ctx);
    expect(switches).toEqual(['RO']);
    expect(useNativeStore.getState().error).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('jwt-ro'));
    expect(calls.find((call) => call.url.pathname === '/auth/loginWithToken')?.url.searchParams.get('token')).toBe(
      'tmp-2',
    );
    expect(alerts).toEqual([]);
  });

  it('takes the player where the login was asked for: the route (My Bets), then the account page (the cashier)', () => {
    stubNetwork({ 'GET /player/details': playerDetails(250) });
    useAccountFrameStore.getState().requestLogin({ returnPath: '/account-bets', returnPage: '/cashier/deposit' });
    expect(useAccountFrameStore.getState()).toMatchObject({ loginOverlayOpen: true, active: false });
    const { ctx, visited } = context();
    applyLoginResult({ status: true, message: '', data: { sportify: { access_token: 'jwt-9' } } }, ctx);
    expect(visited).toEqual(['/account-bets']);
    expect(useAccountFrameStore.getState()).toMatchObject({
      loginOverlayOpen: false,
      active: true,
      page: '/cashier/deposit',
      returnPath: null,
      returnPage: null,
    });
  });

  it("alerts 'inactive' when the host keeps another login mode than the forced login asked for", () => {
    forceNativeLogin('auto');
    const { ctx, alerts } = context();
    handleNativeEvent(
      {
        source: NATIVE_SOURCE,
        event: 'autologin_payload',
        details: { username: null, mode: 'auto', reason: 'inactive' },
      },
      ctx,
    );
    expect(alerts).toEqual(['inactive']);
    expect(useNativeStore.getState().forced).toBeNull();
    handleNativeEvent(
      {
        source: NATIVE_SOURCE,
        event: 'autologin_payload',
        details: { username: null, mode: 'auto', reason: 'no credentials' },
      },
      ctx,
    );
    expect(alerts).toEqual(['inactive']);
  });

  it("initialises auto login: the stored country first, else the located site, else the alert 'no country'", () => {
    const started = (device: Parameters<typeof initAutoLogin>[0]) => {
      useNativeStore.getState().reset();
      useNativeStore.getState().set({ loginMode: 'auto' });
      useAccountFrameStore.setState({ loginOverlayOpen: false });
      vi.mocked(window.ReactNativeWebView!.postMessage).mockClear();
      const probe = context();
      initAutoLogin(device, probe.ctx);
      return { ...probe, sent: hostCommands().map((sent) => sent.command) };
    };
    const stored = started({ storedCountry: 'RO', locatedBefore: true });
    expect(stored).toMatchObject({ switches: ['RO'], alerts: [], sent: [] });
    const located = started({ storedCountry: null, locatedBefore: true });
    expect(located).toMatchObject({ switches: [], alerts: [], sent: ['autologin'] });
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
    const never = started({ storedCountry: null, locatedBefore: false });
    expect(never).toMatchObject({ switches: [], alerts: ['no country'], sent: [] });
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(false);
    useNativeStore.getState().set({ loginMode: 'username' });
    const probe = context();
    initAutoLogin({ storedCountry: null, locatedBefore: false }, probe.ctx);
    expect(probe.alerts).toEqual([]);
  });

  it('reads domains as countries: ro, uk → GB, a host name, and nothing else', () => {
    expect(countryOfDomain('ro')).toBe('RO');
    expect(countryOfDomain('uk')).toBe('GB');
    expect(countryOfDomain('sportify.mx')).toBe('MX');
    expect(countryOfDomain('example.com')).toBeNull();
  });

  it('forces an auto or biometric login with the loader, and only once, never when logged in', () => {
    expect(forceNativeLogin('username')).toBe(false);
    expect(forceNativeLogin('biometric')).toBe(true);
    expect(forceNativeLogin('biometric')).toBe(false);
    expect(hostCommands().map((sent) => sent.command)).toEqual(['biometriclogin']);
    expect(useNativeStore.getState().forced).toBe('biometric');
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
    handleNativeEvent(
      {
        source: NATIVE_SOURCE,
        event: 'autologin_payload',
        details: { username: null, mode: 'biometric', reason: 'biometric failed' },
      },
      context().ctx,
    );
    expect(useNativeStore.getState().forced).toBeNull();
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
  });

  it('keeps the host facts: auth types, login mode, remembered username; ignores details that do not fit', () => {
    const { ctx, switches } = context();
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'local_auth_types', details: ['Touch ID'] }, ctx);
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'get_login_mode', details: { login_mode: 'auto' } }, ctx);
    handleNativeEvent(
      { source: NATIVE_SOURCE, event: 'get_remembered_username', details: { username: 'demo-gb' } },
      ctx,
    );
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'get_login_mode', details: { login_mode: 'face' } }, ctx);
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'switch_country', details: { country: 'mx' } }, ctx);
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'switch_country', details: { country: 'zz' } }, ctx);
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'login_result', details: { status: 'yes' } }, ctx);
    expect(useNativeStore.getState()).toMatchObject({
      localAuthTypes: ['Touch ID'],
      loginMode: 'auto',
      rememberedUsername: 'demo-gb',
    });
    expect(switches).toEqual(['MX']);
  });

  it('logs out on a logout event and on an update_balance without a token', () => {
    useSessionStore.getState().signIn({ user: { id: 1, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'j' });
    handleNativeEvent({ source: NATIVE_SOURCE, event: 'logout', details: {} }, context().ctx);
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.getState().signIn({ user: { id: 1, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'j' });
    handleNativeEvent(
      {
        source: NATIVE_SOURCE,
        event: 'update_balance',
        details: {
          auth_related_config: { sportify: { access_token: null } },
          auth_config: { user: { balance: { total: 1, currency: 'GBP' }, username: 'demo-gb' } },
        },
      },
      context().ctx,
    );
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('listens only to messages of the host: own origin or none, source sportify.app, a known event', () => {
    vi.useRealTimers();
    const seen: string[] = [];
    const stop = listenNative((message) => seen.push(message.event), { warn: () => undefined });
    const post = (data: unknown, origin: string, target: EventTarget = window) =>
      target.dispatchEvent(new MessageEvent('message', { data, origin }));
    post(JSON.stringify({ source: NATIVE_SOURCE, event: 'refresh_balance', details: {} }), '');
    post(JSON.stringify({ source: NATIVE_SOURCE, event: 'logout', details: {} }), window.location.origin, document);
    post(JSON.stringify({ source: NATIVE_SOURCE, event: 'logout', details: {} }), 'http://127.0.0.1:8081');
    post(JSON.stringify({ source: 'account-site', event: 'logout', details: {} }), '');
    post(JSON.stringify({ source: NATIVE_SOURCE, event: 'hack', details: {} }), '');
    post('not json', '');
    stop();
    post(JSON.stringify({ source: NATIVE_SOURCE, event: 'refresh_balance', details: {} }), '');
    expect(seen).toEqual(['refresh_balance', 'logout']);
  });
});
