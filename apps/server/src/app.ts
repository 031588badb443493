import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import type { ServerConfig } from './config';

/**
 * Builds the sports server without listening, so tests drive it with `inject`. Each bounded
 * context (catalog, trading, betting, wallet…) registers its routes here as it arrives.
 */
export function buildApp(config: Pick<ServerConfig, 'logLevel'>): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  // Echo the request id so a bettor's report can be matched to the server's log lines.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // gzip / brotli for clients that ask: the web client's scripts and the catalogue JSON shrink ~4x.
  void app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/health', async () => ({ status: 'ok', countries: COUNTRY_CODES, languages: LANGUAGES }));
  return app;
}
