/** Login refusals with their own translated message (account namespace `login.errors.*`). */
export const LOGIN_ERROR_KEYS = [
  'INVALID_LOGIN',
  'RATE_LIMITED',
  'ACCOUNT_BLOCKED',
  'EMAIL_NOT_VERIFIED',
  'LOGIN_DISABLED',
  'CONNECTION_ERROR',
] as const;
/** A login refusal key. */
export type LoginErrorKey = (typeof LOGIN_ERROR_KEYS)[number];

/**
 * The message key for a failed login. Spec 001 §5 shows any failure as INVALID_LOGIN; the
 * refusals a bettor can act on (wait, verify the email, blocked account, no network) say so.
 */
export function loginErrorKey(code: string): LoginErrorKey {
  return (LOGIN_ERROR_KEYS as readonly string[]).includes(code) ? (code as LoginErrorKey) : 'INVALID_LOGIN';
}
