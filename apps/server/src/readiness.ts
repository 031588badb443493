import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './storage/index';

/*
 * Readiness and graceful drain (decision 049). `/health` stays the liveness answer (the process
 * serves HTTP); `/health/ready` says whether a balancer should send this instance new work:
 * 503 while it drains or when its database does not answer.
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
  options: { readonly flag: DrainFlag; readonly handle: DatabaseHandle },
) {
  const { flag, handle } = options;
  app.addHook('onSend', async (_request, reply) => {
    if (flag.draining) reply.header('connection', 'close');
  });
  app.get('/health/ready', async (_request, reply) => {
    if (flag.draining) return reply.code(503).send({ status: 'draining' });
    if (!(await databaseAnswers(handle, DATABASE_CHECK_MS))) {
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    return { status: 'ready' };
  });
}

/** Resolves after `ms` (0 at once). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
