import { APP_VERSION, CACHE_VERSION, COUNTRY_DEFAULTS } from '@sportsbook/betting';
import { SITE_SWITCH_TIMINGS_MS } from '../../../config/ui-timings';
import type { CountryCode } from '@sportsbook/betting';
import {
  appLoginResultSchema,
  mainDynamicConfigResponseSchema,
  nativeAutologinPayloadSchema,
  nativeLocalAuthTypesSchema,
  nativeLoginModeDetailsSchema,
  nativeRememberedUsernameSchema,
  nativeSwitchCountryDetailsSchema,
} from '@sportsbook/protocol';
import type {
  AppLoginParams,
  AppLoginResult,
  LoginMode,
  NativeAutologinPayload,
  NativeEventMessage,
} from '@sportsbook/protocol';
import { loginWithToken } from '../../../lib/account-api';
import { ApiError } from '../../../lib/http';
import { isCountryCode } from '../../../lib/countries';
import { storage } from '../../../lib/storage';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { followLoginReturn } from '../login-return';
import { applyDynamicConfig, completeLogin, logOut, refreshBalance, schedule, toSessionUser } from '../session-actions';
import { LOGIN_KEYS } from '../components/login-overlay';
import { sendNative } from './native-bridge';
import { useNativeStore } from './native-store';

/** After a login with a token: the balance is refreshed this much later (spec 001 §4). */
export const NATIVE_BALANCE_REFRESH_MS = 1_000;

/** What the app-mode transitions need from the page around them. */
export interface NativeContext {
  /** Switches the site to a country's brand (the shell's site switch, with its splash). */
  switchSite(country: CountryCode): void;
  /** `window.alert` (the native shell shows it as a native alert). */
  alert(text: string): void;
  /** In-app navigation (React Router): where a login someone asked for leads (decision 098). */
  navigate(path: string): void;
}

/** The domain a login result names, as a country: `ro`, `uk` (GB), `sportify.ro`… (spec 001 §9 domain map). */
export function countryOfDomain(domain: string): CountryCode | null {
  const label = domain.trim().toLowerCase().split('.').at(-1) ?? '';
  const code = label === 'uk' ? 'GB' : label.toUpperCase();
  return isCountryCode(code) ? code : null;
}

/** The login parameters of spec 001 §3, for the brand shown now. */
export function loginParams(): AppLoginParams {
  const { country, language } = useSiteStore.getState();
  return {
    website: 'sport',
    lang: language,
    device: 'mobile',
    app: COUNTRY_DEFAULTS[country].bookmaker,
    app_version: APP_VERSION,
    cache_version: CACHE_VERSION,
    global_project: 1,
    rememberMe: 1,
    id: crypto.randomUUID(),
  };
}

/** Submits the overlay: the host runs the login and answers with `login_result`. */
export function submitNativeLogin(form: {
  readonly username: string;
  readonly password: string;
  readonly mode: LoginMode;
  readonly rememberUsername: boolean;
}): void {
  useNativeStore.getState().set({ authenticating: true, error: null, pendingUsername: form.username });
  const sent = sendNative('login', {
    ...loginParams(),
    username: form.username,
    password: form.password,
    mode: form.mode,
    remember_username: form.rememberUsername,
  });
  if (!sent) useNativeStore.getState().set({ authenticating: false, error: 'CONNECTION_ERROR' });
}

/** A forced auto or biometric login (on start, after a site switch, back in the foreground). */
export function forceNativeLogin(mode: LoginMode): boolean {
  if (mode === 'username' || selectLoggedIn(useSessionStore.getState()) || useNativeStore.getState().forced)
    return false;
  useNativeStore.getState().set({ forced: mode, error: null, pendingUsername: null });
  useAccountFrameStore.getState().openLoginOverlay();
  return sendNative(mode === 'auto' ? 'autologin' : 'biometriclogin', loginParams());
}

/** The host's reason (and the alert, spec 001 §8) when the login mode asked for is not the one it keeps. */
export const AUTOLOGIN_INACTIVE = 'inactive';
/** The alert of an auto-login initialisation without a country to log in on (spec 001 §8). */
export const NO_COUNTRY_ALERT = 'no country';

/**
 * The auto-login initialisation at start (spec 001 §4, §8; decision 099), once the host reported
 * the login mode: nothing unless the mode is auto or biometric and nobody is logged in; with the
 * device's stored country the site switches to it first (the forced login follows the switch);
 * without one the site located at a start before is used; a device never located has no
 * jurisdiction to log in on: alert 'no country', and the player logs in by typing.
 */
export function initAutoLogin(
  device: { readonly storedCountry: CountryCode | null; readonly locatedBefore: boolean },
  context: NativeContext,
): void {
  const mode = wantsForcedLogin();
  if (!mode || selectLoggedIn(useSessionStore.getState())) return;
  if (device.storedCountry) context.switchSite(device.storedCountry);
  else if (device.locatedBefore) forceNativeLogin(mode);
  else context.alert(NO_COUNTRY_ALERT);
}

/** The stored mode asks for a forced login. */
export function wantsForcedLogin(): LoginMode | null {
  const mode = useNativeStore.getState().loginMode;
  return mode === 'auto' || mode === 'biometric' ? mode : null;
}

