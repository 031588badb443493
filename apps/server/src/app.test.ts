import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';

describe('server', () => {
  const app = buildApp({ logLevel: 'silent' });
  // Registered as a plugin, like every context's routes, so it loads after the compression plugin.
  void app.register(async (routes) => {
    routes.get('/big', async () => ({ rows: Array.from({ length: 500 }, (_, id) => ({ id, name: `row ${id}` })) }));
  });
  afterAll(() => app.close());

  it('compresses large answers for clients that accept gzip, and only for them', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().rows).toHaveLength(500);
  });

  it('answers health with the countries and languages it serves', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', countries: ['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR'] });
  });

  it('tags each response with a request id of its own, never the one a client sent', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-request-id']).not.toBe(response.headers['x-request-id']);
  });

  it('answers 404 for an unknown path, not a 5xx', async () => {
    expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
  });
});

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 8080,
      accountPort: 8081,
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
    });
  });

  it('reads ports from the environment', () => {
    expect(readConfig({ PORT: '9000', ACCOUNT_PORT: '9001' })).toMatchObject({ port: 9000, accountPort: 9001 });
  });

  it('refuses a port that is not a number, saying which variable', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT must be a port number/);
  });

  it('trusts no proxy unless TRUST_PROXY_HOPS counts them, and refuses anything but a count', () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    for (const value of ['true', '-1', '1.5', 'loopback']) {
      expect(() => readConfig({ TRUST_PROXY_HOPS: value }), value).toThrow(/TRUST_PROXY_HOPS must be the number/);
    }
  });
});
