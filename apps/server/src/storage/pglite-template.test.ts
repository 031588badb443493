import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { loadMigrations, migrate } from './migrate';
import { isUsableTemplate, PGLITE_FOLDER, TEMPLATE_MANIFEST } from './pglite-template';
import { preparePgliteTemplate } from './prepare-pglite-template';

/*
 * The first-start template (decision 051): built once, copied into an empty DATA_DIR instead of
 * running initdb, never into a DATA_DIR that has a database, never when it is not this checkout's.
 */

const START_MS = 240_000;

describe('the PGlite first-start template', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-template-test-'));
  const template = join(root, 'template');

  beforeAll(() => preparePgliteTemplate(template), START_MS);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const versions = async (dataDir: string) => {
    const handle = await openDatabase({ dataDir, template });
    try {
      const rows = await handle.execute<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      return { rows: rows.map((row) => row.version), applied: await migrate(handle) };
    } finally {
      await handle.close();
    }
  };

  it(
    'holds every migration, and an empty DATA_DIR opened with it starts migrated (nothing left to apply)',
    async () => {
      const all = (await loadMigrations()).map((migration) => migration.version);
      expect(isUsableTemplate(template, await loadMigrations())).toBe(true);
      const dataDir = join(root, 'first-start');
      expect(await versions(dataDir)).toEqual({ rows: all, applied: [] });
      // A real database of its own: written there, not in the template.
      const handle = await openDatabase({ dataDir, template });
      await handle.execute(`INSERT INTO sports (slug, name, category) VALUES ('only-here', 'Only here', 'sport')`);
      await handle.close();
      const again = await openDatabase({ dataDir: join(root, 'second-start'), template });
      expect(await again.execute(`SELECT slug FROM sports WHERE slug = 'only-here'`)).toEqual([]);
      await again.close();
      expect(existsSync(join(dataDir, `${PGLITE_FOLDER}.copying`))).toBe(false);
    },
    START_MS,
  );

  it(
    'is not copied over a DATA_DIR that already has a database',
    async () => {
      const dataDir = join(root, 'existing');
      const handle = await openDatabase({ dataDir });
      await handle.execute('CREATE TABLE kept (id int)');
      await handle.close();
      const reopened = await openDatabase({ dataDir, template });
      expect(await reopened.execute(`SELECT to_regclass('kept') IS NOT NULL AS kept`)).toEqual([{ kept: true }]);
      expect(await reopened.execute(`SELECT to_regclass('schema_migrations') IS NULL AS none`)).toEqual([
        { none: true },
      ]);
      await reopened.close();
    },
    START_MS,
  );

  it(
    'is not used when it holds a migration this checkout lacks or has edited, or is missing',
    async () => {
      const migrations = await loadMigrations();
      const manifest = JSON.parse(readFileSync(join(template, TEMPLATE_MANIFEST), 'utf8')) as {
        migrations: { version: string; checksum: string }[];
      };
      const edited = join(root, 'edited');
      const write = (entries: { version: string; checksum: string }[]) =>
        writeFileSync(join(template, TEMPLATE_MANIFEST), JSON.stringify({ migrations: entries }));
      try {
        write([...manifest.migrations, { version: '9999', checksum: 'from-another-branch' }]);
        expect(isUsableTemplate(template, migrations)).toBe(false);
        write(manifest.migrations.map((entry, index) => (index === 0 ? { ...entry, checksum: 'edited' } : entry)));
        expect(isUsableTemplate(template, migrations)).toBe(false);
        // Older than the checkout (a migration added since): usable, the start's migrate adds the rest.
        write(manifest.migrations.slice(0, -1));
        expect(isUsableTemplate(template, migrations)).toBe(true);
      } finally {
        write(manifest.migrations);
      }
      expect(isUsableTemplate(join(root, 'nowhere'), migrations)).toBe(false);
      // An unusable template leaves the choice to initdb, as without one.
      const handle = await openDatabase({ dataDir: edited, template: join(root, 'nowhere') });
      expect(await handle.execute(`SELECT to_regclass('schema_migrations') IS NULL AS none`)).toEqual([{ none: true }]);
      await handle.close();
    },
    START_MS,
  );
});
