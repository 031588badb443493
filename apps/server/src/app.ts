import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import type { ServerConfig } from './config';
import { collectRoutes } from './openapi/index';
import { refusalErrorHandler } from './http/index';
import { redactLogArguments, requestLogSerializers } from './request-log';
import { createTextLogStream } from './text-log';

/**
 * How both origins parse JSON bodies (the route test apps use it too): a `__proto__` or
 * `constructor.prototype` key is dropped rather than the request refused by the parser, so the
 * route judges the body like any other — a guest is still answered 401, a player 400 with the
 * route's own readable message.
 */
export const JSON_BODY_OPTIONS = { onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove' } as const;

/** Test seams of `buildApp`. */
export interface BuildAppOptions {
  /** Where log lines go instead of stdout (tests read them back). */
  readonly logStream?: { write(line: string): void };
}

/**
 * Builds the sports server without listening, so tests drive it with `inject`. Each bounded
 * context (catalog, trading, betting, wallet…) registers its routes here as it arrives.
 */
export function buildApp(
  config: Pick<ServerConfig, 'logLevel'> & Partial<Pick<ServerConfig, 'trustProxyHops' | 'logFormat'>>,
  options: BuildAppOptions = {},
): FastifyInstance {
  // LOG_FORMAT=text (the embedded demo's default): the JSON lines rewritten for a person to read.
  const logStream = options.logStream ?? (config.logFormat === 'text' ? createTextLogStream(process.stdout) : null);
  const app = Fastify({
    // Request URLs are logged with their credentials (login_with_token, reset links) redacted.
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      hooks: { logMethod: redactLogArguments },
      ...(logStream ? { stream: logStream } : {}),
    },
    // `request.ip` is the client only as far as the proxies we run vouch for it: with N hops the
    // N-th address from the right of X-Forwarded-For, with 0 the socket (a client writes the left).
    // (The function form of Fastify's numeric trustProxy, which its types do not list.)
    trustProxy: (_address: string, hop: number) => hop < (config.trustProxyHops ?? 0),
    // The server names every request itself: an id a client sends could forge or collide with
    // another request's log lines. It is logged beside ours as `clientRequestId` (request-log.ts).
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Plugins register while the feed already ticks; on a loaded 2-core machine the default 10 s per
    // plugin fired on @fastify/static and failed starts that were only slow (decision 051).
    pluginTimeout: 120_000,
    ...JSON_BODY_OPTIONS,
  });
  // The route table the published OpenAPI document is built from (openapi/).
  collectRoutes(app);
  // Echo the server's request id so a bettor's report can be matched to the server's log lines.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // One error handler answers every route's errors with the refusal envelope (http/error-handler.ts).
  void app.register(refusalErrorHandler);
  // gzip / brotli for clients that ask: the web client's scripts and the catalogue JSON shrink ~4x.
  void app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/health', async () => ({ status: 'ok', countries: COUNTRY_CODES, languages: LANGUAGES }));
  return app;
}
