/**
 * The log as a person reads it (LOG_FORMAT=text, the embedded demo's default): pino's JSON lines
 * turned into one short line each — `GET /v1/config 200 3 ms` for a request, the message with its
 * few fields for anything else. Health checks are left out: a balancer or a test polls them many
 * times a second, and their lines would bury the requests a person made. Production keeps pino's
 * JSON, which log shippers parse.
 */

/** The paths whose requests the text log leaves out: `/health`, `/health/ready`, `/health/feed`. */
const QUIET_PATH = /^\/health(?:\/|$|\?)/;

/** Fastify's own lines the text log drops: the request lines say it, or `npm start`'s banner does. */
const DROPPED_MESSAGE = /^(?:incoming request|Server listening at |Route [A-Z]+:.* not found$)/;

/** Fields pino and Fastify add to every line, written by the text form in its own way or not at all. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

/** The most requests whose start is remembered while they run: a socket upgrade never "completes". */
export const PENDING_REQUESTS_MAX = 1_000;

const LEVEL_NAMES: Readonly<Record<number, string>> = {
  10: 'trace',
  20: 'debug',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** The fields of a pino line the text form reads. */
interface LogRecord {
  readonly level?: number;
  readonly msg?: string;
  readonly reqId?: string;
  readonly req?: { readonly method?: string; readonly url?: string };
  readonly res?: { readonly statusCode?: number };
  readonly responseTime?: number;
  readonly err?: { readonly message?: string; readonly stack?: string };
  readonly [field: string]: unknown;
}

/** A request's method and path, kept from its first line until its answer is logged. */
export type PendingRequests = Map<string, { readonly method: string; readonly path: string }>;

/** A field's value as `key=value` text, or null when it is not a plain value worth a line's room. */
function fieldText(key: string, value: unknown): string | null {
  if (typeof value === 'string') return `${key}=${/\s/.test(value) ? JSON.stringify(value) : value}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${key}=${value}`;
  return null;
}

/**
 * One pino record as text, or null when the text log leaves it out. `pending` carries the
 * method and path of each request from its "incoming request" line (which has them) to its
 * "request completed" line (which has the status and time); it is bounded, oldest dropped first.
 */
export function formatLogRecord(record: LogRecord, pending: PendingRequests): string | null {
  const message = record.msg ?? '';
  if (record.reqId !== undefined && record.req?.method !== undefined && message === 'incoming request') {
    const url = record.req.url ?? '';
    const question = url.indexOf('?');
    pending.set(record.reqId, { method: record.req.method, path: question < 0 ? url : url.slice(0, question) });
    if (pending.size > PENDING_REQUESTS_MAX) pending.delete(pending.keys().next().value!);
    return null;
  }
  if (record.reqId !== undefined && record.res?.statusCode !== undefined && record.responseTime !== undefined) {
    const started = pending.get(record.reqId);
    pending.delete(record.reqId);
    if (!started || QUIET_PATH.test(started.path)) return null;
    const line = `${started.method} ${started.path} ${record.res.statusCode} ${Math.round(record.responseTime)} ms`;
    return record.err?.message ? `${line}: ${record.err.message}` : line;
  }
  if (DROPPED_MESSAGE.test(message)) return null;
  const level = LEVEL_NAMES[record.level ?? 30];
  const fields = Object.entries(record)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => fieldText(key, value))
    .filter((text): text is string => text !== null);
  const text = [level ? `${level}:` : null, message || record.err?.message || null, ...fields]
    .filter(Boolean)
    .join(' ');
  // An error's stack is what a developer reads next; a warning's message says enough.
  const stack = (record.level ?? 30) >= 50 && record.err?.stack ? `\n${record.err.stack}` : '';
  return `${text}${stack}`;
}

/**
 * A pino destination that writes the text form of each JSON line to `out`. A line that is not
 * JSON (nothing pino writes) passes through unchanged rather than being lost.
 */
export function createTextLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  const pending: PendingRequests = new Map();
  return {
    write(line) {
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        record = null;
      }
      if (typeof record !== 'object' || record === null) {
        out.write(line);
        return;
      }
      const text = formatLogRecord(record as LogRecord, pending);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}