function closeOverlay(): void {
  useAccountFrameStore.getState().closeLoginOverlay();
}

async function loginWithTemporaryToken(token: string, domain: string, context: NativeContext): Promise<void> {
  const { language, country } = useSiteStore.getState();
  try {
    const answer = await loginWithToken({
      token,
      domain,
      lang: language,
      device: 'mobile',
      app: COUNTRY_DEFAULTS[country].bookmaker,
    });
    completeLogin({
      user: toSessionUser(answer.data.user),
      jwt: answer.data.sportify.access_token,
      frontendToken: answer.data.frontend_token,
      balance: { major: answer.data.user.Money, currency: answer.data.user.currency },
      viaToken: true,
    });
    closeOverlay();
    followLoginReturn(context.navigate);
  } catch (error) {
    const message = error instanceof ApiError ? error.code : 'CONNECTION_ERROR';
    useNativeStore.getState().set({ error: message });
    context.alert(`LOGIN: ${message}`);
  }
}

/** `login_result` (spec 001 §4 native login flow). */
export function applyLoginResult(result: AppLoginResult, context: NativeContext): void {
  const native = useNativeStore.getState();
  const username = native.pendingUsername ?? native.rememberedUsername ?? '';
  native.set({ authenticating: false, forced: null });
  const accessToken = result.status ? result.data?.sportify?.access_token : undefined;
  if (accessToken) {
    const user = { id: null, username, name: username, email: null };
    useSessionStore.getState().signIn({ user, jwt: accessToken, frontendToken: result.data?.frontend_token ?? null });
    schedule(NATIVE_BALANCE_REFRESH_MS, () => void refreshBalance());
    closeOverlay();
    followLoginReturn(context.navigate);
    return;
  }
  // A temporary token sends the player to its country whatever the status says (spec 001 §4: only a
  // failure *without* one is an error).
  const token = result.data?.temporary_token;
  const country = result.data?.domain ? countryOfDomain(result.data.domain) : null;
  if (token && result.data?.domain && country) {
    native.set({ authenticating: true });
    context.switchSite(country);
    const domain = result.data.domain;
    setTimeout(
      () =>
        void loginWithTemporaryToken(token, domain, context).finally(() =>
          useNativeStore.getState().set({ authenticating: false }),
        ),
      SITE_SWITCH_TIMINGS_MS.retry,
    );
    return;
  }
  if (!result.status) {
    const message = result.message ?? '';
    native.set({ error: message || 'INVALID_LOGIN' });
    context.alert(`LOGIN: ${message}`);
    return;
  }
  context.alert('ERROR: No Access Token');
}

/**
 * `autologin_payload`: the host logs in with what it stored, or says there is nothing to log in
 * with. The host keeping another login mode than the one asked for is the spec's alert 'inactive'
 * (spec 001 §8, decision 099).
 */
export function applyAutologinPayload(payload: NativeAutologinPayload, context: NativeContext): void {
  const native = useNativeStore.getState();
  if (payload.username !== null) {
    native.set({ pendingUsername: payload.username });
    return;
  }
  native.set({ forced: null });
  if (payload.reason === AUTOLOGIN_INACTIVE) context.alert(AUTOLOGIN_INACTIVE);
  // A failed biometric prompt leaves the overlay for typing; with nothing stored the player did not ask for it.
  if (payload.reason !== 'biometric failed') closeOverlay();
}

/** One host event, parsed again with its own details schema; details that do not fit are ignored. */
export function handleNativeEvent(message: NativeEventMessage, context: NativeContext): void {
  const native = useNativeStore.getState();
  const { details } = message;
  switch (message.event) {
    case 'refresh_balance':
      void refreshBalance();
      return;
    case 'get_login_mode': {
      const parsed = nativeLoginModeDetailsSchema.safeParse(details);
      if (!parsed.success) return;
      storage.set(LOGIN_KEYS.loginMode, parsed.data.login_mode);
      native.set({ loginMode: parsed.data.login_mode, loginModeAnswers: native.loginModeAnswers + 1 });
      return;
    }
    case 'switch_country': {
      const parsed = nativeSwitchCountryDetailsSchema.safeParse(details);
      const country = parsed.success ? parsed.data.country.toUpperCase() : null;
      if (isCountryCode(country) && country !== useSiteStore.getState().country) context.switchSite(country);
      return;
    }
    case 'update_balance': {
      const parsed = mainDynamicConfigResponseSchema.safeParse(details);
      if (parsed.success) applyDynamicConfig(parsed.data);
      return;
    }
    case 'local_auth_types': {
      const parsed = nativeLocalAuthTypesSchema.safeParse(details);
      if (parsed.success) native.set({ localAuthTypes: parsed.data });
      return;
    }
    case 'login_result': {
      const parsed = appLoginResultSchema.safeParse(details);
      if (parsed.success) applyLoginResult(parsed.data, context);
      return;
    }
    case 'autologin_payload': {
      const parsed = nativeAutologinPayloadSchema.safeParse(details);
      if (parsed.success) applyAutologinPayload(parsed.data, context);
      return;
    }
    case 'get_remembered_username': {
      const parsed = nativeRememberedUsernameSchema.safeParse(details);
      if (parsed.success) native.set({ rememberedUsername: parsed.data.username });
      return;
    }
    case 'logout':
      logOut();
      return;
  }
}
