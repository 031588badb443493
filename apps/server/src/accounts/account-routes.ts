import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@sportsbook/betting';
import {
  loginRequestSchema,
  parseOrThrow,
  ProtocolParseError,
  tokenLoginQuerySchema,
  unspecifiedBodySchema,
} from '@sportsbook/protocol';
import type { AccountService } from './account-service';
import type { LoginBlock } from './players';

/** Options of `accountRoutes`. */
export interface AccountRoutesOptions {
  readonly service: AccountService;
  /**
   * Origins (e.g. `http://localhost:8080`) whose pages may call these routes from the browser
   * with credentials (CORS); the client lives on the other origin. Empty: same-origin only.
   */
  readonly allowedOrigins?: readonly string[];
}

const FORM = 'application/x-www-form-urlencoded';

/** A malformed request: HTTP 400 with a readable message (CONTRACT conventions). */
function validationRefusal(message: string) {
  return { status: 0, message: 'VALIDATION_ERROR', meta: { error: { message } } } as const;
}

const notAuthenticated = {
  status: 0,
  message: 'NOT_AUTHENTICATED',
  meta: { error: { message: ERROR_MESSAGES.NOT_AUTHENTICATED } },
} as const;

/** Why a right password still did not log in, in words a bettor understands. */
function blockedRefusal(block: LoginBlock) {
  const until = block.blockedUntil ? ` until ${block.blockedUntil.toISOString()}` : '';
  const message =
    block.status === 'closed'
      ? 'This account is closed.'
      : block.status === 'self_excluded'
        ? `This account is self-excluded${until}; you cannot log in${until ? ' before then' : ''}.`
        : `This account is taking a time-out${until}; you cannot log in${until ? ' before then' : ''}.`;
  return {
    status: 0,
    message: 'INVALID_LOGIN',
    meta: { error: { reason: block.status, blocked_until: block.blockedUntil?.toISOString() ?? null, message } },
  } as const;
}

/** The token of `Authorization: Bearer <token>`, or '' when there is none. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? '';
}

function refuseUnauthenticated(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer').send(notAuthenticated);
}

/**
 * The account API on the ACCOUNT origin (CONTRACT "Player and accounts", spec 001 §3, §7):
 * `POST /api/login`, `GET /api/user`, `POST /getMainDynamicConfig`, `POST /auth/temporary-token`
 * and `GET /auth/loginWithToken`. Bodies may be JSON or form-encoded; every input is parsed with
 * its protocol schema and bad input answers 400, never a 5xx.
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { service } = options;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProtocolParseError) return reply.code(400).send(validationRefusal(error.message));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(validationRefusal(error.message || ERROR_MESSAGES.VALIDATION_ERROR));
    }
    request.log.error({ err: error }, 'account request failed');
    return reply
      .code(500)
      .send({ status: 0, message: 'SERVER_ERROR', meta: { error: { message: ERROR_MESSAGES.SERVER_ERROR } } });
  });

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
      '/getMainDynamicConfig',
      '/auth/temporary-token',
      '/auth/loginWithToken',
    ]) {
      app.options(url, async (_request, reply) => reply.code(204).send());
    }
  }

  app.post('/api/login', async (request, reply) => {
    const body = parseOrThrow(loginRequestSchema, request.body, 'login request');
    const outcome = await service.login(body, request.ip);
    switch (outcome.kind) {
      case 'ok':
        return reply.send(outcome.response);
      case 'invalid':
        return reply.code(401).send({ status: 0, message: 'INVALID_LOGIN' });
      case 'blocked':
        return reply.code(401).send(blockedRefusal(outcome.block));
      case 'rate-limited':
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({
            status: 0,
            message: 'RATE_LIMITED',
            meta: { error: { message: ERROR_MESSAGES.RATE_LIMITED, retry_after: outcome.retryAfterSeconds } },
          });
    }
  });

  app.get('/api/user', async (request, reply) => {
    const user = await service.currentUser(bearerOf(request));
    return user ? reply.send(user) : refuseUnauthenticated(reply);
  });

  app.post('/getMainDynamicConfig', async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'getMainDynamicConfig body');
    const config = await service.mainDynamicConfig(bearerOf(request));
    return config ? reply.send(config) : refuseUnauthenticated(reply);
  });

  app.post('/auth/temporary-token', async (request, reply) => {
    parseOrThrow(unspecifiedBodySchema, request.body, 'temporary-token body');
    const answer = await service.issueTemporaryToken(bearerOf(request));
    return answer ? reply.send(answer) : refuseUnauthenticated(reply);
  });

  app.get('/auth/loginWithToken', async (request, reply) => {
    const query = parseOrThrow(tokenLoginQuerySchema, request.query, 'loginWithToken query');
    const answer = await service.loginWithToken(query.token);
    return answer ? reply.send(answer) : reply.code(401).send({ status: false, message: 'INVALID_LOGIN' });
  });
};
