import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReadiness, addUnavailableAnswers, isDatabaseUnavailable } from './readiness';
import { openDatabase } from './storage/index';
import type { DatabaseHandle } from './storage/index';

// One in-memory database for the file (opening PGlite is the slow part); the last test closes it.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
}, 180_000);
afterAll(async () => {
  await handle.close();
});

async function appWith(flag = { draining: false }) {
  const app = Fastify();
  addReadiness(app, { flag, handle });
  addUnavailableAnswers(app);
  return { app, handle, flag };
}

describe('readiness (decision 049)', () => {
  it('is ready while the database answers, and 503 with Connection: close while draining', async () => {
    const { app, flag } = await appWith();
    app.get('/work', async () => ({ ok: true }));
    const ready = await app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json(), ready.headers.connection]).toEqual([
      200,
      { status: 'ready' },
      'keep-alive',
    ]);
    flag.draining = true;
    const draining = await app.inject({ url: '/health/ready' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
    // Work is still served while draining; the answer tells the client to reconnect for the next.
    const work = await app.inject({ url: '/work' });
    expect([work.statusCode, work.headers.connection]).toEqual([200, 'close']);
  });
});

describe('readiness and the catalogue (decision 060)', () => {
  it('says starting until the catalogue has been written, then ready', async () => {
    const app = Fastify();
    let written = false;
    addReadiness(app, { flag: { draining: false }, handle, catalogue: async () => written });
    const starting = await app.inject({ url: '/health/ready' });
    expect([starting.statusCode, starting.json()]).toEqual([503, { status: 'starting', reason: 'catalogue' }]);
    written = true;
    const ready = await app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });
});

describe('answers while the database is unreachable', () => {
  it('turns a 500 caused by a lost database into 503 SERVICE_UNAVAILABLE with Retry-After, and leaves other failures alone', async () => {
    const { app } = await appWith();
    await app.register(async (scope) => {
      // Like every context's own handler: it writes a 500 body of its own.
      scope.setErrorHandler((_error, _request, reply) => reply.code(500).send({ status: 0, message: 'SERVER_ERROR' }));
      scope.get('/refused', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      scope.get('/wrapped', async () => {
        throw new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) });
      });
      scope.get('/bug', async () => {
        throw new TypeError('x is undefined');
      });
    });
    for (const url of ['/refused', '/wrapped']) {
      const answer = await app.inject({ url });
      // The docs/api.md refusal shape: the catalogue code, a readable text and the wait in seconds.
      expect([answer.statusCode, answer.headers['retry-after'], answer.json()]).toEqual([
        503,
        '2',
        {
          status: 0,
          message: 'SERVICE_UNAVAILABLE',
          meta: {
            error: { message: 'The service is briefly unavailable. Please try again in a moment.', retry_after: 2 },
          },
        },
      ]);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    const bug = await app.inject({ url: '/bug' });
    expect([bug.statusCode, bug.headers['retry-after'], bug.json()]).toEqual([
      500,
      undefined,
      { status: 0, message: 'SERVER_ERROR' },
    ]);
  });

  it('recognises unreachable-database errors through their causes only', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  // Last: it closes the shared database.
  it('is unavailable when the database does not answer', async () => {
    const { app } = await appWith();
    await handle.close();
    const answer = await app.inject({ url: '/health/ready' });
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'unavailable', reason: 'database' }]);
  });
});
