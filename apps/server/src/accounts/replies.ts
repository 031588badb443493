import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@sportsbook/betting';
import type { ErrorCode } from '@sportsbook/betting';
import { refusal as wireRefusal } from '../http/index';

/* Answers the account routes share (docs/api.md conventions: `{ status: 0, message: CODE, meta }`). */

/** A business refusal with the catalogue's text after any details (`field`, `until`…). */
export function refusal(code: ErrorCode, details: Record<string, unknown> = {}) {
  return wireRefusal(code, { ...details, message: ERROR_MESSAGES[code] });
}

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
export function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? '';
}

/** 401 NOT_AUTHENTICATED with the Bearer challenge. */
export function refuseUnauthenticated(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer').send(refusal('NOT_AUTHENTICATED'));
}

/** 429 RATE_LIMITED with Retry-After in whole seconds. */
export function refuseRateLimited(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(refusal('RATE_LIMITED', { retry_after: retryAfterSeconds }));
}
