import { z } from 'zod/mini';
import { DEFAULT_USER_CURRENCY, mainDynamicConfigResponseSchema } from './account';
import { idSchema, isoDateTimeSchema } from './common';
import { affiliateAttributionSchema } from './registration';
import { frameToShellMessageSchema, shellToFrameMessageSchema } from './frame-messages';
import type { FrameToShellEvent, ShellToFrameEvent } from './frame-messages';
import { formatZodError } from './parse';

/*
 * The `details` of each account-frame message (spec 001 §4, §7 name the events, not their
 * payloads; docs/decisions record these shapes). Both sides parse with these schemas and drop
 * anything that does not match.
 */

/** `source` of messages the account site posts. */
export const ACCOUNT_SITE_SOURCE = 'account-site';
/** `source` of messages the sportsbook shell posts. */
export const SHELL_SOURCE = 'sportsbook';

const empty = z.looseObject({});

/**
 * The `show_popup` id with which the account frame asks the shell for its forbidden modal: the
 * server refused a login, registration or deposit from a blocked country (`COUNTRY_BLOCKED`,
 * decision 103). The shell, not the frame, shows it, as it does for its own refusals.
 */
export const COUNTRY_BLOCKED_POPUP_ID = 'popup-country-blocked';
/** An account-site page path such as `/login` or `/cashier/deposit` (always starts with '/'). */
export const accountPageSchema = z.string().check(z.regex(/^\/[\w\-/]*$/, 'an account page path such as /login'));

/** What a completed action was, in `action_done`. */
export const accountActionSchema = z.enum([
  'login',
  'registration',
  'email_verified',
  'password_reset',
  'deposit',
  'withdraw',
  'logout',
  'limits',
  'self_exclusion',
  'time_out',
]);
/** An account action. */
export type AccountAction = z.infer<typeof accountActionSchema>;

/** The user the account site hands to the shell after login (`user_data`). */
export const frameUserSchema = z.object({
  id: idSchema,
  username: z.string().check(z.minLength(1)),
  email: z.string(),
  /** Spec 001 §3: the user's currency defaults to EUR. */
  currency: z._default(z.string().check(z.minLength(3)).check(z.maxLength(3)), DEFAULT_USER_CURRENCY),
  created_at: z.optional(isoDateTimeSchema),
  updated_at: z.optional(isoDateTimeSchema),
});
/** A user in `user_data`. */
export type FrameUser = z.infer<typeof frameUserSchema>;

/** Details of every frame → shell event. */
export const frameToShellDetailsSchemas = {
  app_ready: empty,
  page_ready: z.object({ url: z.string(), page: z.string() }),
  user_data: z.object({ user: frameUserSchema, frontend_token: z.string().check(z.minLength(1)) }),
  sport_token: z.object({ token: z.string().check(z.minLength(1)) }),
  action_done: z.object({ action: accountActionSchema }),
  redirect: z.object({ url: z.string() }),
  show: z.object({ page: accountPageSchema }),
  show_help: z.object({ page: z.optional(accountPageSchema) }),
  show_cashier: z.object({ page: z.optional(accountPageSchema) }),
  iframe_hidden: empty,
  open_login: empty,
  balance_update: z.object({ data: mainDynamicConfigResponseSchema }),
  log_out: empty,
  show_popup: z.object({ id: z.string(), message: z.optional(z.string()) }),
  close: empty,
  close_help: empty,
  close_cashier: empty,
  hide_popup: z.object({ id: z.string() }),
  'sport-reality-check': z.object({
    interval_minutes: z.number().check(z.positive()),
    elapsed_minutes: z.number().check(z.nonnegative()),
  }),
  check_applepay_support: empty,
  init_applepay_session: empty,
  applepay_on_complete_merchant_valdiation: empty,
  gtm_push_action: z.looseObject({ event: z.string().check(z.minLength(1)) }),
} satisfies Record<FrameToShellEvent, z.core.$ZodType>;

