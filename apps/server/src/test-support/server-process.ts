import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Test support: the real server (`apps/server/src/main.ts`) as a child process on free ports,
 * for tests that must kill it (crash safety) or talk to it over real HTTP.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/src/main.ts');
const START_TIMEOUT_MS = 60_000;

/** A server child process and its two origins. */
export interface RunningServer {
  readonly child: ChildProcess;
  readonly sports: string;
  readonly account: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const running = new Set<RunningServer>();

/** Ports the kernel hands out as free right now (all held at once, so they differ). */
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/**
 * Starts `apps/server/src/main.ts` in its own node process. Node runs it with tsx's loader
 * (`node --import tsx`) rather than through the `tsx` CLI: the CLI runs the script in a second
 * child process, which a SIGKILL of the CLI would leave running (and holding DATA_DIR).
 */
export async function startServer(
  env: Record<string, string>,
  options: { readonly startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const [port, accountPort] = await freePorts(2);
  const inherited = { ...process.env };
  // The runner's own storage, secrets and mode switches stay out: the journeys read the demo's dev
  // tools (the outbox), on only in the embedded demo with no proxy hops (decision 081).
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'REDIS_URL',
    'JWT_SECRET',
    'PORT',
    'ACCOUNT_PORT',
    'PRODUCTION',
    'DEV_TOOLS',
    'TRUST_PROXY_HOPS',
  ]) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      LOG_LEVEL: 'warn',
      FEED_SEED: 'crash-safety',
      FEED_SPEED: '1',
      SEED_DEMO: '1',
      // The first start's history (decision 108) only where a test asks for it: it bets for the demo players.
      DEMO_HISTORY: '0',
      BET_IN_PLAY_DELAY_MS: '0',
      WEB_ROOT: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const server: RunningServer = {
    child,
    sports: `http://127.0.0.1:${port}`,
    account: `http://127.0.0.1:${accountPort}`,
    exited,
    output: () => output,
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  try {
    await waitForHealth(server, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    // A server that never answered must not outlive the failed start: orphans slow every later start.
    server.child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Polls /health until it answers 200; fails at once if the process exits first. */
async function waitForHealth(server: RunningServer, timeoutMs: number): Promise<void> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void server.exited.then((result) => (exit = result));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited (${JSON.stringify(exit)}) before /health:\n${server.output()}`);
    const ok = await fetch(`${server.sports}/health`).then(
      (response) => response.ok && (response.status === 200 || null),
      () => false,
    );
    // Serving early (decision 060), in-play markets stay suspended until the feed caught up: a
    // test starts once it has, as if the server had been running for a while.
    const caughtUp =
      ok &&
      (await fetch(`${server.sports}/health/feed`).then(
        async (response) => response.ok && ((await response.json()) as { caught_up?: boolean }).caught_up !== false,
        () => false,
      ));
    if (caughtUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `server did not answer /health (with its feed caught up) within ${timeoutMs} ms:\n${server.output()}`,
  );
}

/** SIGTERM and wait: the server closes its database (and frees DATA_DIR) before it exits 0. */
export async function stopServer(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  if (code !== 0) throw new Error(`server stopped with ${code ?? signal}:\n${server.output()}`);
}

/** Kills (SIGKILL) every server this module started that is still running; for `afterEach`. */
export async function killRunningServers(): Promise<void> {
  for (const server of running) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
