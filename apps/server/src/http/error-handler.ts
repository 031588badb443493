import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProtocolParseError } from '@sportsbook/protocol';
import { REFUSAL_DIALECTS } from './catalogue';
import type { RefusalDialectName } from './catalogue';
import { bareRefusal, refusal, RefusalError, validationRefusal } from './refusal';

/** How the routes of one context have their errors answered. */
export interface RouteRefusals {
  /** The wording of 500s and of malformed requests (default `sports`). */
  readonly dialect?: RefusalDialectName;
  /** Turns an error of another context (a wallet's) into this context's refusal, or null to leave it. */
  readonly translate?: (error: unknown) => RefusalError | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the error handler answers this route's errors (`speaks`). */
    refusals?: RouteRefusals;
  }
}

/**
 * Every route registered on `app` from here on (and in its children) has its errors answered as
 * `refusals` says. Called once at the top of a context's plugin.
 */
export function speaks(app: FastifyInstance, refusals: RouteRefusals): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), refusals };
  });
}

/**
 * The one error handler: a refusal thrown by a route is answered with its status and envelope;
 * a zod parse error, junk JSON, a body too large or of a type no parser reads is 400
 * VALIDATION_ERROR with a readable message; a 429 is RATE_LIMITED; anything else is logged and
 * answered 500 SERVER_ERROR in the route's dialect (readiness turns a 500 of an unreachable
 * database into 503 SERVICE_UNAVAILABLE).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusals = request.routeOptions.config?.refusals ?? {};
  const dialect = REFUSAL_DIALECTS[refusals.dialect ?? 'sports'];
  const refused = error instanceof RefusalError ? error : (refusals.translate?.(error) ?? null);
  if (refused) return reply.code(refused.status).send(refused.envelope(request));
  if (error instanceof ProtocolParseError) return reply.code(400).send(validationRefusal(error.message));
  if (error.statusCode === 429) return reply.code(429).send(refusal('RATE_LIMITED'));
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(400).send(validationRefusal(error.message || dialect.malformed));
  }
  request.log.error({ err: error }, `${request.method} ${request.routeOptions.url ?? request.url} failed`);
  const body =
    dialect.serverError === null
      ? bareRefusal('SERVER_ERROR')
      : refusal('SERVER_ERROR', { message: dialect.serverError });
  return reply.code(500).send(body);
}

/**
 * Installs `answerError` on the instance it is registered on, so every route of both origins uses
 * it. Not encapsulated (Fastify's `skip-override`): the handler belongs to the parent, not to a
 * child context of its own.
 */
export async function refusalErrorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(answerError);
}
Object.assign(refusalErrorHandler, { [Symbol.for('skip-override')]: true });
