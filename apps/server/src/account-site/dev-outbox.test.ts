import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { outboxResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody, startRegistrationTestApp } from '../accounts/testing';
import type { RegistrationTestApp } from '../accounts/testing';
import { testDatabaseTargets } from '../storage/testing';
import { accountPages } from './account-pages';
import { refusalErrorHandler } from '../http/index';

describe.each(testDatabaseTargets())('the outbox pages on $name', (target) => {
  let t: RegistrationTestApp;
  let development: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    t = await startRegistrationTestApp(target, new Date());
    const pages = (isProduction: boolean) => ({
      root: '/nonexistent',
      clientOrigins: ['http://localhost:8080'],
      devTools: !isProduction,
      outbox: t.accounts.outbox,
    });
    development = Fastify({ logger: false });
    await development.register(refusalErrorHandler);
    await development.register(accountPages, pages(false));
    production = Fastify({ logger: false });
    await production.register(refusalErrorHandler);
    await production.register(accountPages, pages(true));
    await t.post('/api/register', registrationBody({ username: 'uma', email: 'Uma@Example.test', lang: 'en' }));
    await t.post('/api/register', registrationBody({ username: 'wes', email: 'wes@example.test', lang: 'en' }));
    await t.post('/api/recover', { email: 'uma@example.test' });
  }, 60_000);
  afterAll(async () => {
    await development?.close();
    await production?.close();
    await t?.close();
  });

  it('lists the mails as JSON, newest first, filtered by address in any case', async () => {
    const all = outboxResponseSchema.parse((await development.inject({ url: '/api/dev/outbox' })).json());
    expect(all.messages.map((message) => message.to_email)).toEqual([
      'Uma@Example.test',
      'wes@example.test',
      'Uma@Example.test',
    ]);
    const uma = outboxResponseSchema.parse(
      (await development.inject({ url: '/api/dev/outbox?email=UMA%40example.test' })).json(),
    );
    expect(uma.messages.map((message) => message.kind)).toEqual(['recovery', 'verification']);
    expect(uma.messages[0]!.link).toMatch(/^http:\/\/127\.0\.0\.1:8081\/sport\/reset-password\/[\w-]{43}$/);
    expect(uma.messages[1]!.link).toMatch(/\/sport\/registration-with-token\/[\w-]{43}$/);
    expect(uma.messages[1]!.body_text).toContain('Hello uma,');
  });

  it('renders a page with every mail and its link, text escaped', async () => {
    await t.post('/api/recover', { email: 'wes@example.test' });
    const response = await development.inject({ url: '/dev/outbox?email=wes@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const [mail] = outboxResponseSchema.parse(
      (await development.inject({ url: '/api/dev/outbox?email=wes@example.test' })).json(),
    ).messages;
    expect(response.body).toContain(`<a href="${mail!.link}">${mail!.link}</a>`);
    expect(response.body).toContain('Reset your password');
    expect(response.body).toContain('value="wes@example.test"');
    const empty = await development.inject({ url: '/dev/outbox?email=%3Cscript%3E@x.test' });
    expect(empty.body).toContain('No mails to &lt;script&gt;@x.test yet.');
    expect(empty.body).not.toContain('<script>');
  });

  it('answers a malformed outbox query with 400', async () => {
    for (const url of ['/api/dev/outbox?email=a&email=b', `/dev/outbox?email=${'a'.repeat(400)}`]) {
      const response = await development.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    }
  });

  it('does not exist in production', async () => {
    for (const url of ['/api/dev/outbox', '/dev/outbox', '/api/dev/outbox?email=uma@example.test']) {
      expect((await production.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
