import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate, openDatabase } from '../apps/server/src/storage/index';
import { seedContent } from '../apps/server/src/content/index';
import { recordFigure } from './figures';

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

/** How a start is run: `npm start`'s way, or the sources through tsx with no template (before decision 051). */
interface StartMode {
  readonly name: string;
  readonly command: readonly string[];
  readonly env: Record<string, string>;
}

/**
 * `npm start`: `scripts/start.mjs` when both web builds exist, else the server bundle it runs
 * (built beforehand: the build is left out of the figure).
 */
const NPM_START: StartMode = {
  name: BUILT ? 'npm start (scripts/start.mjs)' : 'npm start (apps/server/dist/main.js; web builds absent)',
  command: BUILT ? ['scripts/start.mjs'] : ['apps/server/dist/main.js'],
  env: {},
};
/**
 * START_BENCH_BASELINE=<bundle>: also start a saved bundle (e.g. a copy of `apps/server/dist` made
 * before a change, put beside it as `apps/server/dist-before/`, so its relative paths still
 * resolve) back to back with `npm start`; START_BENCH_TSX=0 leaves the tsx way out.
 */
const BASELINE = process.env.START_BENCH_BASELINE;
const BASELINE_BUNDLE: StartMode | null = BASELINE
  ? { name: `baseline bundle ${BASELINE}`, command: [BASELINE], env: {} }
  : null;
const TSX_SOURCES: StartMode = {
  name: 'before 051: tsx apps/server/src/main.ts, no template',
  command: ['--import', 'tsx', 'apps/server/src/main.ts'],
  env: { PGLITE_TEMPLATE: '' },
};

/** Seconds from spawning the server to its first 200 from `/health`; the server is then stopped with SIGTERM. */
async function timeToServe(
  mode: StartMode,
  dataDir: string,
): Promise<{ seconds: number; phases: string; load: number }> {
  const [port, accountPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, mode.command, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...mode.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own account of its start (`Started in … s: Node and modules …, database open …`).
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const phases = () => /Started in [^\n]*/.exec(output)?.[0] ?? '(no start-up line)';
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode} before serving:\n${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const seconds = (performance.now() - started) / 1000;
        // The line is printed right after the listen, so it is there or a moment away.
        for (let wait = 0; wait < 50 && !/Started in [^\n]*\n/.test(output); wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return { seconds, phases: phases(), load: loadavg()[0]! };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** Where start-up time goes, in this process: PGlite's start, the migrations, the content seed. */
async function phases(dataDir: string, template?: string): Promise<{ open: number; migrate: number; seed: number }> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const seconds = (now - mark) / 1000;
    mark = now;
    return seconds;
  };
  const handle = await openDatabase({ dataDir, template: template ?? null });
  const open = lap();
  await migrate(handle);
  const migrated = lap();
  await seedContent(handle);
  const seed = lap();
  await handle.close();
  return { open, migrate: migrated, seed };
}

/** The start-up target: `npm start` to serving, on an empty DATA_DIR and again on the same one. */
export async function benchStartup(): Promise<void> {
  console.log('\nstart-up: spawn → first 200 from /health, PGlite; builds excluded');
  // The server bundle and the first-start template, as `npm start` builds them (not timed).
  const built = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('apps/server/build.mjs failed');
  const dirs: string[] = [];
  const newDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `sportsbook-${name}-`));
    dirs.push(dir);
    return dir;
  };
  try {
    const modes = [
      ...(BASELINE_BUNDLE ? [BASELINE_BUNDLE] : []),
      NPM_START,
      ...(process.env.START_BENCH_TSX === '0' ? [] : [TSX_SOURCES]),
    ];
    for (const mode of modes) {
      const dataDir = newDir('start');
      const first = await timeToServe(mode, dataDir);
      const again = await timeToServe(mode, dataDir);
      console.log(`${mode.name}`);
      if (mode === NPM_START) {
        const measure = (what: string) => `npm start, ${what}`;
        recordFigure({
          bench: 'start',
          measure: measure('first start (empty DATA_DIR)'),
          value: first.seconds,
          unit: 's',
        });
        recordFigure({ bench: 'start', measure: measure('restart (same DATA_DIR)'), value: again.seconds, unit: 's' });
      }
      console.log(
        `  first start (empty DATA_DIR) ${first.seconds.toFixed(2).padStart(6)} s   target ≤ 5 s   (load ${first.load.toFixed(2)})`,
      );
      console.log(`      ${first.phases}`);
      console.log(
        `  restart (same DATA_DIR)      ${again.seconds.toFixed(2).padStart(6)} s   target ≤ 2 s   (load ${again.load.toFixed(2)})`,
      );
      console.log(`      ${again.phases}`);
    }
    const template = join(ROOT, 'apps/server/dist/pglite-template');
    const show = (name: string, figures: { open: number; migrate: number; seed: number }) =>
      console.log(
        `  ${name.padEnd(30)} PGlite open ${figures.open.toFixed(2)} s, migrations ${figures.migrate.toFixed(2)} s, content seed ${figures.seed.toFixed(2)} s   (load ${loadavg()[0]!.toFixed(2)})`,
      );
    const phaseDir = newDir('phases');
    show('in-process, empty dir (initdb):', await phases(phaseDir));
    show('in-process, same dir:', await phases(phaseDir));
    show('in-process, template copy:', await phases(newDir('phases'), template));
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
