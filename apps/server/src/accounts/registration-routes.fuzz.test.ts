import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { startFuzzSuite } from './fuzz-kit';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';

/** Anything but a string. */
const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const tooLong = (min: number) => fc.string({ minLength: min, maxLength: min + 20 });

/** A registration body that is sure to be malformed: one field of the wrong shape, or no field. */
const brokenRegistration = fc.oneof(
  fc.constantFrom('username', 'email', 'password', 'date_of_birth', 'country', 'accept_terms').map((key) => {
    const body: Record<string, unknown> = registrationBody();
    delete body[key];
    return body;
  }),
  fc
    .record({ key: fc.constantFrom('username', 'email', 'password', 'date_of_birth', 'country'), value: notString })
    .map(({ key, value }) => registrationBody({ [key]: value })),
  fc
    .oneof(
      tooLong(101).map((username) => ({ username })),
      tooLong(129).map((password) => ({ password })),
    )
    .map((overrides) => registrationBody(overrides)),
  fc
    .constantFrom('1990-13-01', '1990-02-30', '1899-12-31', '01/04/1990', '1990-4-1', '', 'yesterday')
    .map((date_of_birth) => registrationBody({ date_of_birth })),
  fc.constantFrom('FR', 'uk', '', 'GBR').map((country) => registrationBody({ country })),
  fc
    .oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('true'))
    .map((accept_terms) => registrationBody({ accept_terms })),
  fc.oneof(fc.constant('xx'), fc.integer()).map((lang) => registrationBody({ lang })),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.anything(), { maxLength: 2 })),
);

/** A recover body of no known form. */
const brokenRecover = fc.oneof(
  fc.constant({}),
  fc.record({ email: notString }),
  fc.record({
    type: fc.string().filter((type) => !['email', 'signup', 'recovery'].includes(type)),
    token: fc.string(),
  }),
  fc.record({ type: fc.constant('signup') }),
  fc.record({ type: fc.constant('signup'), token: fc.oneof(notString, fc.constant(''), tooLong(201)) }),
  fc.record({ type: fc.constant('recovery'), token: fc.string({ minLength: 1, maxLength: 50 }) }),
  fc.record({
    type: fc.constant('recovery'),
    token: fc.string({ minLength: 1, maxLength: 50 }),
    password: fc.oneof(notString, tooLong(129)),
  }),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.anything(), { maxLength: 2 })),
);

const encodings = fc.constantFrom('json', 'form', 'text');

/**
 * The body as a request carries it, in one of the encodings a client might use. A form-encoded
 * registration is always malformed: `accept_terms` arrives as text, not a boolean.
 */
function encode(body: unknown, encoding: string): { payload: string; headers: Record<string, string> } {
  if (encoding === 'form' && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]);
    const form = new URLSearchParams(fields);
    return { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  if (encoding === 'text') return { payload: JSON.stringify(body) ?? '', headers: { 'content-type': 'text/plain' } };
  return { payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } };
}

describe.each(testDatabaseTargets())('registration API under malformed input on $name', (target) => {
  const fuzz = startFuzzSuite(
    () => startRegistrationTestApp(target, new Date()),
    sql`SELECT
      (SELECT count(*)::int FROM players) AS players,
      (SELECT count(*)::int FROM wallets) AS wallets,
      (SELECT count(*)::int FROM account_tokens) AS tokens,
      (SELECT count(*)::int FROM account_tokens WHERE consumed_at IS NOT NULL) AS consumed,
      (SELECT count(*)::int FROM outbox_messages) AS mails,
      (SELECT string_agg(password_hash, ',' ORDER BY id) FROM players) AS hashes`,
  );
  const t = fuzz.app;

  const expect400 = (statusCode: number, body: string) => {
    expect(statusCode, body).toBe(400);
    expect(JSON.parse(body)).toMatchObject({
      status: 0,
      message: 'VALIDATION_ERROR',
      meta: { error: { message: expect.any(String) } },
    });
  };

  it('answers every malformed registration with 400 and a readable message, and writes nothing', async () => {
    await fuzz.expectNothingWritten(() =>
      fc.assert(
        fc.asyncProperty(
          brokenRegistration,
          encodings,
          fc.constantFrom('/api/register', '/api/post'),
          async (body, encoding, url) => {
            const response = await t().accountApp.inject({ method: 'POST', url, ...encode(body, encoding) });
            expect400(response.statusCode, response.body);
          },
        ),
        { numRuns: 200 },
      ),
    );
  });

  it('answers every malformed recover request with 400 and writes nothing', async () => {
    await fuzz.expectNothingWritten(() =>
      fc.assert(
        // Not form-encoded: a form turns every value into text, which can make a well-formed request.
        fc.asyncProperty(brokenRecover, fc.constantFrom('json', 'text'), async (body, encoding) => {
          const response = await t().accountApp.inject({
            method: 'POST',
            url: '/api/recover',
            ...encode(body, encoding),
          });
          expect400(response.statusCode, response.body);
        }),
        { numRuns: 200 },
      ),
    );
  });

  it('answers any token to recover with TOKEN_INVALID, and any body or bearer to refresh with 400 or 401', async () => {
    await fuzz.expectNothingWritten(async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('signup', 'recovery'),
          fc.string({ minLength: 1, maxLength: 80 }),
          async (type, token) => {
            const response = await t().post('/api/recover', { type, token, password: 'long-enough-1' });
            expect(response.json()).toMatchObject({ status: 0, message: 'TOKEN_INVALID' });
          },
        ),
        { numRuns: 100 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue().map((value) => JSON.stringify(value)),
            fc.string(),
          ),
          fc.option(
            fc.string().map((token) => `Bearer ${token}`),
            { nil: undefined },
          ),
          async (payload, authorization) => {
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (authorization) headers.authorization = authorization;
            const response = await t().accountApp.inject({ method: 'POST', url: '/api/refresh', payload, headers });
            expect([400, 401], response.body).toContain(response.statusCode);
          },
        ),
        { numRuns: 100 },
      );
    });
  });

  it('still registers a sound body after all that', async () => {
    const response = await t().post(
      '/api/register',
      registrationBody({ username: 'after_fuzz', email: 'after@example.test' }),
    );
    expect(response.json()).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
  });
});
