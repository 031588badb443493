import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadMigrations } from './migrate';
import type { Migration } from './migrate';

/*
 * A prepared PGlite database for a first start (decision 051). A new PGlite
 * runs initdb in WebAssembly: about 5 s on an idle 2-core machine, tens of seconds under load.
 * `npm start` builds this template once (apps/server/build.mjs, `prepare-pglite-template.ts`): initdb and every migration,
 * closed cleanly. A start on an empty DATA_DIR copies its files (under a second) instead of
 * running initdb; the server still runs its migrations and seeds as on any start, so the template
 * is only a head start. It holds the schema only: no content, players or feed state.
 */

/** The file beside the template's database that says which migrations it holds. */
export const TEMPLATE_MANIFEST = 'template.json';
/** The folder of the template, and of DATA_DIR, that PGlite keeps its files in. */
export const PGLITE_FOLDER = 'pglite';

export interface TemplateManifest {
  readonly migrations: readonly { readonly version: string; readonly checksum: string }[];
}

/**
 * True when `dir` holds a template whose every migration is one of `migrations`, unchanged: what
 * it lacks, the start's own migrate adds. A template from another checkout (a migration this one
 * does not have, or an edited one) is not used.
 */
export function isUsableTemplate(dir: string, migrations: readonly Migration[]): boolean {
  let manifest: TemplateManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, TEMPLATE_MANIFEST), 'utf8')) as TemplateManifest;
  } catch {
    return false;
  }
  if (!existsSync(join(dir, PGLITE_FOLDER, 'PG_VERSION')) || !Array.isArray(manifest.migrations)) return false;
  const current = new Map(migrations.map((migration) => [migration.version, migration.checksum]));
  return manifest.migrations.every(({ version, checksum }) => current.get(version) === checksum);
}

/**
 * Copies the template's database into `pgliteDir` when that folder does not exist yet (a first
 * start) and the template is usable; returns whether it did. The copy goes to a sibling folder
 * first and is renamed into place, so a start killed during the copy leaves no half database.
 */
export async function copyPgliteTemplate(template: string, pgliteDir: string): Promise<boolean> {
  if (existsSync(pgliteDir)) return false;
  if (!isUsableTemplate(template, await loadMigrations())) return false;
  const copying = `${pgliteDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  await copyInWorker(join(template, PGLITE_FOLDER), copying);
  renameSync(copying, pgliteDir);
  return true;
}

/** The copy itself, in its own script so it can run on a worker thread (CommonJS: `eval` workers are). */
const COPY_SCRIPT = `
  const { cpSync } = require('node:fs');
  const { workerData } = require('node:worker_threads');
  cpSync(workerData.from, workerData.to, { recursive: true });
`;

/**
 * Copies a directory on a worker thread: some 1,100 files, half a second of synchronous work that
 * would otherwise hold the main thread while the server's modules load beside it (decision 065).
 */
async function copyInWorker(from: string, to: string): Promise<void> {
  const worker = new Worker(COPY_SCRIPT, { eval: true, workerData: { from, to } });
  // `once` rejects with the worker's error (a failed copy) and resolves with its exit code.
  const [code] = (await once(worker, 'exit')) as [number];
  if (code !== 0) throw new Error(`Copying the PGlite template ${from} to ${to} stopped with exit code ${code}.`);
}
