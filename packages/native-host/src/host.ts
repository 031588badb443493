import {
  appLoginParamsSchema,
  appLoginResultSchema,
  NATIVE_SOURCE,
  nativeCommandMessageSchema,
  nativeInitPopupsDetailsSchema,
  nativeLoginDetailsSchema,
  nativeLogoutDetailsSchema,
  nativeSetLoginModeDetailsSchema,
  parseMessageData,
} from '@sportsbook/protocol';
import type {
  AppLoginParams,
  AppLoginRequest,
  AppLoginResult,
  LoginMode,
  NativeEvent,
  NativeEventMessage,
} from '@sportsbook/protocol';
import { loginModeSchema } from '@sportsbook/protocol';
import type { DeviceServices } from './device';
import { HOST_KEYS, SECURE_KEYS } from './keys';

/** What the host may be told by its wrapper (a React Native app, the device simulator, a test). */
export interface NativeHostOptions {
  /** The device: storage, secure storage, biometrics, permissions, settings. */
  readonly device: DeviceServices;
  /**
   * `POST {account API}/auth/login` with this body; answers the parsed JSON body whatever the HTTP
   * status (a refusal is a body too). Throws only when nothing came back.
   */
  login(body: AppLoginRequest): Promise<unknown>;
  /** Delivers an event to the web page (`webView.postMessage(JSON.stringify(message))`). */
  post(message: string): void;
  /** Where a command the host cannot read is reported (default: ignored). */
  onIgnored?(reason: string, raw: unknown): void;
}

/** The host's side of the bridge. */
export interface NativeHost {
  /** A message the page posted (`onMessage` of the WebView): parsed, then handled. */
  receive(raw: unknown): Promise<void>;
  /** The page finished loading: tell it the local auth types, the login mode and the remembered username. */
  pageLoaded(): Promise<void>;
  /** Asks the page to switch the site to another country (`switch_country`). */
  switchCountry(country: string): void;
  /** Asks the page to refresh the balance (`refresh_balance`, e.g. after an in-app purchase). */
  refreshBalance(): void;
  /** Logs the page out from the native side (`logout`, e.g. a native menu). */
  logout(): void;
  /** The last `init_popups` url the page sent (native popups are re-initialised with it). */
  popupsUrl(): string | null;
}

const CONNECTION_FAILURE: AppLoginResult = { status: false, message: 'CONNECTION_ERROR' };

/**
 * The native side of spec 001 §4 as a pure module: it keeps the login mode (device storage), the
 * remembered username and — for auto and biometric login only — the password in the device's secure
 * storage, runs the logins the page asks for against the account API and answers with
 * `login_result`. Every command is parsed with the protocol schemas; anything else is ignored.
 */
