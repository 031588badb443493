import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { renderIndex, webStatic } from './web-static';

describe('webStatic', () => {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Sportsbook</title><!--sportsbook-env-->');
  writeFileSync(join(root, 'app.js'), 'console.log(1)');
  mkdirSync(join(root, 'assets', 'logos'), { recursive: true });
  writeFileSync(join(root, 'assets', 'vendor-CuDY1_TH.js'), 'export {};');
  writeFileSync(join(root, 'assets', 'boot-mJp3fBI_.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'logos', 'visa.svg'), '<svg/>');
  mkdirSync(join(root, 'betbuilder'));
  writeFileSync(
    join(root, 'betbuilder', 'index.html'),
    '<!doctype html><title>Bet Builder</title><!--sportsbook-env-->',
  );
  const app = Fastify({ logger: false });
  app.register(webStatic, { root, runtimeEnv: { accountOrigin: 'http://127.0.0.1:9/</script>' } });
  app.get('/v1/ping', async () => ({ status: 1 }));
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the built files', async () => {
    const response = await app.inject({ url: '/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('lets a browser keep the hashed build files for good and revalidate everything else', async () => {
    for (const url of ['/assets/vendor-CuDY1_TH.js', '/assets/boot-mJp3fBI_.css']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/app.js', '/assets/logos/visa.svg']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0');
    }
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route with the index page', async () => {
    const response = await app.inject({ url: '/football/?mode=outrights' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sportsbook</title>');
  });

  it('writes the runtime environment into the index page, escaped', async () => {
    for (const url of ['/', '/live']) {
      const body = (await app.inject({ url })).body;
      expect(body).toContain(
        '<script>window.__SPORTSBOOK_ENV__={"accountOrigin":"http://127.0.0.1:9/\\u003c/script>"}</script>',
      );
    }
  });

  it('writes the nested operator configuration and the disabled switches as JSON, escaped', () => {
    const html = renderIndex('<!--sportsbook-env-->', {
      registrationDisabled: true,
      operator: { domain: 'sportsbook.ro', language_map: { in: 'en' }, gtm_container: '</script><b>' },
    });
    expect(html).toBe(
      '<script>window.__SPORTSBOOK_ENV__={"registrationDisabled":true,"operator":{"domain":"sportsbook.ro","language_map":{"in":"en"},"gtm_container":"\\u003c/script>\\u003cb>"}}</script>',
    );
  });

  it('serves the Bet Builder frame page under /betbuilder/ with the runtime environment, never raw', async () => {
    const page = await app.inject({ url: '/betbuilder/?event_id=1&lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Bet Builder</title>');
    expect(page.body).toContain('window.__SPORTSBOOK_ENV__=');
    const raw = await app.inject({ url: '/betbuilder/index.html' });
    expect(raw.body).not.toContain('<!--sportsbook-env-->');
  });

  it('keeps API misses as JSON 404s', async () => {
    const response = await app.inject({ url: '/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: 'NOT_FOUND' });
    expect((await app.inject({ url: '/v1/ping' })).json()).toEqual({ status: 1 });
  });

  it('serves nothing when the client is not built', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(webStatic, { root: join(root, 'missing') });
    expect((await bare.inject({ url: '/' })).statusCode).toBe(404);
    await bare.close();
  });
});

describe("webStatic behind the server's compression", () => {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Sportsbook</title><!--sportsbook-env-->');
  mkdirSync(join(root, 'assets'));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => `row ${id}`))};`;
  writeFileSync(join(root, 'assets', 'vendor-CuDY1_TH.js'), script);
  // The build's copies say so, so the test can tell them from the server compressing the file itself.
  writeFileSync(join(root, 'assets', 'vendor-CuDY1_TH.js.br'), brotliCompressSync(`/* br copy */${script}`));
  writeFileSync(join(root, 'assets', 'vendor-CuDY1_TH.js.gz'), gzipSync(`/* gzip copy */${script}`));
  const app = buildApp({ logLevel: 'silent' });
  void app.register(webStatic, { root });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (encoding?: string) =>
    app.inject({ url: '/assets/vendor-CuDY1_TH.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it("sends the build's Brotli copy as it is, cached for good, to a browser that takes Brotli", async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`/* br copy */${script}`);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(`/* gzip copy */${script}`);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
