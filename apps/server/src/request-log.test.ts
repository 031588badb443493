import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { CLIENT_REQUEST_ID_MAX, redactText, redactUrl } from './request-log';

/** The pattern redactText used before its scanner: the same answers, in cubic time on some queries. */
const BACKTRACKING_PATTERN = /([?&][^=&\s#"]*(?:token|password|secret)[^=&\s#"]*=)[^&\s#"]*/gi;

/** The fastest of a few runs of `run`, in ms: a busy machine slows some runs, never the fastest below the work. */
function fastestMs(run: () => void, times = 5): number {
  let fastest = Infinity;
  for (let attempt = 0; attempt < times; attempt += 1) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('redactUrl', () => {
  it.each([
    ['/?login_with_token=abc.def.ghi&lang=en', '/?login_with_token=[redacted]&lang=en'],
    ['/auth/loginWithToken?token=t0k3n', '/auth/loginWithToken?token=[redacted]'],
    [
      '/live?reset_password=r3set&registration_token=r3g',
      '/live?reset_password=[redacted]&registration_token=[redacted]',
    ],
    ['/sport/reset-password/s3cret?app=1', '/sport/reset-password/[redacted]?app=1'],
    ['/de/sport/registration-with-token/v3rify', '/de/sport/registration-with-token/[redacted]'],
    ['/?Access%5FToken=x', '/?Access%5FToken=[redacted]'],
    ['/echo/v1/events?bookmaker=gb&lang=en', '/echo/v1/events?bookmaker=gb&lang=en'],
    ['/?%E0%A4%A=1&flag', '/?%E0%A4%A=1&flag'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('redactText', () => {
  it('redacts link tokens inside a message and leaves the rest', () => {
    expect(redactText('Route GET:/?lang=en&login_with_token=abc not found')).toBe(
      'Route GET:/?lang=en&login_with_token=[redacted] not found',
    );
    expect(redactText('Route GET:/sport/reset-password/abc not found')).toBe(
      'Route GET:/sport/reset-password/[redacted] not found',
    );
    expect(redactText('bet 42 placed for ?bookmaker=gb')).toBe('bet 42 placed for ?bookmaker=gb');
    expect(redactText('GET /?a?secret_x=1&lang=en&Token=2#frag "?password=3"')).toBe(
      'GET /?a?secret_x=[redacted]&lang=en&Token=[redacted]#frag "?password=[redacted]"',
    );
  });

  it('answers as the backtracking pattern did on any text', () => {
    const alphabet = ['?', '&', '=', '#', '"', ' ', '\n', 'a', 'token', 'TOKEN', 'password', 'secret', 'x', '/'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(redactText(text)).toBe(text.replace(BACKTRACKING_PATTERN, '$1[redacted]'));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    // Every `?` starts a name that runs to the end with no `=`: the old pattern took about 50 s on this.
    ['question marks and keywords with no =', `/?${'?token'.repeat(2_500)}`],
    ['one long name full of keywords', `/?${'secret'.repeat(2_500)}`],
    ['ampersands with names and no values', `/?${'&password'.repeat(1_670)}`],
    ['credentials all the way', `/?${'&token=x'.repeat(1_900)}`],
    ['mailed-link paths', '/sport/reset-password/'.repeat(700)],
  ])('redacts a 15 KB query of %s in linear time, well under 5 ms', (_shape, text) => {
    expect(text.length).toBeGreaterThanOrEqual(15_000);
    expect(fastestMs(() => redactText(text))).toBeLessThan(5);
  });
});

describe('request logs', () => {
  it('never carry the token of a login link, a reset link or a verification link', async () => {
    const lines: string[] = [];
    const app = buildApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    const secrets = ['LOGIN-SECRET-1', 'RESET-SECRET-2', 'VERIFY-SECRET-3', 'TEMP-SECRET-4'];
    for (const url of [
      `/?login_with_token=${secrets[0]}`,
      `/sport/reset-password/${secrets[1]}`,
      `/sport/registration-with-token/${secrets[2]}?app=1`,
      `/auth/loginWithToken?token=${secrets[3]}`,
    ]) {
      await app.inject({ url });
    }
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/?login_with_token=[redacted]"');
    expect(log).toContain('"url":"/sport/reset-password/[redacted]"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('request ids', () => {
  it("are the server's own: a client's x-request-id is logged beside it, never instead", async () => {
    const lines: string[] = [];
    const app = buildApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    const forged = 'forged-id-of-another-request';
    const response = await app.inject({ url: '/health', headers: { 'x-request-id': forged } });
    const long = await app.inject({ url: '/health', headers: { 'x-request-id': 'x'.repeat(10_000) } });
    await app.close();
    const serverId = response.headers['x-request-id'];
    expect(serverId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(long.headers['x-request-id']).not.toBe(serverId);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { clientRequestId?: string } });
    expect(logged.filter((line) => line.reqId === forged)).toEqual([]);
    expect(logged.find((line) => line.reqId === serverId)?.req?.clientRequestId).toBe(forged);
    const cut = logged.find((line) => line.reqId === long.headers['x-request-id'] && line.req)?.req?.clientRequestId;
    expect(cut).toBe('x'.repeat(CLIENT_REQUEST_ID_MAX));
  });

  it('redact a 15 KB adversarial URL in the lines Fastify writes itself', async () => {
    const lines: string[] = [];
    const app = buildApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    const url = `/nowhere?${'?token'.repeat(2_500)}=S3CRET`;
    expect((await app.inject({ url })).statusCode).toBe(404);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('not found');
    expect(log).not.toContain('S3CRET');
  });
});
