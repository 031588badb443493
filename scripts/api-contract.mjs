// The outside testers on every route (decision 128): a real server (embedded PGlite, demo players,
// no demo history), both origins' /openapi.json turned into Postman collections by Portman
// (portman-config.json: contract tests and fuzzing variations), run by Newman as a guest and as a
// demo player. Every answer must have a documented status, match its documented schema and not be
// a server error. Run with `npm run api:contract` (node --import tsx: it reads the server's modules).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import newman from 'newman';
import { demoUsername, DEMO_PASSWORD } from '../apps/server/src/accounts/demo-players.ts';
import { ACCOUNT_ORIGIN_DOCS, SPORTS_ORIGIN_DOCS } from '../apps/server/src/openapi/index.ts';
import { answerJudge } from '../apps/server/src/openapi/answer-check.ts';
import { startServer, stopServer } from '../apps/server/src/test-support/server-process.ts';
import { wrongTypeVariations } from './api-contract/wrong-types.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'artifacts', 'api-contract');
const PORTMAN = join(ROOT, 'node_modules', '.bin', 'portman');
/** Calls that end the player's sessions or bar them from play: run last, so the rest run logged in. */
const ENDS_THE_SESSION = /\/api\/logout|\/api\/cashier\/(time-out|self-exclusion)/;

const started = performance.now();
const phases = [];
const phase = (name, since) => phases.push(`${name} ${((performance.now() - since) / 1000).toFixed(0)} s`);
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'api-contract-'));
// The server starts while Portman makes the collections from the committed documents (docs/openapi/,
// which a test keeps equal to the served ones; checked again below against this server).
// A first start (initdb and the migrations) on a busy 2-core machine can take minutes.
const serverStarting = startServer(
  { DATA_DIR: dataDir, DEMO_HISTORY: '0', API_DOCS: '1' },
  { startTimeoutMs: 300_000 },
);
serverStarting.catch(() => undefined);
const collectionsMade = performance.now();
const committed = Object.fromEntries(
  ['sports', 'account'].map((name) => [
    name,
    JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi', `${name}.json`), 'utf8')),
  ]),
);
const collections = Object.fromEntries(
  await Promise.all(
    Object.entries(committed).map(async ([name, document]) => [name, await portmanCollection(name, document)]),
  ),
);
phase('portman', collectionsMade);
const server = await serverStarting;
phase('server start', started);
const failures = [];
let answers = 0;
try {
  const origins = [
    { name: 'sports', url: server.sports, docs: SPORTS_ORIGIN_DOCS, player: await logIn('IE') },
    { name: 'account', url: server.account, docs: ACCOUNT_ORIGIN_DOCS, player: await logIn('GB') },
  ];
  for (const origin of origins) {
    const document = await (await fetch(`${origin.url}/openapi.json`)).json();
    if (JSON.stringify(document) !== JSON.stringify(committed[origin.name])) {
      failures.push(
        `${origin.name}: the served document differs from docs/openapi/${origin.name}.json (npm run openapi)`,
      );
    }
    const judge = answerJudge(document, origin.docs);
    for (const [who, tokens] of [
      ['guest', { jwt: '', bearer: '' }],
      ['player', origin.player],
    ]) {
      const since = performance.now();
      const summary = await runNewman(collections[origin.name], { baseUrl: origin.url, ...tokens });
      phase(`newman ${origin.name} as ${who} (${summary.run.executions.length} requests)`, since);
      for (const execution of summary.run.executions) {
        answers += 1;
        const reasons = judgeExecution(execution, judge);
        for (const reason of reasons) failures.push(`${origin.name} as ${who}: ${execution.item.name}: ${reason}`);
      }
      for (const failure of summary.run.failures) {
        if (failure.error?.name !== 'AssertionError')
          failures.push(`${origin.name} as ${who}: ${failure.error?.message}`);
      }
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`phases: ${phases.join(', ')}`);
console.log(`API contract: ${answers} answers, ${failures.length} failures (${seconds} s)`);
process.exit(failures.length === 0 ? 0 : 1);

/** Both tokens of a demo player (the access token for `jwt`, the frontend token for Bearer). */
async function logIn(country) {
  const response = await fetch(`${server.account}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoUsername(country), password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`the demo login answered ${response.status}: ${await response.text()}`);
  const { access_token: jwt, frontend_token: bearer } = await response.json();
  return { jwt, bearer };
}

/** Portman's collection of one origin's document: its requests, contract tests and variations. */
async function portmanCollection(name, document) {
  const documentFile = join(OUT, `${name}.openapi.json`);
  const configFile = join(OUT, `${name}.portman-config.json`);
  const collectionFile = join(OUT, `${name}.postman.json`);
  writeFileSync(documentFile, JSON.stringify(document));
  const config = JSON.parse(readFileSync(join(ROOT, 'portman-config.json'), 'utf8'));
  // Wrong types for every body field, made from the document (Portman's fuzzing has no such variation).
  config.tests.variationTests.push(
    ...wrongTypeVariations(document, config.tests.variationTests[0].variations[0].tests),
  );
  writeFileSync(configFile, JSON.stringify(config));
  const args = [
    '-l',
    documentFile,
    '-c',
    configFile,
    '-o',
    collectionFile,
    '-b',
    '{{baseUrl}}',
    '--runNewman',
    'false',
  ];
  // Portman writes its caches beside where it runs: the artifacts folder, not the repository.
  const child = spawn(PORTMAN, args, { cwd: OUT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolveCode) => child.on('close', resolveCode));
  if (code !== 0) throw new Error(`portman failed on the ${name} document:\n${output}`);
  const collection = JSON.parse(readFileSync(collectionFile, 'utf8'));
  collection.item = flatten(collection.item).sort(
    (a, b) => Number(ENDS_THE_SESSION.test(pathOf(a))) - Number(ENDS_THE_SESSION.test(pathOf(b))),
  );
  return collection;
}

function flatten(items) {
  return items.flatMap((item) => (item.item ? flatten(item.item) : [item]));
}

function pathOf(item) {
  const { url } = item.request;
  return typeof url === 'string' ? url : `/${(url.path ?? []).join('/')}`;
}

function runNewman(collection, variables) {
  return new Promise((resolvePromise, reject) => {
    newman.run(
      {
        collection,
        envVar: Object.entries(variables).map(([key, value]) => ({ key, value })),
        reporters: [],
        timeoutRequest: 15_000,
      },
      (error, summary) => (error ? reject(error) : resolvePromise(summary)),
    );
  });
}

/** Newman's own failed assertions and the document's judgement of the answer. */
function judgeExecution(execution, judge) {
  const reasons = (execution.assertions ?? []).filter((a) => a.error).map((a) => a.error.message);
  const { response, request } = execution;
  if (!response) return [...reasons, 'no answer'];
  const verdict = judge({
    method: request.method,
    path: `/${request.url.path.join('/')}`,
    status: response.code,
    contentType: response.headers.get('content-type') ?? '',
    body: response.stream ? response.stream.toString('utf8') : '',
  });
  return verdict ? [...reasons, verdict] : reasons;
}
