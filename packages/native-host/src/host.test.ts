import { NATIVE_SOURCE, nativeEventMessageSchema } from '@sportsbook/protocol';
import type { AppLoginRequest } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './device';
import { appUserAgent, createDeviceModel, deviceServicesOf } from './device-state';
import type { DeviceState } from './device-state';
import { createNativeHost } from './host';

const PARAMS = {
  website: 'sport',
  lang: 'en',
  device: 'mobile',
  app: 'gb',
  app_version: 1,
  cache_version: 39719,
  global_project: 1,
};

/** A host over an in-memory device, whose account API accepts demo-gb / demo-pass-1 and sends demo-ro to RO. */
function setup(
  device: Partial<DeviceState> = {},
  stored: Record<string, string> = {},
  secure: Record<string, string> = {},
) {
  const model = createDeviceModel(device);
  const storage = createMemoryStore(stored);
  const secureStore = createMemoryStore(secure);
  const posted: { event: string; details: unknown }[] = [];
  const calls: AppLoginRequest[] = [];
  const ignored: string[] = [];
  const host = createNativeHost({
    device: deviceServicesOf(model, { storage, secure: secureStore }),
    async login(body) {
      calls.push(body);
      if (body.password !== 'demo-pass-1') return { status: false, message: 'INVALID_LOGIN' };
      if (body.username === 'demo-ro')
        return { status: true, message: '', data: { temporary_token: 't-1', domain: 'ro' } };
      if (body.username === 'demo-mx')
        return { status: false, message: 'OTHER_SITE', data: { temporary_token: 't-2', domain: 'mx' } };
      return { status: true, message: '', data: { sportify: { access_token: 'jwt-1' } } };
    },
    post(raw) {
      const message = nativeEventMessageSchema.parse(JSON.parse(raw));
      posted.push({ event: message.event, details: message.details });
    },
    onIgnored: (reason) => ignored.push(reason),
  });
  const command = (name: string, details: unknown) => host.receive(JSON.stringify({ command: name, details }));
  return { host, model, storage, secureStore, posted, calls, ignored, command };
}

const login = (username: string, mode = 'username', remember = false, password = 'demo-pass-1') => ({
  ...PARAMS,
  username,
  password,
  rememberMe: 1,
  mode,
  remember_username: remember,
  id: 'x',
});

