import { ERROR_MESSAGES } from '@sportsbook/betting';
import type { AppLoginOutcome } from './app-login';

/** An app login answer: the body of docs/api.md 'Native login', its HTTP status and any Retry-After. */
export interface AppLoginReply {
  readonly httpStatus: number;
  readonly body: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
}

/**
 * The answer to `POST /auth/login`. Success and the other-site answer are `status: true`; every
 * refusal is `{ status: false, message: <ERROR_CODE> }` (the app shows 'LOGIN: {message}') with the
 * HTTP status the web login uses for the same refusal, and `meta.error` where there is more to say.
 */
export function appLoginReply(outcome: AppLoginOutcome): AppLoginReply {
  switch (outcome.kind) {
    case 'ok':
      return {
        httpStatus: 200,
        body: {
          status: true,
          message: '',
          data: { sportify: { access_token: outcome.accessToken }, frontend_token: outcome.frontendToken },
        },
      };
    case 'other-site':
      return {
        httpStatus: 200,
        body: { status: true, message: '', data: { temporary_token: outcome.temporaryToken, domain: outcome.domain } },
      };
    case 'unknown-app':
      return {
        httpStatus: 400,
        body: {
          status: false,
          message: 'VALIDATION_ERROR',
          meta: {
            error: { message: 'app request: app must be the bookmaker id of a brand (ie, gb, ro, us, gr, mx, br)' },
          },
        },
      };
    case 'invalid':
      return { httpStatus: 401, body: { status: false, message: 'INVALID_LOGIN' } };
    case 'blocked': {
      const until = outcome.block.blockedUntil?.toISOString() ?? null;
      return {
        httpStatus: 403,
        body: { status: false, message: 'ACCOUNT_BLOCKED', meta: { error: { reason: outcome.block.status, until } } },
      };
    }
    case 'unverified':
      return {
        httpStatus: 401,
        body: {
          status: false,
          message: 'EMAIL_NOT_VERIFIED',
          meta: { error: { message: ERROR_MESSAGES.EMAIL_NOT_VERIFIED } },
        },
      };
    case 'disabled':
      return { httpStatus: 403, body: { status: false, message: 'LOGIN_DISABLED' } };
    case 'rate-limited':
      return {
        httpStatus: 429,
        body: { status: false, message: 'RATE_LIMITED', meta: { error: { retry_after: outcome.retryAfterSeconds } } },
        retryAfterSeconds: outcome.retryAfterSeconds,
      };
  }
}
