import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { createTextLogStream, formatLogRecord, PENDING_REQUESTS_MAX } from './text-log';
import type { PendingRequests } from './text-log';

/** A text log writing into an array, as `npm start` writes it to the terminal. */
function textLog() {
  const written: string[] = [];
  return { written, stream: createTextLogStream({ write: (text: string) => written.push(text) }) };
}

describe('formatLogRecord', () => {
  it('makes one line of a request from its start and its answer', () => {
    const pending: PendingRequests = new Map();
    const start = {
      level: 30,
      reqId: 'r1',
      req: { method: 'GET', url: '/v1/config?bookmaker=gb' },
      msg: 'incoming request',
    };
    expect(formatLogRecord(start, pending)).toBeNull();
    const done = { level: 30, reqId: 'r1', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' };
    expect(formatLogRecord(done, pending)).toBe('GET /v1/config 200 3 ms');
    expect(pending.size).toBe(0);
  });

  it('leaves out health checks and the lines the request line or the banner says', () => {
    const pending: PendingRequests = new Map();
    for (const url of ['/health', '/health/ready', '/health/feed?x=1']) {
      formatLogRecord({ reqId: url, req: { method: 'GET', url }, msg: 'incoming request' }, pending);
      expect(formatLogRecord({ reqId: url, res: { statusCode: 200 }, responseTime: 1 }, pending)).toBeNull();
    }
    expect(formatLogRecord({ level: 30, msg: 'Server listening at http://127.0.0.1:8080' }, pending)).toBeNull();
    expect(formatLogRecord({ level: 30, msg: 'Route GET:/nowhere not found' }, pending)).toBeNull();
    expect(formatLogRecord({ level: 30, msg: 'Route GET:/nowhere is here' }, pending)).toBe(
      'Route GET:/nowhere is here',
    );
  });

  it('writes other lines as their message, a level above info, and their plain fields', () => {
    const pending: PendingRequests = new Map();
    expect(
      formatLogRecord({ level: 30, time: 1, pid: 2, msg: 'this instance runs the feed', leading: true }, pending),
    ).toBe('this instance runs the feed leading=true');
    expect(formatLogRecord({ level: 40, msg: 'web push failed', playerId: 7, detail: { a: 1 } }, pending)).toBe(
      'warn: web push failed playerId=7',
    );
    expect(formatLogRecord({ level: 30, msg: 'account site not built', root: '/a b' }, pending)).toBe(
      'account site not built root="/a b"',
    );
    const error = formatLogRecord({ level: 50, err: { message: 'boom', stack: 'Error: boom\n    at x' } }, pending);
    expect(error).toBe('error: boom\nError: boom\n    at x');
  });

  it('adds an errored request its error and forgets a request it never saw start', () => {
    const pending: PendingRequests = new Map();
    formatLogRecord(
      { reqId: 'r', req: { method: 'POST', url: '/v1/betslip/submit' }, msg: 'incoming request' },
      pending,
    );
    const errored = {
      level: 50,
      reqId: 'r',
      res: { statusCode: 500 },
      err: { message: 'db down' },
      responseTime: 12.6,
    };
    expect(formatLogRecord(errored, pending)).toBe('POST /v1/betslip/submit 500 13 ms: db down');
    expect(formatLogRecord({ reqId: 'unknown', res: { statusCode: 200 }, responseTime: 1 }, pending)).toBeNull();
  });

  it('remembers at most PENDING_REQUESTS_MAX unanswered requests, the oldest dropped first', () => {
    const pending: PendingRequests = new Map();
    for (let index = 0; index <= PENDING_REQUESTS_MAX; index += 1) {
      formatLogRecord({ reqId: `r${index}`, req: { method: 'GET', url: '/ws' }, msg: 'incoming request' }, pending);
    }
    expect(pending.size).toBe(PENDING_REQUESTS_MAX);
    expect(pending.has('r0')).toBe(false);
    expect(pending.has(`r${PENDING_REQUESTS_MAX}`)).toBe(true);
  });
});

describe('the text log of a served request', () => {
  it('is one short line per request, health checks left out, credentials still redacted', async () => {
    const { written, stream } = textLog();
    const app = buildApp({ logLevel: 'info', logFormat: 'text' }, { logStream: stream });
    await app.ready();
    await app.inject({ url: '/health' });
    await app.inject({ url: '/nowhere?token=SECRET-1' });
    await app.inject({ url: '/sport/reset-password/SECRET-2' });
    await app.close();
    expect(written.filter((line) => /^(GET|POST) /.test(line))).toEqual([
      expect.stringMatching(/^GET \/nowhere 404 \d+ ms\n$/),
      expect.stringMatching(/^GET \/sport\/reset-password\/\[redacted\] 404 \d+ ms\n$/),
    ]);
    expect(written.join('')).not.toMatch(/health|SECRET/);
  });

  it('passes a line that is not JSON through unchanged', () => {
    const { written, stream } = textLog();
    stream.write('plain text\n');
    stream.write('42\n');
    expect(written).toEqual(['plain text\n', '42\n']);
  });
});

describe('LOG_FORMAT', () => {
  it('is text in the embedded demo and JSON on PostgreSQL and in production; either may be asked for', () => {
    expect(readConfig({}).logFormat).toBe('text');
    expect(readConfig({ DATABASE_URL: 'postgres://db/book' }).logFormat).toBe('json');
    expect(readConfig({ PRODUCTION: '1', FEED_SEED: randomBytes(32).toString('hex') }).logFormat).toBe('json');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(
      readConfig({ PRODUCTION: '1', FEED_SEED: randomBytes(32).toString('hex'), LOG_FORMAT: 'text' }).logFormat,
    ).toBe('text');
    expect(() => readConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT must be text .* or json/);
  });
});