describe('the native host', () => {
  it('tells a loaded page the local auth types, the stored login mode and the remembered username', async () => {
    const t = setup({ localAuthTypes: ['Touch ID'] }, { login_mode: 'auto' }, { username: 'demo-gb' });
    await t.host.pageLoaded();
    expect(t.posted).toEqual([
      { event: 'local_auth_types', details: ['Touch ID'] },
      { event: 'get_login_mode', details: { login_mode: 'auto' } },
      { event: 'get_remembered_username', details: { username: 'demo-gb' } },
    ]);
  });

  it('runs a typed login against the account API and answers login_result; username mode keeps no password', async () => {
    const t = setup();
    await t.command('login', login('demo-gb', 'username', true));
    expect(t.calls[0]).toMatchObject({ username: 'demo-gb', mode: 'username', silent: false, app: 'gb' });
    expect(t.calls[0]).not.toHaveProperty('remember_username');
    expect(t.posted).toEqual([
      { event: 'login_result', details: { status: true, message: '', data: { sportify: { access_token: 'jwt-1' } } } },
    ]);
    expect(t.storage.snapshot()).toEqual({ login_mode: 'username' });
    expect(t.secureStore.snapshot()).toEqual({ username: 'demo-gb' });
  });

  it('keeps the credentials in secure storage for biometric login, and forgets an unremembered username', async () => {
    const t = setup({}, {}, { username: 'old' });
    await t.command('login', login('demo-gb', 'biometric'));
    expect(t.storage.snapshot()).toEqual({ login_mode: 'biometric' });
    expect(t.secureStore.snapshot()).toEqual({ username: 'demo-gb', password: 'demo-pass-1' });
    const plain = setup({}, {}, { username: 'old' });
    await plain.command('login', login('demo-gb'));
    expect(plain.secureStore.snapshot()).toEqual({});
  });

  it('stores nothing when the login fails and passes the refusal on', async () => {
    const t = setup();
    await t.command('login', login('demo-gb', 'auto', true, 'wrong'));
    expect(t.posted).toEqual([{ event: 'login_result', details: { status: false, message: 'INVALID_LOGIN' } }]);
    expect(t.storage.snapshot()).toEqual({});
    expect(t.secureStore.snapshot()).toEqual({});
  });

  it('passes a temporary token for another site on, as a success that keeps the chosen mode', async () => {
    const t = setup();
    await t.command('login', login('demo-ro', 'auto'));
    expect(t.posted[0]?.details).toEqual({ status: true, message: '', data: { temporary_token: 't-1', domain: 'ro' } });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'auto' });
  });

  it('keeps the chosen mode for a status:false answer carrying a temporary token too, like a success', async () => {
    const t = setup();
    await t.command('login', login('demo-mx', 'auto'));
    expect(t.posted[0]?.details).toMatchObject({ status: false, data: { temporary_token: 't-2', domain: 'mx' } });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'auto' });
    expect(t.secureStore.snapshot()).toEqual({ username: 'demo-mx', password: 'demo-pass-1' });
  });

  it('answers CONNECTION_ERROR when the API cannot be reached or answers something unreadable', async () => {
    const t = setup();
    const broken = createNativeHost({
      device: deviceServicesOf(t.model, { storage: t.storage, secure: t.secureStore }),
      login: () => Promise.reject(new Error('offline')),
      post: (raw) => t.posted.push(JSON.parse(raw) as { event: string; details: unknown }),
    });
    await broken.receive(JSON.stringify({ command: 'login', details: login('demo-gb') }));
    expect(t.posted[0]).toMatchObject({
      source: NATIVE_SOURCE,
      event: 'login_result',
      details: { status: false, message: 'CONNECTION_ERROR' },
    });
  });

  it('auto-logs in silently with the stored credentials, announcing the payload first', async () => {
    const t = setup({}, { login_mode: 'auto' }, { username: 'demo-gb', password: 'demo-pass-1' });
    await t.command('autologin', PARAMS);
    expect(t.calls[0]).toMatchObject({ username: 'demo-gb', password: 'demo-pass-1', mode: 'auto', silent: true });
    expect(t.posted.map((message) => message.event)).toEqual(['autologin_payload', 'login_result']);
    expect(t.posted[0]?.details).toEqual({ username: 'demo-gb', mode: 'auto' });
  });

  it('refuses an auto login when the stored mode is another one or nothing is stored', async () => {
    const other = setup({}, { login_mode: 'biometric' }, { username: 'demo-gb', password: 'demo-pass-1' });
    await other.command('autologin', PARAMS);
    expect(other.posted).toEqual([
      { event: 'autologin_payload', details: { username: null, mode: 'auto', reason: 'inactive' } },
    ]);
    const empty = setup({}, { login_mode: 'auto' });
    await empty.command('autologin', PARAMS);
    expect(empty.posted[0]?.details).toEqual({ username: null, mode: 'auto', reason: 'no credentials' });
    expect(empty.calls).toHaveLength(0);
  });

  it('asks for the biometric prompt before a biometric login, and refuses when it fails', async () => {
    const stored = [{ login_mode: 'biometric' }, { username: 'demo-gb', password: 'demo-pass-1' }] as const;
    const passes = setup({ biometricPasses: true }, ...stored);
    await passes.command('biometriclogin', PARAMS);
    expect(passes.calls[0]).toMatchObject({ mode: 'biometric' });
    const fails = setup({ biometricPasses: false }, ...stored);
    await fails.command('biometriclogin', PARAMS);
    expect(fails.posted).toEqual([
      { event: 'autologin_payload', details: { username: null, mode: 'biometric', reason: 'biometric failed' } },
    ]);
    const noTypes = setup({ localAuthTypes: [] }, ...stored);
    await noTypes.command('biometriclogin', PARAMS);
    expect(noTypes.calls).toHaveLength(0);
  });

  it('ends auto and biometric login on a logout, keeping the remembered username; an inactivity logout keeps them', async () => {
    const t = setup({}, { login_mode: 'biometric' }, { username: 'demo-gb', password: 'demo-pass-1' });
    await t.command('logout', { reason: 'inactivity' });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'biometric' });
    await t.command('logout', { reason: 'user' });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'username' });
    expect(t.secureStore.snapshot()).toEqual({ username: 'demo-gb' });
  });

  it('sets the login mode from the account menu and answers with the mode it keeps', async () => {
    const t = setup({ localAuthTypes: ['Face ID'], biometricPasses: true }, { login_mode: 'username' }, {});
    await t.command('set_login_mode', { login_mode: 'auto' });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'auto' });
    await t.command('set_login_mode', { login_mode: 'biometric' });
    expect(t.storage.snapshot()).toEqual({ login_mode: 'biometric' });
    expect(t.posted).toEqual([
      { event: 'get_login_mode', details: { login_mode: 'auto' } },
      { event: 'get_login_mode', details: { login_mode: 'biometric' } },
    ]);
  });

  it('turns biometric login on only after the prompt; turning it off drops the stored password', async () => {
    const stored = [{ login_mode: 'auto' }, { username: 'demo-gb', password: 'demo-pass-1' }] as const;
    const fails = setup({ localAuthTypes: ['Face ID'], biometricPasses: false }, ...stored);
    await fails.command('set_login_mode', { login_mode: 'biometric' });
    expect(fails.storage.snapshot()).toEqual({ login_mode: 'auto' });
    expect(fails.posted).toEqual([{ event: 'get_login_mode', details: { login_mode: 'auto' } }]);
    const none = setup({ localAuthTypes: [] }, ...stored);
    await none.command('set_login_mode', { login_mode: 'biometric' });
    expect(none.storage.snapshot()).toEqual({ login_mode: 'auto' });

    const off = setup({}, ...stored);
    await off.command('set_login_mode', { login_mode: 'username' });
    expect(off.storage.snapshot()).toEqual({ login_mode: 'username' });
    expect(off.secureStore.snapshot()).toEqual({ username: 'demo-gb' });
    await off.command('set_login_mode', { login_mode: 'everything' });
    await off.command('set_login_mode', null);
    expect(off.ignored).toHaveLength(2);
    expect(off.storage.snapshot()).toEqual({ login_mode: 'username' });
  });

  it('answers get_remembered_username, keeps the popups url, opens settings and subscribes to push', async () => {
    const t = setup({ platform: 'android' }, {}, { username: 'demo-ie' });
    await t.command('get_remembered_username', null);
    await t.command('init_popups', { url: 'https://example.test/popups' });
    await t.command('open_settings', {});
    await t.command('subscribe_push', {});
    expect(t.posted.map((message) => message.event)).toEqual([
      'local_auth_types',
      'get_login_mode',
      'get_remembered_username',
    ]);
    expect(t.posted[2]?.details).toEqual({ username: 'demo-ie' });
    expect(t.host.popupsUrl()).toBe('https://example.test/popups');
    expect(t.model.get()).toMatchObject({
      settingsOpened: 'android.settings.LOCATION_SOURCE_SETTINGS',
      push: 'granted',
    });
  });

  it('ignores anything that is not a known command with readable details', async () => {
    const t = setup();
    for (const raw of ['nope', '{}', JSON.stringify({ command: 'hack', details: {} }), 42, null])
      await t.host.receive(raw);
    await t.command('login', { username: 'demo-gb' });
    await t.command('autologin', 'x');
    expect(t.posted).toEqual([]);
    expect(t.calls).toEqual([]);
    expect(t.ignored).toHaveLength(7);
  });

  it('sends switch_country, refresh_balance and logout from the native side', async () => {
    const t = setup({}, { login_mode: 'auto' }, { username: 'u', password: 'p' });
    t.host.switchCountry('ro');
    t.host.refreshBalance();
    t.host.logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.posted.map((message) => message.event)).toEqual(['switch_country', 'refresh_balance', 'logout']);
    expect(t.posted[0]?.details).toEqual({ country: 'ro' });
    expect(t.secureStore.snapshot()).toEqual({ username: 'u' });
  });

  it('builds the app user agent the web app detects', () => {
    expect(appUserAgent({ platform: 'ios', appVersion: '2.3.4' })).toMatch(/iOS SportifyApp\/2\.3\.4$/);
    expect(appUserAgent({ platform: 'android', appVersion: '1.0.0' })).toMatch(/Android SportifyApp\/1\.0\.0$/);
  });
});
