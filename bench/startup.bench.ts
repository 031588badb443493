import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate, openDatabase } from '../apps/server/src/storage/index';
import { seedContent } from '../apps/server/src/content/index';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILT = ['apps/web/dist/index.html', 'apps/account/dist/index.html'].every((file) =>
  existsSync(join(ROOT, file)),
);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Seconds from spawning the server the way `npm start` does (`scripts/start.mjs` when both web
 * builds exist, else the same `tsx apps/server/src/main.ts` it runs, leaving the build out) to its
 * first 200 from `/health`; the server is then stopped with SIGTERM.
 */
async function timeToServe(dataDir: string): Promise<number> {
  const [port, accountPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const command = BUILT ? ['scripts/start.mjs'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before serving`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Where start-up time goes, in this process: PGlite's start, the migrations, the content seed. */
async function phases(dataDir: string): Promise<{ open: number; migrate: number; seed: number }> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const seconds = (now - mark) / 1000;
    mark = now;
    return seconds;
  };
  const handle = await openDatabase({ dataDir });
  const open = lap();
  await migrate(handle);
  const migrated = lap();
  await seedContent(handle);
  const seed = lap();
  await handle.close();
  return { open, migrate: migrated, seed };
}

/** Issue 16 target 2: `npm start` to serving, on an empty DATA_DIR and again on the same one. */
export async function benchStartup(): Promise<void> {
  console.log(
    `\nstart-up: spawn → first 200 from /health, PGlite (${BUILT ? 'scripts/start.mjs, builds present' : 'tsx apps/server/src/main.ts; web builds absent, build excluded'})`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-start-'));
  const phaseDir = mkdtempSync(join(tmpdir(), 'sportsbook-phases-'));
  try {
    const first = await timeToServe(dataDir);
    const again = await timeToServe(dataDir);
    const fresh = await phases(phaseDir);
    const warm = await phases(phaseDir);
    console.log(`first start (empty DATA_DIR) ${first.toFixed(2).padStart(6)} s   target ≤ 5 s`);
    console.log(`restart (same DATA_DIR)      ${again.toFixed(2).padStart(6)} s   target ≤ 2 s`);
    const show = (name: string, figures: { open: number; migrate: number; seed: number }) =>
      console.log(
        `  ${name.padEnd(26)} PGlite open ${figures.open.toFixed(2)} s, migrations ${figures.migrate.toFixed(2)} s, content seed ${figures.seed.toFixed(2)} s`,
      );
    show('in-process, empty dir:', fresh);
    show('in-process, same dir:', warm);
    console.log('  (the rest of a start is Node, tsx compiling the TypeScript, demo players and the feed)');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(phaseDir, { recursive: true, force: true });
  }
}
