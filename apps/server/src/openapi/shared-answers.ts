import { ERROR_CODES, ERROR_MESSAGES } from '@sportsbook/betting';
import type { ErrorCode } from '@sportsbook/betting';
import { refusalSchema } from '@sportsbook/protocol';
import { z } from 'zod/mini';

/**
 * The refusal envelope `{ status: 0, message, meta: { error } }` every error answer uses: the
 * protocol's refusal, with `message` any code — the shared catalogue's below, or a context's own
 * (casino, streams and cashier codes such as CASINO_GAME_UNKNOWN or DEPOSIT_PENDING).
 */
export const REFUSAL_ENVELOPE = z.extend(refusalSchema, {
  message: z.string().check(z.describe(`An error code, such as ${ERROR_CODES.join(', ')}.`)),
});

const REFUSAL = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
};

/** A shared error answer: the refusal envelope with the catalogue code in `message`. */
function refusalAnswer(code: ErrorCode, when: string, headers?: typeof RETRY_AFTER) {
  return {
    description: `\`${code}\`: ${when} (“${ERROR_MESSAGES[code]}”)`,
    ...(headers ? { headers } : {}),
    content: REFUSAL,
  };
}

/** The error answers many routes share, as `components.responses`. */
export const ERROR_RESPONSES = {
  ValidationError: refusalAnswer(
    'VALIDATION_ERROR',
    'a malformed query, path or body; `meta.error.message` says what is wrong',
  ),
  NotAuthenticated: refusalAnswer('NOT_AUTHENTICATED', 'no valid token was sent'),
  CountryBlocked: refusalAnswer('COUNTRY_BLOCKED', 'the request comes from a country where play is not offered'),
  IdempotencyKeyReused: refusalAnswer(
    'IDEMPOTENCY_KEY_REUSED',
    'the idempotency key was already used with a different body; nothing changed',
  ),
  RateLimited: refusalAnswer('RATE_LIMITED', 'too many attempts in the window', RETRY_AFTER),
  Unavailable: refusalAnswer('SERVICE_UNAVAILABLE', 'the database does not answer; retry after a moment', RETRY_AFTER),
} as const;

/** How callers prove who they are. */
export const SECURITY_SCHEMES = {
  jwt: {
    type: 'apiKey',
    in: 'header',
    name: 'jwt',
    description:
      'The sports access token (`access_token` of `POST /api/login` on the account origin). A guest sends it empty or not at all.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The frontend token (`frontend_token` of `POST /api/login`), on the account origin only.',
  },
  casinoSession: {
    type: 'apiKey',
    in: 'header',
    name: 'casino-session',
    description: 'A game frame’s launch session (a UUID from `GET /games/launchGame`).',
  },
  casinoToken: {
    type: 'apiKey',
    in: 'header',
    name: 'casino-token',
    description: 'The launch token that goes with `casino-session`.',
  },
} as const;

/** The groups of operations, in the order the page shows them. */
export const TAGS: ReadonlyArray<{ readonly name: string; readonly description: string }> = [
  { name: 'Health', description: 'Liveness and readiness for balancers and monitors.' },
  { name: 'Catalogue', description: 'Events, markets, prices and the bookmaker configuration.' },
  { name: 'Content', description: 'Texts, banners, sports lists and statistics for the client.' },
  { name: 'Geo', description: 'The caller’s country and whether it may play.' },
  { name: 'Results', description: 'Finished events and the statistics page.' },
  { name: 'Streams', description: 'Live video: signed links, playlists and segments.' },
  { name: 'Bet slip', description: 'Pricing and placing singles, combis and systems.' },
  { name: 'Bet Builder', description: 'Same-event combinations.' },
  { name: 'My bets', description: 'The player’s bets and cash out.' },
  { name: 'Wallet', description: 'Balance, free bets and the quick deposit.' },
  { name: 'Casino', description: 'The lobby, game sessions and provably fair rounds.' },
  { name: 'Inbox', description: 'Messages to the player.' },
  { name: 'Push', description: 'Web push subscriptions.' },
  { name: 'Account', description: 'Logins, tokens, registration and recovery.' },
  { name: 'Cashier', description: 'Deposits, withdrawals, history, profile and responsible-gambling settings.' },
  { name: 'Development', description: 'Development and demo tools (off in production).' },
  { name: 'API description', description: 'This document and its page.' },
];
