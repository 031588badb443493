import type { FastifyPluginAsync } from 'fastify';
import { parseOrThrow, resultsQuerySchema } from '@sportsbook/protocol';
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
  app.get('/v1/results', async (request) =>
    service.listResults(parseOrThrow(resultsQuerySchema, request.query ?? {}, 'results query')),
  );
};
