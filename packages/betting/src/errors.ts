/**
 * The error catalogue: spec 000 §8 plus the codes docs/api.md adds for acceptance.
 * One list, shared by client, server and tests, so a code can never be misspelt twice.
 */
export const ERROR_CODES = [
  'CANNOT_COMBINE',
  'FORECAST_TRICAST_CANNOT_BE_COMBINED',
  'BALANCE_INSUFFICIENT',
  'CONNECTION_ERROR',
  'SERVER_ERROR',
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'EVENT_STARTED',
  'EVENT_FINISHED',
  'SELECTION_NOT_FOUND',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'MAX_PAYOUT_EXCEEDED',
  'FREEBET_NOT_ELIGIBLE',
  'EACH_WAY_NOT_AVAILABLE',
  'COMBINATION_NOT_ALLOWED',
  'NOT_AUTHENTICATED',
  'INVALID_LOGIN',
  'DUPLICATE_TICKET',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'NOT_FOUND',
  'CASHOUT_UNAVAILABLE',
  'CASHOUT_QUOTE_CHANGED',
  'CARD_DECLINED',
  'CARD_INVALID',
  'DEPOSIT_LIMIT_EXCEEDED',
  'ACCOUNT_BLOCKED',
  'PAYMENT_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'INVALID_USERNAME',
  'WEAK_PASSWORD',
  'UNDERAGE',
  'TERMS_NOT_ACCEPTED',
  'REGISTRATION_DISABLED',
  'LOGIN_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'TOKEN_INVALID',
  'TOO_MANY_SELECTIONS',
  // Geolocation (decision 032).
  'COUNTRY_BLOCKED',
  // The database is briefly unreachable: 503 with Retry-After (decision 049).
  'SERVICE_UNAVAILABLE',
  // A free bet is staked whole (decision 002): the ticket's stake is the free bet's remaining amount.
  'FREEBET_STAKE_MISMATCH',
  // A ticket uuid with no answer stored for this player (ticket-status, decision 077).
  'TICKET_UNKNOWN',
] as const;

/** A code from the catalogue; wire refusals carry one in `message`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Narrows an unknown wire string to a catalogue code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Ticket statuses beyond the error codes: '' is pending, PROCESSED is accepted (spec 000 §4). */
export const TICKET_PROCESSED = 'PROCESSED';

/**
 * English texts for bettors; the client translates by code, these are the fallback and the
 * source strings (spec 000 §8).
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  CANNOT_COMBINE: 'Selections from the same event cannot be combined.',
  FORECAST_TRICAST_CANNOT_BE_COMBINED: 'Forecast and tricast selections cannot be combined.',
  BALANCE_INSUFFICIENT: 'You have insufficient funds. Deposit Now',
  CONNECTION_ERROR: 'Connection error. Please check your connection and try again.',
  SERVER_ERROR: 'Something went wrong',
  ODDS_CHANGED: 'The odds have changed.',
  MARKET_SUSPENDED: 'This market is suspended.',
  EVENT_STARTED: 'This event has already started.',
  EVENT_FINISHED: 'This event has finished.',
  SELECTION_NOT_FOUND: 'This selection is no longer available.',
  STAKE_TOO_LOW: 'The stake is under the minimum for your currency.',
  STAKE_TOO_HIGH: 'The stake is over the maximum for your currency.',
  MAX_PAYOUT_EXCEEDED: 'The potential return is above the maximum payout.',
  FREEBET_NOT_ELIGIBLE: 'This free bet cannot be used on this bet.',
  EACH_WAY_NOT_AVAILABLE: 'Each way is not available for this selection.',
  COMBINATION_NOT_ALLOWED: 'These selections cannot be placed as this bet type.',
  NOT_AUTHENTICATED: 'Please log in to continue.',
  INVALID_LOGIN: 'The username or password is incorrect.',
  DUPLICATE_TICKET: 'This bet has already been placed.',
  VALIDATION_ERROR: 'The request was not valid.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  NOT_FOUND: 'Oops! The page you requested was not found!',
  CASHOUT_UNAVAILABLE: 'Cash out is not available for this bet right now.',
  CASHOUT_QUOTE_CHANGED: 'The cash out value has changed. Please check the new amount.',
  CARD_DECLINED: 'Your card was declined. No money was taken.',
  CARD_INVALID: 'Please check the card number, expiry date and security code.',
  DEPOSIT_LIMIT_EXCEEDED: 'This deposit is over your deposit limit.',
  ACCOUNT_BLOCKED: 'Your account is blocked by a time-out or self-exclusion.',
  PAYMENT_UNAVAILABLE: 'Card payments are not available at the moment. No money was taken.',
  IDEMPOTENCY_KEY_REUSED: 'This request repeats an earlier one with different details. Nothing was changed.',
  USERNAME_TAKEN: 'This username is already taken. Please choose another one.',
  EMAIL_TAKEN: 'An account with this email address already exists. Log in or reset your password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  INVALID_USERNAME: 'A username has 3 to 20 characters: letters, digits, dots, dashes or underscores.',
  WEAK_PASSWORD:
    'Your password needs at least 8 characters, with a letter and a digit, and must not contain your username.',
  UNDERAGE: 'You must be at least 18 years old to open an account.',
  TERMS_NOT_ACCEPTED: 'Please accept the terms and conditions to continue.',
  REGISTRATION_DISABLED: 'Registration is not available at the moment.',
  LOGIN_DISABLED: 'Login is not available at the moment.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first: open the link we sent you.',
  TOKEN_INVALID: 'This link is no longer valid. It may have expired or been used already.',
  TOO_MANY_SELECTIONS: 'A bet slip holds at most 20 selections. Remove some to go on.',
  COUNTRY_BLOCKED: 'Sorry, our services are not available in your country.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  FREEBET_STAKE_MISMATCH: 'A free bet is staked whole: the stake must be the full amount of the free bet.',
  TICKET_UNKNOWN: 'This bet was not placed.',
};

/** Fallback text when a slip error has no message (spec 000 §8). */
export const GENERIC_SLIP_ERROR = 'Oops, something went wrong. Please try again later.';

/** Why an input to a core function was refused: the caller passed something no bet can hold. */
export type BettingInputErrorCode = 'INVALID_ODDS' | 'INVALID_STAKE' | 'INVALID_AMOUNT' | 'INVALID_BET';

/**
 * Thrown by core functions for input that has no defined meaning (NaN odds, negative stakes),
 * so that a bad number stops loudly instead of travelling on as NaN inside a Money.
 */
export class BettingInputError extends Error {
  override readonly name = 'BettingInputError';
  constructor(
    readonly code: BettingInputErrorCode,
    message: string,
  ) {
    super(message);
  }
}
