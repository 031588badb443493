import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPgliteClient } from './database';
import { migrate } from './migrate';
import { PGLITE_FOLDER, TEMPLATE_MANIFEST } from './pglite-template';
import type { TemplateManifest } from './pglite-template';

/**
 * Builds the template in `dir` (replacing one there): initdb in a sibling folder, every
 * migration, then a rename, so a template is never seen half made.
 */
export async function preparePgliteTemplate(dir: string): Promise<void> {
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const handle = wrapPgliteClient(await PGlite.create(join(building, PGLITE_FOLDER)), null);
  try {
    await migrate(handle);
    const migrations = await handle.execute<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    const manifest: TemplateManifest = {
      migrations: migrations.map(({ version, checksum }) => ({ version, checksum })),
    };
    writeFileSync(join(building, TEMPLATE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await handle.close();
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  renameSync(building, dir);
}
