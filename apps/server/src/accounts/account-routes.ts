import type { FastifyPluginAsync } from 'fastify';
import {
  appLoginRequestSchema,
  loginRequestSchema,
  parseOrThrow,
  playerLanguageUpdateSchema,
  tokenLoginQuerySchema,
  unspecifiedBodySchema,
} from '@sportsbook/protocol';
import type { AccountService } from './account-service';
import { appLoginReply } from './app-login-reply';
import type { LoginBlock } from './players';
import { registrationRoutes } from './registration-routes';
import type { RegistrationService } from './registration-service';
import { bearerOf, refusal, refuseRateLimited, refuseUnauthenticated } from './replies';
import { bareRefusal } from '../http/index';

/** Options of `accountRoutes`. */
export interface AccountRoutesOptions {
  readonly service: AccountService;
  /** Registration, verification and recovery (`/api/register`, `/api/recover`…). */
  readonly registration: RegistrationService;
  /**
   * Origins (e.g. `http://localhost:8080`) whose pages may call these routes from the browser
   * with credentials (CORS); the client lives on the other origin. Empty: same-origin only.
   */
  readonly allowedOrigins?: readonly string[];
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * Why a right password still did not log in (HTTP 403), in words a bettor understands; betting
 * and the cashier refuse a blocked player with the same code.
 */
function blockedRefusal(block: LoginBlock) {
  const untilText = block.blockedUntil ? ` until ${block.blockedUntil.toISOString()}` : '';
  const message =
    block.status === 'closed'
      ? 'This account is closed.'
      : block.status === 'self_excluded'
        ? `This account is self-excluded${untilText}; you cannot log in${untilText ? ' before then' : ''}.`
        : `This account is taking a time-out${untilText}; you cannot log in${untilText ? ' before then' : ''}.`;
  const until = block.blockedUntil?.toISOString() ?? null;
  return refusal('ACCOUNT_BLOCKED', { until, reason: block.status, blocked_until: until, message });
}

/**
 * The account API on the ACCOUNT origin (docs/api.md "Player and accounts", spec 001 §3, §7):
 * `POST /api/login`, `GET /api/user`, `POST /getMainDynamicConfig`, `POST /auth/temporary-token`,
 * `GET /auth/loginWithToken`, `POST /api/user/language` and `POST /api/logout`, plus registration and recovery (`registrationRoutes`). Bodies may be JSON or form-encoded; every input is parsed with
 * its protocol schema and bad input answers 400, never a 5xx.
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { service, registration } = options;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  if (allowedOrigins.size > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !allowedOrigins.has(origin)) return;
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        return reply
          .code(204)
          .header('access-control-allow-methods', 'GET, POST, OPTIONS')
          .header('access-control-allow-headers', 'authorization, content-type')
          .header('access-control-max-age', '600')
          .send();
      }
      return undefined;
    });
    for (const url of [
      '/api/login',
      '/api/user',
      '/api/user/language',
      '/getMainDynamicConfig',
      '/auth/temporary-token',
      '/auth/loginWithToken',
      '/api/account-config',
      '/api/register',
      '/api/post',
      '/api/recover',
      '/api/refresh',
      '/api/logout',
      '/auth/login',
    ]) {
      app.options(url, async (_request, reply) => reply.code(204).send());
    }
  }

  app.post('/api/login', { config: { moves: 'tokens' } }, async (request, reply) => {
    const body = parseOrThrow(loginRequestSchema, request.body, 'login request');
    const outcome = await service.login(body, request.ip);
    switch (outcome.kind) {
      case 'ok':
        return reply.send(outcome.response);
      case 'invalid':
        return reply.code(401).send(bareRefusal('INVALID_LOGIN'));
      case 'blocked':
        return reply.code(403).send(blockedRefusal(outcome.block));
      case 'unverified':
        return reply.code(401).send(refusal('EMAIL_NOT_VERIFIED'));
      case 'disabled':
        return reply.code(403).send(refusal('LOGIN_DISABLED'));
      case 'rate-limited':
        return refuseRateLimited(reply, outcome.retryAfterSeconds);
    }
  });

  app.get('/api/user', async (request, reply) => {
    const user = await service.currentUser(bearerOf(request));
    return user ? reply.send(user) : refuseUnauthenticated(reply);
  });

  // The site's language switch while logged in: the player's mails follow it (decision 056).
  app.post('/api/user/language', { config: { moves: 'nothing' } }, async (request, reply) => {
    const body = parseOrThrow(playerLanguageUpdateSchema, request.body, 'language update');
    return (await service.setLanguage(bearerOf(request), body.lang))
      ? reply.send({ status: 1, lang: body.lang })
      : refuseUnauthenticated(reply);
  });

  app.post('/getMainDynamicConfig', { config: { moves: 'tokens' } }, async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'getMainDynamicConfig body');
    const config = await service.mainDynamicConfig(bearerOf(request));
    return config ? reply.send(config) : refuseUnauthenticated(reply);
  });

  app.post('/auth/temporary-token', { config: { moves: 'tokens' } }, async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'temporary-token body');
    const answer = await service.issueTemporaryToken(bearerOf(request));
    return answer ? reply.send(answer) : refuseUnauthenticated(reply);
  });

  // Ends every session of the player, not only this one: both token kinds on every device.
  app.post('/api/logout', { config: { moves: 'nothing' } }, async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'logout body');
    return (await service.logout(bearerOf(request))) ? reply.send({ status: 1 }) : refuseUnauthenticated(reply);
  });

  app.get('/auth/loginWithToken', { config: { moves: 'tokens' } }, async (request, reply) => {
    const query = parseOrThrow(tokenLoginQuerySchema, request.query, 'loginWithToken query');
    const answer = await service.loginWithToken(query.token);
    return answer ? reply.send(answer) : reply.code(401).send({ status: false, message: 'INVALID_LOGIN' });
  });

  // The native app's login (docs/api.md 'Native login'): the host posts it, the web app reads the answer as login_result.
  app.post('/auth/login', { config: { moves: 'tokens' } }, async (request, reply) => {
    const body = parseOrThrow(appLoginRequestSchema, request.body, 'app login request');
    const answer = appLoginReply(await service.appLogin(body, request.ip));
    if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.code(answer.httpStatus).send(answer.body);
  });

  await app.register(registrationRoutes, { service, registration });
};
