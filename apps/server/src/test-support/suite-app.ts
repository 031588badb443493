import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts an app before the tests of the enclosing `describe` and closes it after them. Answers
 * a reader for the tests: the app exists only once `beforeAll` has run.
 */
export function startForSuite<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let app: T | undefined;
  beforeAll(async () => {
    app = await start();
  }, 60_000);
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('the suite app is read before its beforeAll started it');
    return app;
  };
}

/** `GET url` through `inject`: the status and the parsed JSON body. */
export async function injectGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}
