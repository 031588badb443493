import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Paths that belong to the APIs: a miss there is a 404, never the client's index page. */
const API_PREFIXES = ['/v1/', '/echo/', '/api/', '/player/', '/ip/', '/tournaments/', '/games/', '/ws', '/health'];

/** Options of `webStatic`. */
export interface WebStaticOptions {
  /** The built client (`apps/web/dist`); nothing is served when it does not exist yet. */
  readonly root: string;
}

/**
 * Serves the built web client, and its index page for every other GET so client-side routes
 * (`/football/`, `/live`…) load on refresh. The client renders its own 404 page.
 */
export const webStatic: FastifyPluginAsync<WebStaticOptions> = async (app, { root }) => {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ root }, 'web client not built: serving the APIs only');
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply
        .code(404)
        .send({ status: 0, message: 'NOT_FOUND', meta: { error: { message: `No route ${request.method} ${path}.` } } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
};
