import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { ERROR_MESSAGES } from '@sportsbook/betting';
import { parseOrThrow, ProtocolParseError, resultsQuerySchema } from '@sportsbook/protocol';
import { validationRefusal } from '../catalog/index';
import type { DatabaseHandle } from '../storage/index';
import { createResultsService } from './results-service';

/** Options of `resultsRoutes`. */
export interface ResultsRoutesOptions {
  readonly handle: DatabaseHandle;
}

/**
 * `GET /v1/results`: ended events with their final scores. Open to guests;
 * malformed filters answer 400 VALIDATION_ERROR with a readable message, never a 5xx.
 */
export const resultsRoutes: FastifyPluginAsync<ResultsRoutesOptions> = async (app, options) => {
  const service = createResultsService(options.handle.db);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProtocolParseError) return reply.code(400).send(validationRefusal(error.message));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(validationRefusal(error.message || ERROR_MESSAGES.VALIDATION_ERROR));
    }
    request.log.error({ err: error }, 'results request failed');
    return reply
      .code(500)
      .send({ status: 0, message: 'SERVER_ERROR', meta: { error: { message: ERROR_MESSAGES.SERVER_ERROR } } });
  });
  app.get('/v1/results', async (request) =>
    service.listResults(parseOrThrow(resultsQuerySchema, request.query ?? {}, 'results query')),
  );
};
