import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { inlineSourcesOf } from './security-headers';
import type { InlineSources } from './security-headers';
import { refusal } from '../http/index';

/**
 * Paths that belong to the APIs and the dev tools: a miss there is a 404, never the client's index
 * page. `/dev/` has no client route: with dev tools off the device simulator's address must answer
 * 404 rather than a page (decision 038).
 */
const API_PREFIXES = [
  '/v1/',
  '/echo/',
  '/api/',
  '/player/',
  '/ip/',
  '/tournaments/',
  '/games/',
  '/ws',
  '/health',
  '/dev/',
];

/** Options of `webStatic`. */
export interface WebStaticOptions {
  /** The built client (`apps/web/dist`); nothing is served when it does not exist yet. */
  readonly root: string;
  /**
   * Values written into every HTML page as `window.__SPORTSBOOK_ENV__` (apps/web/src/lib/env.ts):
   * where the account site lives, so the client never guesses another origin.
   */
  readonly runtimeEnv?: Readonly<Record<string, unknown>>;
  /** The index page's Content-Security-Policy, given the hashes of its inline script and style. */
  readonly contentSecurityPolicy?: (inline: InlineSources) => string;
}

/** The built Bet Builder frame page (an entry of the web build, decision 035). */
const BET_BUILDER_PAGE = '/betbuilder/index.html';

/**
 * A file the build names by its content (`assets/vendor-CuDY1_TH.js`): a new build gives new names,
 * so a browser may keep it for good. Other files (`assets/logos/…`, the favicon) keep their names
 * across builds and are revalidated.
 */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}\.(?:js|css)$/;
/** The suffix of a build file's compressed copy (`vendor-CuDY1_TH.js.br`), which is served for the file. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;
/** The cache lifetime of a hashed asset: a year, never revalidated (decision 073). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every other file is revalidated: a rebuilt unhashed file (an icon, the manifest) shows at once. */
const REVALIDATE = 'public, max-age=0';

/** Where the built index page takes the runtime environment. */
const ENV_PLACEHOLDER = '<!--sportsbook-env-->';

/** The index page with the runtime environment inlined (`<` escaped so no value can close the script). */
export function renderIndex(html: string, runtimeEnv: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(runtimeEnv).replace(/</g, '\\u003c');
  return html.replace(ENV_PLACEHOLDER, `<script>window.__SPORTSBOOK_ENV__=${json}</script>`);
}

/**
 * Serves the built web client, and its index page for every other GET so client-side routes
 * (`/football/`, `/live`…) load on refresh. The client renders its own 404 page.
 */
export const webStatic: FastifyPluginAsync<WebStaticOptions> = async (app, options) => {
  const { root, runtimeEnv = {} } = options;
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.info({ root }, 'web client not built: serving the APIs only');
    return;
  }
  const page = (path: string) => {
    const html = renderIndex(readFileSync(path, 'utf8'), runtimeEnv);
    // Hashed from the page as served, so the policy allows exactly its inline env script and boot style.
    const policy = options.contentSecurityPolicy?.(inlineSourcesOf(html));
    return (reply: FastifyReply) => {
      if (policy) reply.header('content-security-policy', policy);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    };
  };
  const sendIndex = page(indexPath);
  // The raw pages are never served: every HTML answer carries the runtime environment.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html' && path !== BET_BUILDER_PAGE,
    // The build writes a Brotli and a gzip copy beside each script and stylesheet (decision 076):
    // sent as they are when the browser takes them, instead of compressed again on every request.
    preCompressed: true,
    // The policy is set here, file by file: hashed files are kept for good (without it every script
    // of a visit is asked again with If-None-Match, a round trip each on a phone).
    cacheControl: false,
    setHeaders: (response, path) => {
      const file = relative(root, path).split(sep).join('/').replace(COMPRESSED_COPY, '');
      response.setHeader('cache-control', HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE);
      // The answer depends on the browser's Accept-Encoding (a compressed copy or the file itself).
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  // The Bet Builder frame page (decision 035), framed by the client's modal from this same origin.
  const builderPath = join(root, BET_BUILDER_PAGE);
  if (existsSync(builderPath)) {
    const sendBuilder = page(builderPath);
    app.get('/betbuilder/', (_request, reply) => sendBuilder(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.code(404).send(refusal('NOT_FOUND', { message: `No route ${request.method} ${path}.` }));
    }
    return sendIndex(reply);
  });
};
