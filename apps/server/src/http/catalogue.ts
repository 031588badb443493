import { ERROR_CODES, ERROR_MESSAGES } from '@sportsbook/betting';
import type { ErrorCode } from '@sportsbook/betting';
import {
  BETBUILDER_UNAVAILABLE,
  CASHIER_ERROR_CODES,
  CASINO_ERROR_CODES,
  CASINO_ERROR_MESSAGES,
  STREAM_ERROR_CODES,
} from '@sportsbook/protocol';

/*
 * Every refusal code the server puts on the wire, with the HTTP status it is answered with.
 * Business refusals (a bet, a deposit, a game move the rules refuse) are HTTP 200 with `status: 0`,
 * as the client's slip and cashier read them; malformed input is 400, a missing login 401, a
 * refused origin or country 403, a missing thing 404, a repeated key with other details 409,
 * throttling 429, a failure of ours 500, an unreachable database 503.
 */

/** Every code a refusal may carry: the shared catalogue plus the casino's, the cashier's and the streams'. */
export const REFUSAL_CODES: readonly RefusalCode[] = [
  ...new Set<RefusalCode>([
    ...ERROR_CODES,
    ...CASINO_ERROR_CODES,
    ...CASHIER_ERROR_CODES,
    ...STREAM_ERROR_CODES,
    BETBUILDER_UNAVAILABLE,
  ]),
];

/** One wire refusal code. */
export type RefusalCode =
  | ErrorCode
  | (typeof CASINO_ERROR_CODES)[number]
  | (typeof CASHIER_ERROR_CODES)[number]
  | (typeof STREAM_ERROR_CODES)[number]
  | typeof BETBUILDER_UNAVAILABLE;

/** The status of each code that is not a business refusal (those are 200). */
const NOT_200: Partial<Record<RefusalCode, number>> = {
  VALIDATION_ERROR: 400,
  CARD_INVALID: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_LOGIN: 401,
  EMAIL_NOT_VERIFIED: 401,
  COUNTRY_BLOCKED: 403,
  LOGIN_DISABLED: 403,
  ACCOUNT_BLOCKED: 403,
  STREAM_LINK_EXPIRED: 403,
  NOT_FOUND: 404,
  CASINO_GAME_UNKNOWN: 404,
  NO_SAVED_CARD: 404,
  STREAM_NOT_FOUND: 404,
  STREAM_ENDED: 404,
  BETBUILDER_UNAVAILABLE: 404,
  IDEMPOTENCY_KEY_REUSED: 409,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The catalogue: each code's HTTP status. A few answers keep another status the wire has always
 * had (a forged stream link is 403 STREAM_NOT_FOUND, a cashier's unknown wallet 200 NOT_FOUND);
 * those name their status where they are raised.
 */
export const REFUSAL_STATUS: Readonly<Record<RefusalCode, number>> = Object.fromEntries(
  REFUSAL_CODES.map((code) => [code, NOT_200[code] ?? 200]),
) as Record<RefusalCode, number>;

/** The English text of a code, the client's fallback (it translates by code); the code itself when none is kept. */
export function refusalText(code: RefusalCode): string {
  if (code in ERROR_MESSAGES) return ERROR_MESSAGES[code as ErrorCode];
  if (code in CASINO_ERROR_MESSAGES) return CASINO_ERROR_MESSAGES[code as keyof typeof CASINO_ERROR_MESSAGES];
  return code;
}

/**
 * How a context words the refusals the error handler writes for it: the text of a 500 and of a
 * malformed request that says nothing itself. `null` for `serverError` answers a bare
 * `{ status: 0, message: 'SERVER_ERROR' }`.
 */
export interface RefusalDialect {
  readonly serverError: string | null;
  readonly malformed: string;
}

/** The dialects the routes speak; the sports API's is the default. */
export const REFUSAL_DIALECTS = {
  /** The sports and account APIs: the catalogue's texts. */
  sports: { serverError: ERROR_MESSAGES.SERVER_ERROR, malformed: ERROR_MESSAGES.VALIDATION_ERROR },
  /** Content, geolocation and streams (spec 001's calls): their own plainer texts. */
  content: { serverError: 'Please try again later.', malformed: 'The request is malformed.' },
  /** The development outbox: a 500 names its code only. */
  outbox: { serverError: null, malformed: ERROR_MESSAGES.VALIDATION_ERROR },
} as const satisfies Record<string, RefusalDialect>;

/** The name of one dialect. */
export type RefusalDialectName = keyof typeof REFUSAL_DIALECTS;
