import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ERROR_CODES, ERROR_MESSAGES } from '@sportsbook/betting';
import { CASHIER_ERROR_CODES, CASINO_ERROR_CODES, parseOrThrow, STREAM_ERROR_CODES } from '@sportsbook/protocol';
import { JSON_BODY_OPTIONS } from '../app';
import {
  bareRefusal,
  refusal,
  REFUSAL_CODES,
  REFUSAL_DIALECTS,
  REFUSAL_STATUS,
  RefusalError,
  refusalErrorHandler,
  speaks,
} from './index';

describe('the refusal catalogue', () => {
  it('holds every code of the shared, casino, cashier and stream lists once, each with one HTTP status', () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    for (const code of [...ERROR_CODES, ...CASINO_ERROR_CODES, ...CASHIER_ERROR_CODES, ...STREAM_ERROR_CODES]) {
      expect(REFUSAL_CODES).toContain(code);
    }
    expect(Object.keys(REFUSAL_STATUS).sort()).toEqual([...REFUSAL_CODES].sort());
    for (const status of Object.values(REFUSAL_STATUS))
      expect([200, 400, 401, 403, 404, 409, 429, 500, 503]).toContain(status);
  });

  it('gives the statuses the wire answers with', () => {
    expect(REFUSAL_STATUS.VALIDATION_ERROR).toBe(400);
    expect(REFUSAL_STATUS.NOT_AUTHENTICATED).toBe(401);
    expect(REFUSAL_STATUS.COUNTRY_BLOCKED).toBe(403);
    expect(REFUSAL_STATUS.IDEMPOTENCY_KEY_REUSED).toBe(409);
    expect(REFUSAL_STATUS.RATE_LIMITED).toBe(429);
    expect(REFUSAL_STATUS.SERVER_ERROR).toBe(500);
    expect(REFUSAL_STATUS.SERVICE_UNAVAILABLE).toBe(503);
    expect(REFUSAL_STATUS.ODDS_CHANGED).toBe(200);
  });

  it('builds the envelope: the catalogue text first, or the detail as given when it has a message', () => {
    expect(JSON.stringify(refusal('COUNTRY_BLOCKED', { country: 'FR' }))).toBe(
      JSON.stringify({
        status: 0,
        message: 'COUNTRY_BLOCKED',
        meta: { error: { message: ERROR_MESSAGES.COUNTRY_BLOCKED, country: 'FR' } },
      }),
    );
    expect(JSON.stringify(refusal('EMAIL_TAKEN', { field: 'email', message: 'taken' }))).toBe(
      '{"status":0,"message":"EMAIL_TAKEN","meta":{"error":{"field":"email","message":"taken"}}}',
    );
    expect(bareRefusal('TICKET_UNKNOWN')).toEqual({ status: 0, message: 'TICKET_UNKNOWN' });
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
    await app.register(refusalErrorHandler);
    await app.register(async (sports) => {
      sports.post('/sports', async (request) => parseOrThrow(z.object({ stake: z.number() }), request.body, 'body'));
      sports.post('/small', { bodyLimit: 16 }, async () => ({ status: 1 }));
      sports.get('/boom', async () => {
        throw new Error('database on fire');
      });
      sports.get('/refused', async () => {
        throw new RefusalError(
          'STREAM_LINK_EXPIRED',
          (request) => `expired (${String((request.query as { lang?: string }).lang)})`,
        );
      });
    });
    await app.register(async (content) => {
      speaks(content, { dialect: 'content' });
      content.get('/content/boom', async () => {
        throw new Error('nope');
      });
    });
    await app.register(async (outbox) => {
      speaks(outbox, { dialect: 'outbox' });
      outbox.get('/outbox/boom', async () => {
        throw new Error('nope');
      });
    });
    await app.register(async (translated) => {
      speaks(translated, {
        translate: (error) =>
          error instanceof TypeError ? new RefusalError('NOT_FOUND', error.message, { status: 200 }) : null,
      });
      translated.get('/translated', async () => {
        throw new TypeError('no wallet');
      });
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a junk JSON body 400 VALIDATION_ERROR with a readable message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sports',
      headers: { 'content-type': 'application/json' },
      payload: '{"stake":',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    expect(body.meta.error.message).toMatch(/JSON/i);
  });

  it('answers a body of a type no parser reads 400 VALIDATION_ERROR', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sports',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
  });

  it('answers a body over the limit 400 VALIDATION_ERROR', async () => {
    const response = await app.inject({ method: 'POST', url: '/small', payload: { text: 'x'.repeat(64) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
  });

  it('answers a body failing its schema 400 VALIDATION_ERROR naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/sports', payload: { stake: 'ten' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('VALIDATION_ERROR');
    expect(body.meta.error.message).toContain('stake');
  });

  it('answers an unexpected throw 500 SERVER_ERROR in the route dialect, never leaking the error', async () => {
    const sports = await app.inject({ method: 'GET', url: '/boom' });
    expect(sports.statusCode).toBe(500);
    expect(sports.json()).toEqual({
      status: 0,
      message: 'SERVER_ERROR',
      meta: { error: { message: ERROR_MESSAGES.SERVER_ERROR } },
    });
    const content = await app.inject({ method: 'GET', url: '/content/boom' });
    expect(content.json()).toEqual({
      status: 0,
      message: 'SERVER_ERROR',
      meta: { error: { message: REFUSAL_DIALECTS.content.serverError } },
    });
    const outbox = await app.inject({ method: 'GET', url: '/outbox/boom' });
    expect(outbox.statusCode).toBe(500);
    expect(outbox.json()).toEqual({ status: 0, message: 'SERVER_ERROR' });
  });

  it('answers a thrown refusal with its status and its text for the asker', async () => {
    const response = await app.inject({ method: 'GET', url: '/refused?lang=de' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 0,
      message: 'STREAM_LINK_EXPIRED',
      meta: { error: { message: 'expired (de)' } },
    });
  });

  it("answers another context's error as the route's translation says", async () => {
    const response = await app.inject({ method: 'GET', url: '/translated' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 0, message: 'NOT_FOUND', meta: { error: { message: 'no wallet' } } });
  });
});
