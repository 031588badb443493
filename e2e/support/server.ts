import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { copyDataDirTemplate } from '../../apps/server/src/test-support/data-dir-template';
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
  /** The server's child process; null for the run's shared sportsbook (the global set-up owns it). */
  readonly server: RunningServer | null;
  stop(): Promise<void>;
}

/** Both origins of a sportsbook, as the global set-up hands the shared one to the journeys. */
export type SportsbookOrigins = Pick<Sportsbook, 'web' | 'account' | 'api'>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A prepared DATA_DIR every journey server starts from a copy of (support/global-setup.ts). */
    e2eDataDirTemplate: string;
    /** The run's shared sportsbook (default settings). */
    e2eSharedSportsbook: SportsbookOrigins;
  }
}

/**
 * Starts the real server (built web client and account site, fresh embedded database, demo
 * players) in a child process. `scripts/test.mjs` builds both apps before the journeys run. The
 * database is a copy of the run's prepared DATA_DIR when the global set-up made one (decision 048).
 *
 * For a journey file that needs a server of its own: special settings (`env`), or players whose
 * state it changes (bets, passwords, limits). A file that only reads uses `sharedSportsbook()`.
 */
export async function startSportsbook(env: Record<string, string> = {}): Promise<Sportsbook> {
  return startSportsbookFrom(inject('e2eDataDirTemplate'), env);
}

/** The built client the journeys' servers serve (a helper building elsewhere points `E2E_WEB_ROOT` at its own build). */
export function webRoot(): string {
  return process.env.E2E_WEB_ROOT || join(ROOT, 'apps/web/dist');
}

/** `startSportsbook` on a copy of the DATA_DIR `template` (none: an empty one); for the global set-up. */
export async function startSportsbookFrom(
  template: string | undefined,
  env: Record<string, string> = {},
): Promise<Sportsbook> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (template) copyDataDirTemplate(template, dataDir);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot(),
      ACCOUNT_ROOT: process.env.E2E_ACCOUNT_ROOT || join(ROOT, 'apps/account/dist'),
      FEED_SEED: 'e2e',
      ...env,
    },
    { startTimeoutMs: SERVER_START_TIMEOUT_MS },
  ).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...originsOf(server),
    server,
    async stop() {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The origins the browser should use: the web client on `localhost`, a different origin from the account site. */
export function originsOf(server: RunningServer): SportsbookOrigins {
  return { web: `http://localhost:${new URL(server.sports).port}`, account: server.account, api: server.sports };
}

/**
 * The run's shared sportsbook (default settings, demo players), started once by the global set-up
 * and stopped after the last journey; `stop()` leaves it running. Only for journey files that change
 * no server state another file could read: browsing, layout, settings kept in the browser. Every
 * test still gets a fresh browser context (`newPage`).
 */
export async function sharedSportsbook(): Promise<Sportsbook> {
  const origins = inject('e2eSharedSportsbook');
  if (!origins) throw new Error('No shared sportsbook: the e2e project runs e2e/support/global-setup.ts first.');
  return { ...origins, server: null, stop: async () => undefined };
}
