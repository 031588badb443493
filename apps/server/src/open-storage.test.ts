import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './open-storage';
import { loadMigrations, openDatabase } from './storage/index';

/*
 * The storage steps `main.ts` starts before it loads the server (decision 065): open, migrate,
 * seed the content, in that order, and nothing left holding DATA_DIR when one of them fails.
 */

const STEPS_MS = 120_000;

describe('openStorage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'open-storage-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = { dataDir, databaseUrl: null, pgliteTemplate: null, pgliteWorker: false };

  it(
    'opens DATA_DIR, applies every migration and seeds the content, timing each step',
    async () => {
      const { handle, phases } = await openStorage(config);
      try {
        expect(phases.map(([phase]) => phase)).toEqual(['database open', 'migrations', 'content seed']);
        const applied = await handle.execute<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(applied[0]?.n).toBe((await loadMigrations()).length);
        const documents = await handle.execute<{ n: number }>('SELECT count(*)::int AS n FROM content_documents');
        expect(documents[0]?.n).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    },
    STEPS_MS,
  );

  it(
    'closes the database it opened when a step fails, so the DATA_DIR lock does not outlive the failed start',
    async () => {
      // An applied migration whose file no longer matches: migrate refuses it.
      const edited = await openDatabase({ dataDir });
      await edited.execute(`UPDATE schema_migrations SET checksum = 'edited' WHERE version = '0001'`);
      await edited.close();

      await expect(openStorage(config)).rejects.toThrow(/changed after it was applied/);

      // The lock was released: the next opener gets in.
      const next = await openDatabase({ dataDir });
      await next.close();
    },
    STEPS_MS,
  );
});
