import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killRunningServers, startServer } from './test-support/server-process';

/*
 * `main.ts` as an operator runs it (decision 028): the start-up line names the mode, and a
 * production start that asks for demo players or has no secret feed seed (decision 080) stops
 * before it listens.
 */

const START_MS = 240_000;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The test runner's environment without what would point the server at shared state or switch modes. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'DEV_TOOLS', 'PRODUCTION', 'TRUST_PROXY_HOPS']) {
    delete env[name];
  }
  return env;
}

describe('starting the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'main-test-'));
  afterEach(() => killRunningServers());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'refuses to start with PRODUCTION=1 and SEED_DEMO=1, with the reason on its output',
    async () => {
      const start = startServer({ PRODUCTION: '1', SEED_DEMO: '1', DATA_DIR: dataDir });
      await expect(start).rejects.toThrow(/exited \(\{"code":1.*PRODUCTION=1 and SEED_DEMO=1 cannot be used together/s);
    },
    START_MS,
  );

  it.each([
    ['no FEED_SEED', ''],
    ["the repository's public demo seed", 'sportsbook'],
    ['a short hex seed', randomBytes(16).toString('hex')],
  ])(
    'refuses to start with PRODUCTION=1 and %s, naming FEED_SEED on its output',
    async (_what, seed) => {
      // SEED_DEMO unset (the process helper asks for demo players), so the seed is what stops it.
      const start = startServer({ PRODUCTION: '1', SEED_DEMO: '', FEED_SEED: seed, DATA_DIR: dataDir });
      await expect(start).rejects.toThrow(
        /exited \(\{"code":1.*FEED_SEED (is required|must hold at least 32 random bytes).*openssl rand -hex 32/s,
      );
    },
    START_MS,
  );

  it(
    'logs one line naming production and what is on before anything else',
    async () => {
      // Only the first line is wanted: the process is stopped once it is out (the composed
      // server's tests in modes.test.ts cover what production serves).
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: ROOT,
        env: {
          ...baseEnv(),
          PRODUCTION: '1',
          FEED_SEED: randomBytes(32).toString('hex'),
          HOST: '0.0.0.0',
          DATA_DIR: dataDir,
          PORT: '0',
          ACCOUNT_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      let output = '';
      const firstLine = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.split('\n')[0]!);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited with ${code} before a line:\n${output}`)));
      });
      child.kill('SIGKILL');
      await exited;
      expect(firstLine).toBe(
        'mode=production storage=pglite host=0.0.0.0 devTools=off demoPlayers=off payments=none bus=memory',
      );
    },
    START_MS,
  );
});
