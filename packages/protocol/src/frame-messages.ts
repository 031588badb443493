import { z } from 'zod/mini';

/** Events the sportsbook shell posts into the account frame (spec 001 §7). */
export const SHELL_TO_FRAME_EVENTS = [
  'request_sport_token',
  'token',
  'open_page',
  'hide_iframe',
  'logout',
  'sportLoginFinished',
  'sportRegistrationFinished',
  'sportLoginWithTokenFinished',
  'init_popups',
  'applepay_support',
  'applepay_session_failed',
  'affiliate',
] as const;

/** Events the account frame posts to the sportsbook shell (spec 001 §7, spelling kept). */
export const FRAME_TO_SHELL_EVENTS = [
  'app_ready',
  'user_data',
  'sport_token',
  'action_done',
  'page_ready',
  'redirect',
  'show',
  'show_help',
  'show_cashier',
  'iframe_hidden',
  'open_login',
  'balance_update',
  'log_out',
  'show_popup',
  'close',
  'close_help',
  'close_cashier',
  'hide_popup',
  'sport-reality-check',
  'check_applepay_support',
  'init_applepay_session',
  'applepay_on_complete_merchant_valdiation',
  'gtm_push_action',
] as const;

/** One event posted from the shell into the frame. */
export const shellToFrameEventSchema = z.enum(SHELL_TO_FRAME_EVENTS);
/** A shell → frame event name. */
export type ShellToFrameEvent = z.infer<typeof shellToFrameEventSchema>;

/** One event posted from the frame to the shell. */
export const frameToShellEventSchema = z.enum(FRAME_TO_SHELL_EVENTS);
/** A frame → shell event name. */
export type FrameToShellEvent = z.infer<typeof frameToShellEventSchema>;

/** Message from the shell to the account frame; `details` depends on the event. */
export const shellToFrameMessageSchema = z.object({
  event: shellToFrameEventSchema,
  details: z.unknown(),
  source: z.string().check(z.minLength(1)),
});
/** A shell → frame message. */
export type ShellToFrameMessage = z.infer<typeof shellToFrameMessageSchema>;

/** Message from the account frame to the shell; receivers drop anything else. */
export const frameToShellMessageSchema = z.object({
  event: frameToShellEventSchema,
  details: z.unknown(),
  source: z.string().check(z.minLength(1)),
});
/** A frame → shell message. */
export type FrameToShellMessage = z.infer<typeof frameToShellMessageSchema>;
