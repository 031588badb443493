import type { FastifyInstance } from 'fastify';
import { accountDocs } from './account-docs';
import { catalogDocs } from './catalog-docs';
import { apiDocsPageOn, apiDocsRoutes } from './docs-routes';
import { playDocs } from './play-docs';
import type { RouteDocs } from './route-doc';
import { routeTableOf } from './route-table';

export { collectRoutes, routeTableOf, UNDESCRIBED_METHODS } from './route-table';
export { openApiPath } from './document';
export type { OpenApiDocument } from './document';
export { apiDocsPageOn } from './docs-routes';

/** The document describes itself on both origins. */
const DOCUMENT_DOCS: RouteDocs = {
  'GET /openapi.json': {
    tag: 'API description',
    summary: 'This OpenAPI 3.1 document',
    description: 'Readable as a page at `/docs` where that page is on (API_DOCS).',
  },
};

/** The API-description page's own files: a page and its scripts, not API (left out of the document). */
export const DOCS_PAGE_ROUTES: ReadonlySet<string> = new Set(['GET /docs', 'GET /docs/start.js', 'GET /docs/:file']);

/** Every route of the sports origin, described. */
export const SPORTS_ORIGIN_DOCS: RouteDocs = { ...catalogDocs, ...playDocs, ...DOCUMENT_DOCS };
/** Every route of the account origin, described. */
export const ACCOUNT_ORIGIN_DOCS: RouteDocs = { ...accountDocs, ...DOCUMENT_DOCS };

const VERSION = '1.0.0';

/**
 * Serves `/openapi.json` (and `/docs` where the page is on) on both origins; register it after
 * every other route, so each document covers its origin's whole route table.
 */
export async function addApiDocs(
  origins: { readonly sports: FastifyInstance; readonly account: FastifyInstance },
  env: NodeJS.ProcessEnv,
  production: boolean,
): Promise<void> {
  const page = apiDocsPageOn(env, production);
  await origins.sports.register(apiDocsRoutes, {
    info: {
      title: 'Sportsbook client API',
      version: VERSION,
      description:
        'The sports origin: catalogue, bet slip, Bet Builder, My Bets, wallet, casino, streams, inbox and push. ' +
        'Player calls carry the access token in the `jwt` header. See docs/api.md for the conventions.',
    },
    docs: SPORTS_ORIGIN_DOCS,
    routes: routeTableOf(origins.sports),
    page,
  });
  await origins.account.register(apiDocsRoutes, {
    info: {
      title: 'Sportsbook account API',
      version: VERSION,
      description:
        'The account origin: logins and tokens, registration and recovery, and the cashier. ' +
        'Player calls carry the frontend token as `Authorization: Bearer`. See docs/api.md for the conventions.',
    },
    docs: ACCOUNT_ORIGIN_DOCS,
    routes: routeTableOf(origins.account),
    page,
  });
}
