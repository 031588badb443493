import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { accountEnvSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directivesOf } from '../test-support/csp';
import { hashSource } from '../web/testing';
import { accountSite, renderAccountIndex } from './account-site';

const CLIENT_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];
const ENV_SCRIPT =
  '<script>window.__ACCOUNT_ENV__={"clientOrigins":["http://localhost:8080","http://127.0.0.1:8080"],"testBuild":true}</script>';

/** The env the page carries, read back out of the script. */
function envOf(html: string) {
  const match = /<script>window\.__ACCOUNT_ENV__=(.*?)<\/script>/.exec(html);
  return accountEnvSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('accountSite', () => {
  const root = mkdtempSync(join(tmpdir(), 'account-dist-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>Account</title><!--account-env--><div id="root"></div>',
  );
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("account")');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(accountSite, { root, clientOrigins: CLIENT_ORIGINS, testBuild: true });
    app.get('/api/user', async (_request, reply) => reply.code(401).send({ status: 0, message: 'NOT_AUTHENTICATED' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /sport, its pages and every language’s pages with the index page, its env and frame-ancestors', async () => {
    for (const url of [
      '/sport',
      '/sport/',
      '/sport/login',
      '/sport/registration-with-token/abc_DEF-123?app=1',
      '/sport/help/terms-and-conditions/terms-conditions',
      '/de/sport',
      '/ja/sport/cashier/deposit',
      '/nl/sport/reset-password/xyz',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toBe('http://localhost:8080 http://127.0.0.1:8080');
      expect(policy['script-src']).toBe(
        `'self' ${hashSource(ENV_SCRIPT.slice('<script>'.length, -'</script>'.length))}`,
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.body).toContain(ENV_SCRIPT);
      expect(response.body).not.toContain('<!--account-env-->');
      expect(envOf(response.body)).toEqual({ clientOrigins: CLIENT_ORIGINS, testBuild: true });
    }
  });

  it('serves the built assets under /assets/ and nothing else of the dist', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("account")');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/index.html', '/secret.txt', '/assets/../secret.txt']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('leaves the API, unknown languages and other paths alone', async () => {
    const api = await app.inject({ url: '/api/user' });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ status: 0, message: 'NOT_AUTHENTICATED' });
    for (const url of ['/', '/xx/sport', '/en/sports', '/sportsbook', '/api/sport']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('__ACCOUNT_ENV__');
    }
  });

  it('tells a production build it is not a test build and lets no one frame it without client origins', async () => {
    const production = Fastify({ logger: false });
    await production.register(accountSite, { root, clientOrigins: [], testBuild: false });
    const response = await production.inject({ url: '/sport/login' });
    expect(directivesOf(response.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    expect(envOf(response.body)).toEqual({ clientOrigins: [], testBuild: false });
    await production.close();
  });

  it('serves nothing of the site when it is not built, and the API keeps working', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(accountSite, { root: join(root, 'missing'), clientOrigins: CLIENT_ORIGINS, testBuild: true });
    bare.get('/api/ping', async () => ({ status: 1 }));
    expect((await bare.inject({ url: '/sport/login' })).statusCode).toBe(404);
    expect((await bare.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(404);
    expect((await bare.inject({ url: '/api/ping' })).json()).toEqual({ status: 1 });
    await bare.close();
  });
});

describe('renderAccountIndex', () => {
  it('escapes the env so no value can close the script', () => {
    const html = renderAccountIndex('<head><!--account-env--></head>', {
      clientOrigins: ['http://x/</script><script>alert(1)</script>'],
      testBuild: false,
    });
    expect(html).not.toContain('</script><script>');
    expect(envOf(html).clientOrigins).toEqual(['http://x/</script><script>alert(1)</script>']);
  });
});
