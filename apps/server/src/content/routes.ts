import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  contentGlobalQuerySchema,
  contentPopularPagesQuerySchema,
  contentSeoQuerySchema,
  contentTranslationsQuerySchema,
  parseOrThrow,
} from '@sportsbook/protocol';
import type { z } from 'zod/mini';
import type { DatabaseHandle } from '../storage';
import { createContentService } from './service';
import type { ContentService } from './service';
import { speaks } from '../http/index';

/** Options of `contentRoutes`. */
export interface ContentRoutesOptions {
  /** The database the CMS documents are read from. */
  readonly handle: DatabaseHandle;
  /** A service to use instead of building one over `handle` (tests pass one with a moved clock). */
  readonly service?: ContentService;
}

/** The query with the `bookmaker` header filled in when the query names none (the query wins). */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers.bookmaker;
  if (query.bookmaker !== undefined || typeof header !== 'string' || header === '') return query;
  return { ...query, bookmaker: header };
}

/**
 * The content API (spec 001 §7): global, translations, seo and popular pages, per country and
 * language. Malformed queries and unknown countries answer 400 VALIDATION_ERROR, never a 5xx.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  speaks(app, { dialect: 'content' });
  const service = options.service ?? createContentService({ db: options.handle.db });

  const read = <Schema extends z.core.$ZodType>(schema: Schema, request: FastifyRequest, what: string) =>
    parseOrThrow(schema, queryOf(request), what);

  app.get('/api/content/global', async (request) =>
    service.global(read(contentGlobalQuerySchema, request, 'global content query')),
  );
  app.get('/api/content/translations', async (request) =>
    service.translations(read(contentTranslationsQuerySchema, request, 'translations query')),
  );
  app.get('/api/content/seo', async (request) => service.seo(read(contentSeoQuerySchema, request, 'seo query')));
  app.get('/api/content/sports-config', async () => service.sportsConfig());
  app.get('/api/content/popular-pages', async (request) =>
    service.popularPages(read(contentPopularPagesQuerySchema, request, 'popular pages query')),
  );
};
