import {
  cashoutParamsSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  pushKeyResponseSchema,
} from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { answerJudge } from './answer-check';
import { buildDocument } from './document';
import type { RouteDocs } from './route-doc';
import type { RegisteredRoute } from './route-table';

const docs: RouteDocs = {
  'GET /v1/push/key': { tag: 'Push', summary: 'key', answer: pushKeyResponseSchema },
  'POST /v1/bets/:id/cashout': {
    tag: 'My bets',
    summary: 'cash out',
    auth: 'jwt',
    params: cashoutParamsSchema,
    body: cashoutRequestSchema,
    answer: cashoutResponseSchema,
  },
};
const route = (method: string, url: string): RegisteredRoute => ({
  key: `${method} ${url}`,
  method,
  url,
  moves: method === 'POST' ? 'cash-out' : undefined,
  rateLimit: undefined,
  requiresPlayer: method === 'POST',
});
const document = buildDocument({ title: 't', version: '1', description: 'd' }, docs, [
  route('GET', '/v1/push/key'),
  route('POST', '/v1/bets/:id/cashout'),
]);
const judge = answerJudge(document, docs);
const json = (status: number, body: unknown, method = 'GET', path = '/v1/push/key') =>
  judge({ method, path, status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });
/** A P-256 public key's length in base64url (65 bytes). */
const KEY = 'B'.repeat(87);
const refusal = (message: string) => ({ status: 0, message, meta: { error: { message: 'readable' } } });

describe('the contract run’s judgement of an answer', () => {
  it('passes a documented status whose body matches its schema', () => {
    expect(json(200, { status: 1, public_key: KEY })).toBeNull();
    expect(json(401, refusal('NOT_AUTHENTICATED'), 'POST', '/v1/bets/17/cashout')).toBeNull();
  });

  it('fails a status the operation does not list, and any server error', () => {
    expect(json(404, refusal('NOT_FOUND'))).toMatch(/not a documented status/);
    expect(json(500, refusal('SERVER_ERROR'), 'POST', '/v1/bets/17/cashout')).toMatch(/server error/);
  });

  it('fails a body its schema refuses, or with a property the schema does not name', () => {
    expect(json(200, { status: 1 })).toMatch(/schema refuses: public_key/);
    expect(json(200, { status: 1, public_key: KEY, secret: 'x' })).toMatch(/does not name: secret/);
    expect(json(400, { error: 'bad' }, 'POST', '/v1/bets/17/cashout')).toMatch(/schema refuses/);
  });

  it('fails an answer that is not JSON, and a path the document does not have', () => {
    expect(judge({ method: 'GET', path: '/v1/push/key', status: 200, contentType: 'text/html', body: '<p>' })).toMatch(
      /not JSON/,
    );
    expect(json(200, {}, 'GET', '/v1/unknown')).toMatch(/not in the document/);
  });
});