/** Details of every shell → frame event. */
export const shellToFrameDetailsSchemas = {
  request_sport_token: empty,
  token: z.object({ token: z.string().check(z.minLength(1)) }),
  open_page: z.object({ page: accountPageSchema }),
  hide_iframe: empty,
  logout: empty,
  sportLoginFinished: z.object({ status: z.boolean() }),
  sportRegistrationFinished: z.object({ status: z.boolean() }),
  sportLoginWithTokenFinished: z.object({ status: z.boolean() }),
  init_popups: z.object({ url: z.string() }),
  /** The answer to `check_applepay_support` (spec 001 §7 "Apple Pay messages"): never supported (decision 042). */
  applepay_support: z.object({ supported: z.boolean() }),
  /** The answer to `init_applepay_session` and the merchant validation: no session can start. */
  applepay_session_failed: z.object({
    request: z.enum(['init_applepay_session', 'applepay_on_complete_merchant_valdiation']),
    reason: z.literal('unsupported'),
  }),
  /** The visitor's affiliate attribution, kept by the shell in 30-day cookies, for the registration (decision 104). */
  affiliate: affiliateAttributionSchema,
} satisfies Record<ShellToFrameEvent, z.core.$ZodType>;

/** The details type of a frame → shell event. */
export type FrameToShellDetails<Event extends FrameToShellEvent> = z.infer<(typeof frameToShellDetailsSchemas)[Event]>;
/** The details type of a shell → frame event. */
export type ShellToFrameDetails<Event extends ShellToFrameEvent> = z.infer<(typeof shellToFrameDetailsSchemas)[Event]>;

/** A checked frame → shell message, its details typed by its event. */
export type FrameToShellTyped = {
  [Event in FrameToShellEvent]: { readonly event: Event; readonly details: FrameToShellDetails<Event> };
}[FrameToShellEvent];
/** A checked shell → frame message, its details typed by its event. */
export type ShellToFrameTyped = {
  [Event in ShellToFrameEvent]: { readonly event: Event; readonly details: ShellToFrameDetails<Event> };
}[ShellToFrameEvent];

/** What reading a posted message gave: the typed message, or why it was refused. */
export type FrameMessageReading<Message> =
  { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly reason: string };

function decodeMessageData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function readMessage(
  data: unknown,
  envelopeSchema: typeof frameToShellMessageSchema | typeof shellToFrameMessageSchema,
  source: string,
  detailsSchemas: Readonly<Record<string, z.core.$ZodType>>,
): FrameMessageReading<{ event: string; details: unknown }> {
  const envelope = envelopeSchema.safeParse(decodeMessageData(data));
  if (!envelope.success) return { ok: false, reason: `malformed (${formatZodError(envelope.error)})` };
  if (envelope.data.source !== source) return { ok: false, reason: `source ${envelope.data.source}` };
  const { event } = envelope.data;
  const details = z.safeParse(detailsSchemas[event]!, envelope.data.details ?? {});
  if (!details.success) return { ok: false, reason: `${event} with bad details (${formatZodError(details.error)})` };
  return { ok: true, message: { event, details: details.data } };
}

/**
 * Reads what the account site posted (a JSON string or an object): envelope, source
 * `account-site`, then the details of its event. Origin and window checks stay with the caller.
 */
export function readFrameToShellMessage(data: unknown): FrameMessageReading<FrameToShellTyped> {
  return readMessage(
    data,
    frameToShellMessageSchema,
    ACCOUNT_SITE_SOURCE,
    frameToShellDetailsSchemas,
  ) as FrameMessageReading<FrameToShellTyped>;
}

/** Reads what the shell posted into the frame: envelope, source `sportsbook`, then its event's details. */
export function readShellToFrameMessage(data: unknown): FrameMessageReading<ShellToFrameTyped> {
  return readMessage(
    data,
    shellToFrameMessageSchema,
    SHELL_SOURCE,
    shellToFrameDetailsSchemas,
  ) as FrameMessageReading<ShellToFrameTyped>;
}
