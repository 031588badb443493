import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/*
 * Test support: the real sportsbook server (apps/server/src/main.ts, fresh embedded database,
 * demo players) in a child process, for slip tests that talk to it over real HTTP. Started by
 * path, not imported: apps never share code with each other.
 */

/** A running server: its sports API and account API origins. */
export interface RealServer {
  readonly api: string;
  readonly account: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function waitForHealth(api: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${api}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/**
 * The monorepo root from wherever the tests run (the root or a workspace). In the jsdom
 * environment `import.meta.url` is not a file URL, so the working directory is the guide.
 */
function findRepoRoot(from: string): string {
  for (let directory = from; ; directory = dirname(directory)) {
    if (existsSync(join(directory, 'apps/server/src/main.ts'))) return directory;
    if (dirname(directory) === directory) throw new Error(`no apps/server/src/main.ts above ${from}`);
  }
}

/** Starts the server on free ports with the given extra environment. */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const root = findRepoRoot(process.cwd());
  const dataDir = mkdtempSync(join(tmpdir(), 'slip-test-'));
  const [port, accountPort] = [await freePort(), await freePort()];
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEED_SEED: 'slip-test',
      FEED_SPEED: '1',
      SEED_DEMO: '1',
      // The demo players start with their seeded balance and no bets (decision 108).
      DEMO_HISTORY: '0',
      BET_IN_PLAY_DELAY_MS: '0',
      WEB_ROOT: '/nonexistent',
      ACCOUNT_ROOT: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const api = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(api, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    api,
    account: `http://127.0.0.1:${accountPort}`,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      if (child.exitCode === null) child.kill('SIGTERM');
      // A clean stop closes the database first. The server waits for client connections this
      // test process may still hold open; its data is a throwaway, so past 3 s it is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