export function createNativeHost(options: NativeHostOptions): NativeHost {
  const { device } = options;
  let popups: string | null = null;

  const send = (event: NativeEvent, details: unknown) => {
    const message: NativeEventMessage = { source: NATIVE_SOURCE, event, details };
    options.post(JSON.stringify(message));
  };
  const ignore = (reason: string, raw: unknown) => options.onIgnored?.(reason, raw);

  async function storedMode(): Promise<LoginMode> {
    const parsed = loginModeSchema.safeParse(await device.storage.get(HOST_KEYS.loginMode));
    return parsed.success ? parsed.data : 'username';
  }

  async function callLogin(body: AppLoginRequest): Promise<AppLoginResult> {
    try {
      const parsed = appLoginResultSchema.safeParse(await options.login(body));
      return parsed.success ? parsed.data : CONNECTION_FAILURE;
    } catch {
      return CONNECTION_FAILURE;
    }
  }

  /** After a successful typed login: keep what the player chose, and only what the mode needs. */
  async function remember(username: string, password: string, mode: LoginMode, rememberUsername: boolean) {
    await device.storage.set(HOST_KEYS.loginMode, mode);
    if (rememberUsername || mode !== 'username') await device.secure.set(SECURE_KEYS.username, username);
    else await device.secure.remove(SECURE_KEYS.username);
    if (mode === 'username') await device.secure.remove(SECURE_KEYS.password);
    else await device.secure.set(SECURE_KEYS.password, password);
  }

  async function typedLogin(details: unknown) {
    const parsed = nativeLoginDetailsSchema.safeParse(details);
    if (!parsed.success) return ignore(`login details: ${parsed.error.issues[0]?.message ?? 'invalid'}`, details);
    const { remember_username: rememberUsername, ...request } = parsed.data;
    const result = await callLogin({ ...request, silent: false });
    // A temporary token is a success too, whatever the status says: the player logs in on the other site with it.
    if (result.status || result.data?.temporary_token)
      await remember(request.username, request.password, request.mode, rememberUsername);
    send('login_result', result);
  }

  /** `autologin` / `biometriclogin`: log in with the stored credentials, after the prompt for biometric. */
  async function storedLogin(mode: 'auto' | 'biometric', details: unknown) {
    const parsed = appLoginParamsSchema.safeParse(details);
    if (!parsed.success)
      return ignore(`${mode} login details: ${parsed.error.issues[0]?.message ?? 'invalid'}`, details);
    const params: AppLoginParams = parsed.data;
    const [stored, username, password] = await Promise.all([
      storedMode(),
      device.secure.get(SECURE_KEYS.username),
      device.secure.get(SECURE_KEYS.password),
    ]);
    const refuse = (reason: string) => send('autologin_payload', { username: null, mode, reason });
    if (stored !== mode) return refuse('inactive');
    if (!username || !password) return refuse('no credentials');
    if (mode === 'biometric') {
      const types = await device.biometrics.types();
      if (types.length === 0 || !(await device.biometrics.authenticate(types[0] ?? '')))
        return refuse('biometric failed');
    }
    send('autologin_payload', { username, mode });
    send('login_result', await callLogin({ ...params, username, password, mode, silent: true }));
  }

  async function rememberedUsername() {
    send('get_remembered_username', { username: await device.secure.get(SECURE_KEYS.username) });
  }

  /** A logout the page asked for: auto and biometric login end with it, the username stays if remembered. */
  async function pageLogout() {
    await device.storage.set(HOST_KEYS.loginMode, 'username');
    await device.secure.remove(SECURE_KEYS.password);
  }

  /**
   * `set_login_mode` (the account menu's toggles): turning biometric login on asks for the
   * biometric prompt first; 'username' ends auto/biometric login and drops the stored password. A
   * password the host does not keep yet is kept at the next typed login (the overlay opens with the
   * chosen mode). The answer is `get_login_mode` with the mode kept now.
   */
  async function setLoginMode(details: unknown) {
    const parsed = nativeSetLoginModeDetailsSchema.safeParse(details);
    if (!parsed.success)
      return ignore(`set_login_mode details: ${parsed.error.issues[0]?.message ?? 'invalid'}`, details);
    const mode = parsed.data.login_mode;
    let allowed = true;
    if (mode === 'biometric') {
      const types = await device.biometrics.types();
      allowed = types.length > 0 && (await device.biometrics.authenticate(types[0] ?? ''));
    }
    if (allowed) {
      await device.storage.set(HOST_KEYS.loginMode, mode);
      if (mode === 'username') await device.secure.remove(SECURE_KEYS.password);
    }
    send('get_login_mode', { login_mode: await storedMode() });
  }

  async function handshake() {
    send('local_auth_types', await device.biometrics.types());
    send('get_login_mode', { login_mode: await storedMode() });
    await rememberedUsername();
  }

  return {
    async receive(raw) {
      const message = parseMessageData(nativeCommandMessageSchema, raw);
      if (!message) return ignore('not a bridge command', raw);
      switch (message.command) {
        case 'login':
          return typedLogin(message.details);
        case 'autologin':
          return storedLogin('auto', message.details);
        case 'biometriclogin':
          return storedLogin('biometric', message.details);
        case 'get_remembered_username':
          // The page asks when its app mode starts, which may be after onLoadEnd: answer with the whole handshake.
          return handshake();
        case 'init_popups': {
          const parsed = nativeInitPopupsDetailsSchema.safeParse(message.details);
          if (parsed.success) popups = parsed.data.url;
          return;
        }
        case 'logout':
          // An inactivity logout keeps the player's choice: the next start logs in the way they chose.
          if (nativeLogoutDetailsSchema.safeParse(message.details).data?.reason === 'inactivity') return;
          return pageLogout();
        case 'open_settings':
          return device.openSettings();
        case 'subscribe_push':
          await device.push.subscribe();
          return;
        case 'set_login_mode':
          return setLoginMode(message.details);
      }
    },
    pageLoaded: handshake,
    switchCountry(country) {
      send('switch_country', { country });
    },
    refreshBalance() {
      send('refresh_balance', {});
    },
    logout() {
      void pageLogout().then(() => send('logout', {}));
    },
    popupsUrl: () => popups,
  };
}
