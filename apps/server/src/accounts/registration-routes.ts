import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { parseOrThrow, recoverRequestSchema, registerRequestSchema, unspecifiedBodySchema } from '@sportsbook/protocol';
import type { AccountService } from './account-service';
import type { RegistrationOutcome, RegistrationService } from './registration-service';
import { bearerOf, refusal, refuseRateLimited, refuseUnauthenticated } from './replies';

/** Options of `registrationRoutes` (registered inside `accountRoutes`, so it shares its error handler and CORS). */
export interface RegistrationRoutesOptions {
  readonly service: AccountService;
  readonly registration: RegistrationService;
}

/** Answers an outcome: refusals HTTP 200 status 0 naming the field, throttling 429, success `ok`. */
function answer<Ok extends { kind: 'ok' }>(
  reply: FastifyReply,
  outcome: RegistrationOutcome<Ok>,
  ok: (value: Ok) => Record<string, unknown>,
) {
  if (outcome.kind === 'refused') {
    return reply.send(refusal(outcome.code, outcome.field ? { field: outcome.field } : {}));
  }
  if (outcome.kind === 'rate-limited') return refuseRateLimited(reply, outcome.retryAfterSeconds);
  return reply.send(ok(outcome));
}

/**
 * Registration and recovery on the ACCOUNT origin (spec 001 §7, decision 018):
 * `GET /api/account-config`, `POST /api/register` (and its spec name `POST /api/post`),
 * `POST /api/recover` and `POST /api/refresh`.
 */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, options) => {
  const { service, registration } = options;

  app.get('/api/account-config', async () => registration.accountConfig());

  for (const url of ['/api/register', '/api/post']) {
    app.post(url, { config: { moves: 'account' } }, async (request, reply) => {
      const body = parseOrThrow(registerRequestSchema, request.body, 'registration request');
      const outcome = await registration.register(body, request.ip);
      return answer(reply, outcome, () => ({ status: 1, message: 'VERIFY_EMAIL' }));
    });
  }

  app.post('/api/recover', { config: { moves: 'nothing' } }, async (request, reply) => {
    const body = parseOrThrow(recoverRequestSchema, request.body, 'recover request');
    switch (body.type) {
      case 'signup':
        return answer(reply, await registration.verifyEmail(body.token), ({ username }) => ({
          status: 1,
          message: 'EMAIL_VERIFIED',
          username,
        }));
      case 'recovery':
        return answer(reply, await registration.resetPassword(body.token, body.password), () => ({
          status: 1,
          message: 'PASSWORD_RESET',
        }));
      case 'email_change':
        return answer(reply, await registration.confirmEmailChange(body.token), ({ email }) => ({
          status: 1,
          message: 'EMAIL_CHANGED',
          email,
        }));
      default:
        return answer(reply, await registration.requestRecovery(body.email, request.ip), () => ({
          status: 1,
          message: 'RECOVERY_SENT',
        }));
    }
  });

  app.post('/api/refresh', { config: { moves: 'tokens' } }, async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'refresh body');
    const tokens = await service.refresh(bearerOf(request));
    return tokens ? reply.send(tokens) : refuseUnauthenticated(reply);
  });
};
