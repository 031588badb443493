import type { ServerConfig } from './config';
import { phaseTimer } from './startup-phases';
import type { StartupPhases } from './startup-phases';
import { migrate, openDatabase } from './storage/index';
import type { DatabaseHandle } from './storage/index';

/** The database a start serves from, opened, migrated and seeded, with the seconds each step took. */
export interface OpenedStorage {
  readonly handle: DatabaseHandle;
  readonly phases: StartupPhases;
}

/**
 * The start-up's storage steps, in order: open (PGlite in DATA_DIR, from the template on a first
 * start, or PostgreSQL), migrate, seed the content. Needs nothing else of the server, so `main.ts`
 * starts it before it loads the rest of the modules (decision 065). With `handle` (tests), that
 * database is migrated and seeded, not opened, and is left open if a step fails.
 */
export async function openStorage(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'pgliteTemplate' | 'pgliteWorker'>,
  handle?: DatabaseHandle,
): Promise<OpenedStorage> {
  // Loaded beside the open: the content's modules (and zod) are not needed to start PGlite.
  const contentSeed = import('./content/index');
  contentSeed.catch(() => undefined);
  const timer = phaseTimer();
  const opened =
    handle ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl ?? undefined,
      template: config.pgliteTemplate,
      pgliteWorker: config.pgliteWorker,
    }));
  timer.done('database open');
  try {
    await migrate(opened);
    timer.done('migrations');
    await (await contentSeed).seedContent(opened);
    timer.done('content seed');
  } catch (error) {
    // Opened here: closed here, so the DATA_DIR lock does not outlive a failed start.
    if (!handle) await opened.close().catch(() => undefined);
    throw error;
  }
  return { handle: opened, phases: timer.phases };
}
