// PGlite in a worker thread (PGLITE_WORKER=1, decision 059). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously on the thread that calls it; here that thread is this worker, so the
// server's event loop keeps answering requests while a statement runs. The main thread's side is
// pglite-worker-client.ts; the messages are described there (`WorkerRequest`, `WorkerReply`).
//
// Plain JavaScript on purpose: Node 20 runs it as it is, from the sources (tsx, vitest) and from
// the bundle alike (dist/main.js reads the files beside its sources, as it does the migrations).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread (storage/pglite-worker-client.ts).');
const port = parentPort;

/** Thrown inside a transaction's callback to make PGlite roll it back. */
class RollbackRequested extends Error {}

const identity = (value) => value;
/** Parser functions cannot cross threads: the client sends the type ids to leave as text. */
const parserSets = new Map();
function queryOptions(message) {
  if (message.rowMode === undefined && message.textTypes === undefined) return undefined;
  let parsers;
  if (message.textTypes) {
    const key = message.textTypes.join(',');
    parsers = parserSets.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(message.textTypes.map((type) => [type, identity]));
      parserSets.set(key, parsers);
    }
  }
  return { rowMode: message.rowMode, parsers };
}

/** An error as plain data: its message and every primitive field (code, constraint, detail…). */
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

const reply = (id, value) => port.postMessage({ id, ok: true, value });
const fail = (id, error) => port.postMessage({ id, ok: false, error: describeError(error) });

/** Only what crosses back: `blob` and the parsers' functions stay here. */
function plainResults(results) {
  return { rows: results.rows, fields: results.fields, affectedRows: results.affectedRows };
}

async function run(target, message) {
  if (message.op === 'query') {
    return plainResults(await target.query(message.text, message.params, queryOptions(message)));
  }
  return (await target.exec(message.text)).map(plainResults);
}

/** Open transactions: the messages of each, waiting for its callback to take them in order. */
const transactions = new Map();
let lastTransaction = 0;

function inbox() {
  const queued = [];
  let waiting = null;
  return {
    put(message) {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(message);
      } else queued.push(message);
    },
    take() {
      const next = queued.shift();
      return next ? Promise.resolve(next) : new Promise((resolve) => (waiting = resolve));
    },
  };
}

/**
 * BEGIN: PGlite's own `transaction` holds the database (other statements wait, as they do on
 * the main thread) and runs each statement the client sends for this id, until it sends commit
 * or rollback. The begin is answered only once PGlite has started it, so transactions serialise.
 */
function begin(client, id) {
  const transactionId = ++lastTransaction;
  const messages = inbox();
  transactions.set(transactionId, messages);
  let started = false;
  let endId = null;
  client
    .transaction(async (tx) => {
      started = true;
      reply(id, transactionId);
      for (;;) {
        const message = await messages.take();
        if (message.op === 'commit') {
          endId = message.id;
          return;
        }
        if (message.op === 'rollback') throw new RollbackRequested(String(message.id));
        try {
          reply(message.id, await run(tx, message));
        } catch (error) {
          fail(message.id, error);
        }
      }
    })
    .then(
      () => {
        transactions.delete(transactionId);
        reply(endId, null);
      },
      (error) => {
        transactions.delete(transactionId);
        if (error instanceof RollbackRequested) reply(Number(error.message), null);
        else fail(started ? endId : id, error);
      },
    );
}

async function open() {
  const { dataDir, loadDataDir } = workerData ?? {};
  const options = loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {};
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

let client;
try {
  client = await open();
  port.postMessage({ id: 0, ok: true, value: 'ready' });
} catch (error) {
  fail(0, error);
  port.close();
}

port.on('message', (message) => {
  if (message.transaction !== undefined) {
    const messages = transactions.get(message.transaction);
    if (messages) messages.put(message);
    else fail(message.id, new Error(`Transaction ${message.transaction} is closed`));
    return;
  }
  if (message.op === 'begin') {
    begin(client, message.id);
    return;
  }
  if (message.op === 'close') {
    client.close().then(
      () => {
        reply(message.id, null);
        port.close();
      },
      (error) => fail(message.id, error),
    );
    return;
  }
  run(client, message).then(
    (value) => reply(message.id, value),
    (error) => fail(message.id, error),
  );
});
