import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './storage/index';
import { refusal } from './http/index';

/*
 * Readiness and graceful drain (decision 049). `/health` stays the liveness answer (the process
 * serves HTTP); `/health/ready` says whether a balancer should send this instance new work:
 * 503 while it drains, when its database does not answer, or while no feed tick has written a
 * catalogue yet (decision 060).
 */

/** Longest wait for the database's `SELECT 1` before readiness says it is unavailable. */
const DATABASE_CHECK_MS = 1000;

/** Shared by both origins of one instance: set once, when SIGTERM starts the drain. */
export interface DrainFlag {
  draining: boolean;
}

/** Answers whether `SELECT 1` came back within `timeoutMs`. */
async function databaseAnswers(handle: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([handle.execute('SELECT 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Adds `GET /health/ready` to an origin, and while draining a `Connection: close` on every answer
 * so keep-alive clients (the balancer's pooled connections among them) open their next request
 * elsewhere.
 */
export function addReadiness(
  app: FastifyInstance,
  options: {
    readonly flag: DrainFlag;
    readonly handle: DatabaseHandle;
    /**
     * Whether there is a catalogue to serve (decision 060): false until a feed tick has been
     * committed to the database, when readiness answers 503 `starting`. Absent: not checked.
     */
    readonly catalogue?: () => Promise<boolean>;
  },
) {
  const { flag, handle, catalogue } = options;
  app.addHook('onSend', async (_request, reply) => {
    if (flag.draining) reply.header('connection', 'close');
  });
  app.get('/health/ready', async (_request, reply) => {
    if (flag.draining) return reply.code(503).send({ status: 'draining' });
    if (!(await databaseAnswers(handle, DATABASE_CHECK_MS))) {
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (catalogue && !(await catalogue())) return reply.code(503).send({ status: 'starting', reason: 'catalogue' });
    return { status: 'ready' };
  });
}

/** How long a client is told to wait when the database is unreachable (`Retry-After`, seconds). */
export const DATABASE_RETRY_AFTER_S = 2;

/** PostgreSQL SQLSTATEs and socket errors that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when `error` (or a cause of it) says the database cannot be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

const unavailableRequests = new WeakSet<object>();

/**
 * The body of a 503 while the database is unreachable, in the wire contract's refusal shape: the
 * catalogue code in `message`, a readable text and the wait in `meta.error`.
 */
export function unavailableBody() {
  return refusal('SERVICE_UNAVAILABLE', { retry_after: DATABASE_RETRY_AFTER_S });
}

/**
 * A request that failed because the database was unreachable answers 503 with `Retry-After`
 * and a `SERVICE_UNAVAILABLE` body instead of a bare 500 with the route's own `SERVER_ERROR`,
 * whichever route's error handler wrote it (submits during a PostgreSQL restart are
 * refused cleanly and readably; the client retries the same ticket, idempotently).
 */
export function addUnavailableAnswers(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (isDatabaseUnavailable(error)) unavailableRequests.add(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500 || !unavailableRequests.has(request)) return payload;
    reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(unavailableBody());
  });
}

/** Resolves after `ms` (0 at once). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
