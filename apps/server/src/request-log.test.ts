import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { redactText, redactUrl } from './request-log';

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
