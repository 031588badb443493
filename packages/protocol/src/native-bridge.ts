import { z } from 'zod/mini';

/** Commands the web app posts to the native host through `ReactNativeWebView.postMessage`. */
export const NATIVE_COMMANDS = [
  'login',
  'autologin',
  'biometriclogin',
  'get_remembered_username',
  'init_popups',
  'logout',
  // Beyond the contract (decision 121): the location dialog's confirm and the push subscription after a located start.
  'open_settings',
  'subscribe_push',
  // Decision 038: the account menu's app-only Auto login and biometric toggles (spec 001 §2).
  'set_login_mode',
] as const;

/** Events the native host sends to the web app. */
export const NATIVE_EVENTS = [
  'refresh_balance',
  'get_login_mode',
  'switch_country',
  'update_balance',
  'local_auth_types',
  'login_result',
  'autologin_payload',
  'get_remembered_username',
  'logout',
] as const;

/** The `source` that marks a message as coming from the native host rather than any other window. */
export const NATIVE_SOURCE = 'sportify.app';

/** A command name for the native host. */
export type NativeCommand = (typeof NATIVE_COMMANDS)[number];
/** An event name from the native host. */
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

/** Web → native: `{command, details}`. */
export const nativeCommandMessageSchema = z.object({
  command: z.enum(NATIVE_COMMANDS),
  details: z.unknown(),
});
/** A command for the native host. */
export type NativeCommandMessage = z.infer<typeof nativeCommandMessageSchema>;

/** Native → web: `{source:'sportify.app', event, details}`. */
export const nativeEventMessageSchema = z.object({
  source: z.literal(NATIVE_SOURCE),
  event: z.enum(NATIVE_EVENTS),
  details: z.unknown(),
});
/** An event from the native host. */
export type NativeEventMessage = z.infer<typeof nativeEventMessageSchema>;

/*
 * The details each command and event carries (decisions 038 and 121). The envelopes above stay
 * as they are; a receiver reads the envelope, then the details of that one command or event with
 * the schema below, and ignores a message whose details do not fit.
 */

/** The three ways the app logs in (spec 001 §4); 'username' is the default. */
export const LOGIN_MODES = ['username', 'auto', 'biometric'] as const;
/** A login mode. */
export type LoginMode = (typeof LOGIN_MODES)[number];
/** A login mode on the wire. */
export const loginModeSchema = z.enum(LOGIN_MODES);

/**
 * `POST {account API}/auth/login` body (docs/api.md 'Native login', spec 001 §3 login request
 * parameters). Only `username`, `password` and `app` decide; the rest is what the app says about
 * itself and is tolerated when missing (docs/api.md 'Tolerance on input'). `app` names the brand by its
 * bookmaker id (`gb`), case-insensitive.
 */
export const appLoginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  app: z
    .string()
    .check(z.minLength(1, { error: 'must name the brand by its bookmaker id, e.g. "gb"' }))
    .check(z.maxLength(16)),
  rememberMe: z.optional(z.unknown()),
  website: z.optional(z.unknown()),
  lang: z.optional(z.unknown()),
  device: z.optional(z.unknown()),
  app_version: z.optional(z.unknown()),
  cache_version: z.optional(z.unknown()),
  global_project: z.optional(z.unknown()),
  mode: z.optional(loginModeSchema),
  silent: z.optional(z.unknown()),
  id: z.optional(z.unknown()),
});
/** An app login request. */
export type AppLoginRequest = z.infer<typeof appLoginRequestSchema>;

/** The login parameters the web app sends with `autologin` and `biometriclogin`: everything but the credentials. */
export const appLoginParamsSchema = z.omit(appLoginRequestSchema, { username: true, password: true, mode: true });
/** Login parameters without credentials. */
export type AppLoginParams = z.infer<typeof appLoginParamsSchema>;

/** `login` command details: the login request plus whether the host should remember the username. */
export const nativeLoginDetailsSchema = z.extend(appLoginRequestSchema, {
  mode: loginModeSchema,
  remember_username: z.boolean(),
});
/** Details of a `login` command. */
export type NativeLoginDetails = z.infer<typeof nativeLoginDetailsSchema>;

/** `init_popups` command details (spec 001 §7: init_popups with url). */
export const nativeInitPopupsDetailsSchema = z.object({ url: z.string() });

/** `local_auth_types` event details: the device's local authentication types, first one names the choice. */
export const nativeLocalAuthTypesSchema = z
  .array(z.string().check(z.minLength(1)).check(z.maxLength(40)))
  .check(z.maxLength(8));

/** `get_login_mode` event details: the login mode stored on the device. */
export const nativeLoginModeDetailsSchema = z.object({ login_mode: loginModeSchema });

/**
 * `logout` command details: `user` (the player logged out: auto and biometric login end) or
 * `inactivity` (the 2 h logout: the player's choice stays). Anything else counts as `user`.
 */
export const nativeLogoutDetailsSchema = z.object({ reason: z.enum(['user', 'inactivity']) });

/**
 * `set_login_mode` command details: the account menu's toggles choose how the app logs in next
 * time. The host answers with `get_login_mode` carrying the mode it now keeps (unchanged when a
 * biometric prompt to turn biometric login on failed).
 */
export const nativeSetLoginModeDetailsSchema = z.object({ login_mode: loginModeSchema });

/** `switch_country` event details: the country to switch the site to (case-insensitive code). */
export const nativeSwitchCountryDetailsSchema = z.object({
  country: z.string().check(z.minLength(2)).check(z.maxLength(2)),
});

/** `get_remembered_username` event details: the remembered username, or null. */
export const nativeRememberedUsernameSchema = z.object({ username: z.nullable(z.string()) });

/**
 * `autologin_payload` event details: the host found stored credentials for a forced auto or
 * biometric login and sends the login it is running (`login_result` follows), or `username: null`
 * when there is nothing to log in with (or the biometric prompt failed).
 */
export const nativeAutologinPayloadSchema = z.object({
  username: z.nullable(z.string()),
  mode: loginModeSchema,
  reason: z.optional(z.string()),
});
/** Details of an `autologin_payload` event. */
export type NativeAutologinPayload = z.infer<typeof nativeAutologinPayloadSchema>;
