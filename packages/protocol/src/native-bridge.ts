import { z } from 'zod';

/** Commands the web app posts to the native host through `ReactNativeWebView.postMessage`. */
export const NATIVE_COMMANDS = [
  'login',
  'autologin',
  'biometriclogin',
  'get_remembered_username',
  'init_popups',
  'logout',
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
