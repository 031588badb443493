import fc from 'fast-check';
import { ipDetailsSchema, restrictionCheckResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readGeoConfig } from './ip-country';
import { geoRoutes } from './routes';

/** The geo routes on the server's own app, behind `hops` trusted proxies (TRUST_PROXY_HOPS). */
async function start(env: NodeJS.ProcessEnv, hops = 0) {
  const app = buildApp({ logLevel: 'silent', trustProxyHops: hops });
  await app.register(geoRoutes, { env });
  await app.ready();
  return app;
}

const ENV = {
  GEO_IP_MAP: '203.0.113.7=RO,198.51.100.0/24=MX,10.9.0.0/16=GR',
  GEO_TESTER_IPS: '203.0.113.7',
  GEO_BLOCKED_COUNTRIES: 'mx',
};

describe('geolocation', () => {
  it.each([
    ['127.0.0.1', undefined, { country: 'US', ip_address: '127.0.0.1', is_tester: false }],
    ['::ffff:192.168.1.4', undefined, { country: 'US', ip_address: '192.168.1.4', is_tester: false }],
    ['203.0.113.7', undefined, { country: 'RO', ip_address: '203.0.113.7', is_tester: true }],
    ['10.9.4.4', undefined, { country: 'GR', ip_address: '10.9.4.4', is_tester: false }],
    ['10.1.4.4', '198.51.100.9', { country: 'US', ip_address: '10.1.4.4', is_tester: false }],
  ])('answers ip details of %s (forwarded %s) without a trusted proxy', async (remoteAddress, forwarded, expected) => {
    const app = await start(ENV);
    const headers = forwarded ? { 'x-forwarded-for': forwarded } : {};
    const response = await app.inject({ method: 'GET', url: '/ip/details', remoteAddress, headers });
    expect(ipDetailsSchema.parse(response.json())).toEqual(expected);
    await app.close();
  });

  it('behind one trusted proxy reads the address that proxy appended (right-most), not what the client wrote', async () => {
    const app = await start({ ...ENV, GEO_DEFAULT_COUNTRY: 'us' }, 1);
    const forwarded = await app.inject({
      url: '/ip/details',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' },
    });
    expect(forwarded.json()).toEqual({ country: 'MX', ip_address: '198.51.100.9', is_tester: false });
    expect((await app.inject({ url: '/ip/details' })).json()).toMatchObject({ country: 'US' });
    await app.close();
  });

  it('declines blocked countries and allows the others in the restriction check', async () => {
    const app = await start(ENV, 1);
    const check = async (ip: string) =>
      restrictionCheckResponseSchema.parse(
        (await app.inject({ url: '/geo/restriction-check?time=1&lang=en', headers: { 'x-forwarded-for': ip } })).json(),
      );
    expect(await check('198.51.100.1')).toEqual({ data: { status: 'declined', country: 'MX' } });
    expect(await check('203.0.113.7')).toEqual({ data: { status: 'allowed', country: 'RO' } });
    expect((await app.inject({ url: '/geo/restriction-check?lang=1' })).statusCode).toBe(400);
    await app.close();
  });

  it('refuses a malformed GEO_IP_MAP at start-up with a message naming the entry', () => {
    expect(() => readGeoConfig({ GEO_IP_MAP: '10.0.0.0/99=RO' })).toThrow('GEO_IP_MAP entry "10.0.0.0/99=RO"');
  });

  it('refuses the old GEO_TRUST_PROXY, which trusted the left-most entry, pointing at TRUST_PROXY_HOPS', () => {
    expect(() => readGeoConfig({ GEO_TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('answers malformed queries and headers with 200 or 400, never a 5xx', async () => {
    const app = await start(ENV, 1);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('time', 'lang'), fc.string()),
        fc.string(),
        async (query, forwarded) => {
          const headers = { 'x-forwarded-for': forwarded.replace(/[^\x20-\x7e]/g, '') };
          for (const url of ['/ip/details', '/geo/restriction-check']) {
            expect([200, 400]).toContain((await app.inject({ url, query, headers })).statusCode);
          }
        },
      ),
      { numRuns: 60 },
    );
    await app.close();
  });
});
