import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer } from '../../apps/server/src/test-support/server-process';
import type { RunningServer } from '../../apps/server/src/test-support/server-process';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How long a journey waits for the server to answer /health. A cold start (tsx, PGlite, seeding)
 * took 50 s on a busy CI machine and more with other jobs running: the wait is a guard against a
 * hung server, not a timing. It stays under the e2e hook timeout (vitest.config.ts).
 */
const SERVER_START_TIMEOUT_MS = 210_000;

/** A running sportsbook for a browser journey: both origins as the browser should use them. */
export interface Sportsbook {
  /** The web client's origin (`http://localhost:<port>`: a different origin from the account site). */
  readonly web: string;
  /** The account site and account API origin (`http://127.0.0.1:<port>`). */
  readonly account: string;
  /** The sports API, same server as `web`. */
  readonly api: string;
  readonly server: RunningServer;
  stop(): Promise<void>;
}

/**
 * Starts the real server (built web client and account site, fresh embedded database, demo
 * players) in a child process. `scripts/test.mjs` builds both apps before the journeys run.
 */
export async function startSportsbook(env: Record<string, string> = {}): Promise<Sportsbook> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      // A helper building elsewhere can point the journeys at its own build.
      WEB_ROOT: process.env.E2E_WEB_ROOT || join(ROOT, 'apps/web/dist'),
      ACCOUNT_ROOT: process.env.E2E_ACCOUNT_ROOT || join(ROOT, 'apps/account/dist'),
      FEED_SEED: 'e2e',
      ...env,
    },
    { startTimeoutMs: SERVER_START_TIMEOUT_MS },
  );
  const port = new URL(server.sports).port;
  return {
    web: `http://localhost:${port}`,
    account: server.account,
    api: server.sports,
    server,
    async stop() {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
