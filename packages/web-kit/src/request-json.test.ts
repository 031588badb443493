import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createJsonClient } from './request-json';

/** An app's error, as the apps define theirs. */
class TestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Refuses any non-2xx answer, naming the server's code, like the web client. */
const requestJson = createJsonClient({
  create: (message, code, status) => new TestError(message, code, status),
  refusalOf: (response, payload, url) =>
    response.ok ? null : new TestError(`${url} ${JSON.stringify(payload)}`, 'REFUSED', response.status),
});

const echoSchema = z.object({
  method: z.string(),
  headers: z.record(z.string(), z.optional(z.string())),
  body: z.string(),
});

/** What the server saw, sent back; other paths answer as their names say. */
function answer(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const send = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(text);
    };
    if (request.url === '/echo') send(200, JSON.stringify({ method: request.method, headers: request.headers, body }));
    else if (request.url === '/refused') send(422, JSON.stringify({ message: 'INVALID_STAKE' }));
    else if (request.url === '/not-json') send(200, '<html>');
    else if (request.url === '/wrong-shape') send(200, JSON.stringify({ method: 7 }));
    // '/silent' never answers: the timeout or the caller's signal ends the call.
  });
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

describe('createJsonClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a GET asking for JSON and returns the answer parsed by the schema', async () => {
    const echoed = await requestJson(`${base}/echo`, { schema: echoSchema, headers: { 'x-request': 'r1' } });
    expect(echoed.method).toBe('GET');
    expect(echoed.headers).toMatchObject({ accept: 'application/json', 'x-request': 'r1' });
    expect(echoed.headers['content-type']).toBeUndefined();
    expect(echoed.body).toBe('');
  });

  it('POSTs a body as JSON unless another method is named', async () => {
    const posted = await requestJson(`${base}/echo`, { schema: echoSchema, body: { stake: 250 } });
    expect(posted).toMatchObject({ method: 'POST', body: '{"stake":250}' });
    expect(posted.headers['content-type']).toBe('application/json');
    const put = await requestJson(`${base}/echo`, { schema: echoSchema, method: 'PUT', body: [1] });
    expect(put).toMatchObject({ method: 'PUT', body: '[1]' });
  });

  it('form-encodes a body when asked, leaving out null and undefined values', async () => {
    const posted = await requestJson(`${base}/echo`, {
      schema: echoSchema,
      form: true,
      body: { username: 'ann lee', remember: true, code: null, token: undefined },
    });
    expect(posted.body).toBe('username=ann+lee&remember=true');
    expect(posted.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it("throws the app's refusal for an answer it refuses, with the parsed payload", async () => {
    const error = await failureOf(requestJson(`${base}/refused`, { schema: echoSchema }));
    expect(error).toBeInstanceOf(TestError);
    expect(error).toMatchObject({
      code: 'REFUSED',
      status: 422,
      message: `${base}/refused {"message":"INVALID_STAKE"}`,
    });
  });

  it('hands the refusal check a null payload when the answer is not JSON', async () => {
    const seen: unknown[] = [];
    const request = createJsonClient({
      create: (message, code, status) => new TestError(message, code, status),
      refusalOf: (_response, payload) => {
        seen.push(payload);
        return null;
      },
    });
    const error = await failureOf(request(`${base}/not-json`, { schema: echoSchema }));
    expect(seen).toEqual([null]);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 200 });
  });

  it("fails with SERVER_ERROR and the schema's complaint when the answer has the wrong shape", async () => {
    const error = await failureOf(requestJson(`${base}/wrong-shape`, { schema: echoSchema }));
    expect(error).toBeInstanceOf(TestError);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 200 });
    expect((error as Error).message).toMatch(new RegExp(`^Unexpected answer from ${base}/wrong-shape: method: `));
  });

  it('fails with CONNECTION_ERROR and status 0 when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(requestJson(`http://127.0.0.1:${port}/echo`, { schema: echoSchema }));
    expect(error).toBeInstanceOf(TestError);
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', status: 0, message: 'The server could not be reached.' });
  });

  it('gives up with CONNECTION_ERROR when the server does not answer in time', async () => {
    const error = await failureOf(requestJson(`${base}/silent`, { schema: echoSchema, timeoutMs: 50 }));
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', status: 0 });
  });

  it('waits 10 s by default (spec 001 §9 HTTP fallback timeout), then gives up with CONNECTION_ERROR', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const call = failureOf(requestJson(`${base}/silent`, { schema: echoSchema })).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await call).toMatchObject({ code: 'CONNECTION_ERROR', status: 0 });
  });

  it("rethrows the caller's own abort rather than calling it a connection error", async () => {
    const controller = new AbortController();
    const call = failureOf(requestJson(`${base}/silent`, { schema: echoSchema, signal: controller.signal }));
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(TestError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
