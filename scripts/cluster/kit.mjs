// The pieces of `npm run cluster` and `npm run chaos` (decision 049): server instances as child
// processes, the HAProxy configuration in front of them, and HAProxy itself. Installs nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');

/** HAProxy's checks: every `CHECK_INTER_MS`, down after `CHECK_FALL` failures, up after `CHECK_RISE` passes. */
export const CHECK_INTER_MS = 1000;
export const CHECK_FALL = 3;
export const CHECK_RISE = 2;
/** How long one check may take: a busy instance (the feed leader's first tick) answers late, not never. */
export const CHECK_TIMEOUT_MS = 3000;
/** How long a draining instance keeps serving: enough for HAProxy to see it down, with margin. */
export const DRAIN_DELAY_MS = CHECK_INTER_MS * (CHECK_FALL + 1) + 1000;

/** Where haproxy is, or null with the reason printed by the caller. */
export function findHaproxy() {
  for (const candidate of [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

export const HAPROXY_MISSING =
  'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install haproxy (or set HAPROXY to its path).';

/** Ports the kernel hands out as free right now (all held at once, so they differ). */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/**
 * The HAProxy configuration: two frontends (sports with its websocket, account), each balancing
 * over every instance, checked on `/health/ready`. Retries only what never reached an instance
 * or got no answer at all (a connection the instance closed): every money POST is idempotent by
 * its key (ticket uuid, deposit reference), so a repeated one answers its first result.
 */
export function haproxyConfig({ sportsPort, accountPort, statsPort, instances, host = '127.0.0.1' }) {
  const servers = (origin) =>
    instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance[origin]} check`).join('\n');
  return `# Written by scripts/cluster/kit.mjs (decision 049); see docs/deployment.md.
global
  maxconn 8000

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  # A websocket is a tunnel once upgraded: the server pings every 30 s.
  timeout tunnel 1h
  timeout client-fin 5s
  timeout check ${CHECK_TIMEOUT_MS}ms
  timeout http-keep-alive 10s
  option forwardfor
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response
  # No instance ready (all draining, or the database down for all): a clean 503 that says when to retry.
  http-error status 503 content-type application/json string '{"status":0,"message":"SERVICE_UNAVAILABLE"}' hdr retry-after 2
  default-server inter ${CHECK_INTER_MS}ms fall ${CHECK_FALL} rise ${CHECK_RISE}

frontend sports
  bind ${host}:${sportsPort}
  default_backend sports

frontend account
  bind ${host}:${accountPort}
  default_backend account

backend sports
  # Websockets are long: the instance with the fewest connections takes the next one.
  balance leastconn
  option httpchk GET /health/ready
  http-check expect status 200
${servers('sports')}

backend account
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
${servers('account')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

/**
 * Starts one server instance (`node --import tsx apps/server/src/main.ts`, so a SIGKILL hits the
 * server itself) and answers a handle; `output()` keeps its last 20 kB of log.
 */
export function startInstance({ name, sports, account, env, log }) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(sports), ACCOUNT_PORT: String(account) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.(name, chunk.toString());
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, sports, account, child, exited, output: () => output };
}

/** Polls `url` until it answers 200; fails early if `exited` settles first. */
export async function waitForOk(url, { timeoutMs = 90_000, exited, what = url } = {}) {
  let gone = null;
  void exited?.then((result) => (gone = result));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} exited (${JSON.stringify(gone)}) before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Writes the config under `dir` and starts HAProxy in the foreground (`-db`), checking the config first. */
export function startHaproxy(binary, dir, config) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused ${file}:\n${check.stdout}${check.stderr}`);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, file, exited };
}

/** HAProxy's per-server counters from the stats page's CSV, keyed `backend/server`. */
export async function haproxyStats(statsPort) {
  const text = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
  const [header, ...rows] = text.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const row of rows) {
    const values = row.split(',');
    const record = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    stats[`${record.pxname}/${record.svname}`] = record;
  }
  return stats;
}
