import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPgliteClient } from '../storage/index';
import { migrate } from '../storage/index';

/*
 * Vitest global set-up of the server project (decision 048): PGlite's initdb (in WebAssembly) and
 * the migrations run ONCE per test run, not once per test file. Both templates are dumped data
 * directories on disk; every test database is still a fresh, real PGlite loaded from one of them
 * (storage/test-database.ts), so no test shares storage with another.
 */

/** Paths of the dumped templates, handed to the test files through `inject`. */
export interface PgliteTemplateFiles {
  /** Every migration applied. */
  readonly migrated: string;
  /** initdb only: for the migration tests. */
  readonly empty: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplateFiles;
  }
}

/** A fresh PGlite (migrated or not), dumped as an uncompressed data-directory archive. */
export async function dumpPgliteTemplate(migrated: boolean): Promise<Blob> {
  const client = await PGlite.create();
  try {
    if (migrated) await migrate(wrapPgliteClient(client, null));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-templates-'));
  const files: PgliteTemplateFiles = { migrated: join(dir, 'migrated.tar'), empty: join(dir, 'empty.tar') };
  for (const [migrated, path] of [
    [true, files.migrated],
    [false, files.empty],
  ] as const) {
    writeFileSync(path, Buffer.from(await (await dumpPgliteTemplate(migrated)).arrayBuffer()));
  }
  project.provide('pgliteTemplates', files);
  return () => rmSync(dir, { recursive: true, force: true });
}
