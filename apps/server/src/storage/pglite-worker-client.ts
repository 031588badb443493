import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, RowMode } from '@electric-sql/pglite';

/**
 * The main thread's side of PGlite in a worker thread (PGLITE_WORKER=1, decision 059): an object
 * with the part of PGlite's client that drizzle's `drizzle-orm/pglite` driver and our
 * `scriptTransaction` call (`query`, `exec`, `transaction` with a `tx` of the same, `close`),
 * forwarding each call as a message to pglite-worker.mjs, which owns the real PGlite.
 */
export interface PgliteWorkerTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteWorkerClient extends Omit<PgliteWorkerTransaction, 'rollback' | 'closed'> {
  transaction<T>(fn: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteWorkerOptions {
  /** PGlite's data directory; none for an in-memory database. */
  dataDir?: string;
  /** A dumped data directory (`dumpDataDir`) to start the in-memory database from. */
  loadDataDir?: Blob;
}

/** One request: `transaction` routes it to the open transaction of that id. */
interface WorkerRequest {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  transaction?: number;
  text?: string;
  params?: unknown[];
  rowMode?: RowMode;
  /** The type ids whose values stay text (the client's parsers, which must be identities). */
  textTypes?: number[];
}

interface WorkerError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

/**
 * The worker runs from the sources in both cases: `import.meta.url` here is this file under tsx
 * and vitest, and the bundle's build rewrites it to the same source file (apps/server/build.mjs).
 */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** The error as the caller's code sees it: message, name and every field PGlite set (code 23505…). */
function toError(described: WorkerError): Error {
  const error = new Error(described.message);
  Object.assign(error, described.fields);
  error.name = described.name;
  return error;
}

const textTypesCache = new WeakMap<object, number[]>();
/**
 * Parser functions cannot cross threads. drizzle passes a fixed set that leaves timestamps,
 * dates, intervals and their arrays as text (drizzle-orm/pglite/session.js); they are sent as
 * type ids and the worker applies the same identity parsers. Any other parser is refused
 * rather than silently not applied.
 */
function textTypesOf(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  let types = textTypesCache.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      const probe = '2000-01-01 00:00:00';
      if (parse(probe, Number(type)) !== probe) {
        throw new Error(`PGLITE_WORKER: the parser for type ${type} is not an identity; only text parsers can cross.`);
      }
      return Number(type);
    });
    textTypesCache.set(parsers, types);
  }
  return types;
}

function queryRequest(text: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  const request: Omit<WorkerRequest, 'id'> = { op: 'query', text, params };
  if (options?.rowMode !== undefined) request.rowMode = options.rowMode;
  if (options?.parsers) request.textTypes = textTypesOf(options.parsers);
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error('PGLITE_WORKER: only rowMode and text parsers are forwarded to the worker.');
  }
  return request;
}

/** Starts the worker and resolves once PGlite in it is open. */
export async function openPgliteWorker(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
  const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir.buffer] : [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let exited: Error | null = null;
  let stopping = false;

  // An idle worker does not keep the process alive (PGlite on the main thread does not either);
  // one with a request in flight does, as a synchronous statement would.
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    // Closing keeps it referenced until it has exited, or the process could end before `close` resolves.
    if (pending.size === 0 && !stopping) worker.unref();
    return entry;
  };
  worker.on('message', (message: WorkerReply) => {
    const entry = settle(message.id);
    if (!entry) return;
    if (message.ok) entry.resolve(message.value);
    else entry.reject(toError(message.error));
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', (error) => failAll(new Error(`The PGlite worker failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker has stopped (exit code ${code}).`)));

  function call<T>(request: Omit<WorkerRequest, 'id'>): Promise<T> {
    if (exited) return Promise.reject(exited);
    const id = ++lastId;
    const promise = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.ref();
    worker.postMessage({ ...request, id });
    return promise;
  }

  // The worker answers id 0 once PGlite is open (or failed to open).
  await new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));

  const transaction = async <T>(fn: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> => {
    const id = await call<number>({ op: 'begin' });
    let closed = false;
    const end = async (op: 'commit' | 'rollback') => {
      closed = true;
      await call({ op, transaction: id });
    };
    const tx: PgliteWorkerTransaction = {
      query: (text, params, options) => call({ ...queryRequest(text, params, options), transaction: id }),
      exec: (text) => call({ op: 'exec', text, transaction: id }),
      rollback: () => end('rollback'),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // The caller's error is the one to see; a failed rollback means the worker is gone.
      if (!closed) await end('rollback').catch(() => undefined);
      throw error;
    }
    if (!closed) await end('commit');
    return result;
  };

  let closing: Promise<void> | null = null;
  return {
    query: (text, params, options) => call(queryRequest(text, params, options)),
    exec: (text) => call({ op: 'exec', text }),
    transaction,
    close: () => {
      closing ??= (async () => {
        if (exited) return;
        stopping = true;
        const stopped = new Promise((resolve) => worker.once('exit', resolve));
        await call({ op: 'close' });
        await stopped;
      })();
      return closing;
    },
  };
}
