// `npm run cluster`: INSTANCES server instances (default 2) on PostgreSQL (DATABASE_URL) and Redis
// (REDIS_URL) behind HAProxy, both origins balanced (decision 049, docs/deployment.md).
// The first instance starts alone and applies the migrations; the others find them applied.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DRAIN_DELAY_MS,
  HAPROXY_MISSING,
  ROOT,
  findHaproxy,
  haproxyConfig,
  startHaproxy,
  startInstance,
  waitForOk,
} from './cluster/kit.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const env = process.env;
const haproxy = findHaproxy();
if (!haproxy) fail(HAPROXY_MISSING);
if (!env.DATABASE_URL) fail('DATABASE_URL is required: the instances share one PostgreSQL database (postgres://…).');
if (!env.REDIS_URL) fail('REDIS_URL is required: the instances share one Redis for pushes and limits (redis://…).');
const count = Number(env.INSTANCES || 2);
if (!Number.isInteger(count) || count < 1 || count > 16) fail(`INSTANCES must be 1 to 16, got "${env.INSTANCES}".`);
const sportsPort = Number(env.PORT || 8080);
const accountPort = Number(env.ACCOUNT_PORT || 8081);
const statsPort = Number(env.HAPROXY_STATS_PORT || 8404);
const basePort = Number(env.INSTANCE_BASE_PORT || 9100);
const host = env.HOST || '127.0.0.1';
const publicHost = host === '0.0.0.0' ? '127.0.0.1' : host;
if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.warn('The web client is not built (apps/web/dist): run `npm run build --workspace apps/web` to serve it.');
}
// Every instance must sign and check tokens with the same key: one generated for this run when unset.
let jwtSecret = env.JWT_SECRET;
if (!jwtSecret) {
  jwtSecret = randomBytes(32).toString('hex');
  console.warn('JWT_SECRET is unset: a key for this run only was generated (sessions end with the cluster).');
}

const shared = {
  JWT_SECRET: jwtSecret,
  HOST: '127.0.0.1',
  TRUST_PROXY_HOPS: '1',
  DRAIN_DELAY_MS: env.DRAIN_DELAY_MS || String(DRAIN_DELAY_MS),
  ACCOUNT_ORIGIN: env.ACCOUNT_ORIGIN || `http://${publicHost}:${accountPort}`,
  CLIENT_ORIGINS: env.CLIENT_ORIGINS || `http://${publicHost}:${sportsPort},http://localhost:${sportsPort}`,
};
const instances = [];
const log = (name, text) => {
  for (const line of text.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
};
let stopping = false;

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping (${signal}): each instance drains, then HAProxy stops.`);
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  balancer?.child.kill('SIGTERM');
  await balancer?.exited;
  process.exit(0);
}
process.once('SIGINT', () => void stopAll('SIGINT'));
process.once('SIGTERM', () => void stopAll('SIGTERM'));

let balancer = null;
for (let i = 0; i < count; i += 1) {
  const instance = startInstance({
    name: `s${i + 1}`,
    sports: basePort + 2 * i,
    account: basePort + 2 * i + 1,
    env: { ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), `sportsbook-s${i + 1}-`)) },
    log,
  });
  instances.push(instance);
  instance.exited.then(({ code, signal }) => {
    if (!stopping)
      console.error(`[${instance.name}] exited (${code ?? signal}); HAProxy sends its work to the others.`);
  });
  // The first one alone: it migrates and seeds; the rest start together once it is ready.
  if (i === 0 || i === count - 1) {
    await Promise.all(
      instances
        .slice(i === 0 ? 0 : 1)
        .map((started) =>
          waitForOk(`http://127.0.0.1:${started.sports}/health/ready`, { exited: started.exited, what: started.name }),
        ),
    ).catch((error) => {
      console.error(error.message);
      void stopAll('start-up failed');
    });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-haproxy-'));
balancer = startHaproxy(
  haproxy,
  dir,
  haproxyConfig({ sportsPort, accountPort, statsPort, instances, host: env.HOST === '0.0.0.0' ? '0.0.0.0' : host }),
);
console.log(`\n  Cluster of ${count} behind HAProxy (${balancer.file}):`);
console.log(`  Sportsbook  http://${publicHost}:${sportsPort}/   Account  http://${publicHost}:${accountPort}/`);
console.log(`  HAProxy stats http://127.0.0.1:${statsPort}/   Ctrl-C drains every instance and stops.\n`);
balancer.exited.then(({ code, signal }) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code ?? signal}).`);
    void stopAll('haproxy exited');
  }
});
