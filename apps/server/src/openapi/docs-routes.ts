import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { readSwitch } from '../config';
import { buildDocument } from './document';
import type { DocumentInfo, OpenApiDocument } from './document';
import type { RouteDocs } from './route-doc';
import type { RegisteredRoute } from './route-table';

/** Options of `apiDocsRoutes`. */
export interface ApiDocsOptions {
  readonly info: DocumentInfo;
  readonly docs: RouteDocs;
  /** The origin's route table (`collectRoutes`), complete once the server is ready. */
  readonly routes: readonly RegisteredRoute[];
  /** Serve the Swagger UI page at `/docs` (`apiDocsPageOn`). */
  readonly page: boolean;
}

/**
 * API_DOCS=1 or 0 turns the `/docs` page on or off; unset, it is on everywhere but in production
 * (decision 127). `/openapi.json` is served in every mode.
 */
export function apiDocsPageOn(env: NodeJS.ProcessEnv, production: boolean): boolean {
  return readSwitch(env.API_DOCS, 'API_DOCS') ?? !production;
}

/** Swagger UI's files, served from the installed package (no CDN). */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};
const swaggerRoot = () => join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');

/** The page's start script: a file, so the page needs no inline script. */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#api', deepLinking: true, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body>
</html>
`;

/** Swagger UI sets style attributes: the page's own policy allows them, and nothing else inline. */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `GET /openapi.json`: the origin's OpenAPI 3.1 document, built once from its route table on
 * first request. With `page`, `GET /docs` shows it with the bundled Swagger UI.
 */
export const apiDocsRoutes: FastifyPluginAsync<ApiDocsOptions> = async (app, options) => {
  let document: OpenApiDocument | null = null;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= buildDocument(options.info, options.docs, options.routes);
    return reply.header('cache-control', 'no-cache').send(document);
  });
  if (!options.page) return;
  const root = swaggerRoot();
  const files = new Map(Object.keys(SWAGGER_FILES).map((name) => [name, readFileSync(join(root, name))]));
  app.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(PAGE),
  );
  app.get('/docs/start.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(START_SCRIPT),
  );
  app.get<{ Params: { file: string } }>('/docs/:file', async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file)
      return reply.code(404).send({ status: 0, message: 'NOT_FOUND', meta: { error: { message: 'No such file.' } } });
    return reply.type(SWAGGER_FILES[request.params.file]!).header('cache-control', 'public, max-age=3600').send(file);
  });
};
