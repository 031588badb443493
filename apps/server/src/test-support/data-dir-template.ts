import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createPlayerService, seedDemoPlayers } from '../accounts/index';
import { seedContent } from '../content/index';
import { migrate, openDatabase } from '../storage/index';
import { seedCatalogue } from '../trading/testing';
import { createWallet } from '../wallet/index';

/*
 * Test support (decision 048): a PGlite DATA_DIR prepared once per test run, copied for every
 * server a browser journey starts. A cold start spends most of its time in PGlite's initdb (tens
 * of seconds on a busy 2-core machine) and in hashing the demo players' passwords; a copy of a
 * prepared directory skips both. The copy is still a real database of its own. The server runs
 * its migrations and seeds on start as always (they are idempotent), so the template is only a
 * head start: what it lacks, the server adds. It holds no feed state (no events, no simulated
 * clock): every server's feed starts from now, as on an empty directory.
 */

/** The folder inside DATA_DIR that PGlite keeps its files in (storage/database.ts). */
const PGLITE_FOLDER = 'pglite';

/** Prepares `dir` as a DATA_DIR: migrated, content, demo players and catalogue seeded; closed cleanly. */
export async function prepareDataDirTemplate(dir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: dir });
  try {
    await migrate(handle);
    await seedContent(handle);
    await seedDemoPlayers({ players: createPlayerService({ db: handle.db }), wallet: createWallet(handle) });
    await seedCatalogue(handle);
  } finally {
    await handle.close();
  }
}

/** Copies the database of the template DATA_DIR `template` into the new DATA_DIR `dir` (no lock, no secret). */
export function copyDataDirTemplate(template: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  cpSync(join(template, PGLITE_FOLDER), join(dir, PGLITE_FOLDER), { recursive: true });
}
