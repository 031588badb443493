import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { loadMigrations, migrate } from './migrate';
import type { Migration } from './migrate';
import { testDatabaseTargets } from './test-database';
import type { TestDatabase } from './test-database';

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.execute<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

function makeMigration(version: string, name: string, sql: string): Migration {
  return { version, name, sql, checksum: `checksum-of-${sql}` };
}

describe.each(testDatabaseTargets())('migrate on $name', (target) => {
  const opened: DatabaseHandle[] = [];
  const open = async (): Promise<TestDatabase> => {
    const database = await target.open({ migrate: false });
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  it('applies every migration to an empty database and records each one', async () => {
    const database = await open();
    const all = await loadMigrations();

    expect(await migrate(database)).toEqual(all.map((migration) => migration.version));
    expect(await tableNames(database)).toEqual(
      expect.arrayContaining(['schema_migrations', 'sports', 'events', 'markets', 'outcomes']),
    );
    const recorded = await database.execute(`SELECT version, name FROM schema_migrations ORDER BY version`);
    expect(recorded).toEqual(all.map(({ version, name }) => ({ version, name })));
  });

  it('applies nothing when run a second time', async () => {
    const database = await open();
    await migrate(database);

    expect(await migrate(database)).toEqual([]);
    const [count] = await database.execute<{ n: number }>(`SELECT count(*)::int AS n FROM schema_migrations`);
    expect(count?.n).toBe((await loadMigrations()).length);
  });

  it('applies each migration exactly once when two processes migrate at the same time', async () => {
    const first = await open();
    const second = await first.openPeer();
    opened.push(second);

    const [a, b] = await Promise.all([migrate(first), migrate(second)]);

    const all = (await loadMigrations()).map((migration) => migration.version);
    expect([...a, ...b].sort()).toEqual(all);
    expect(await migrate(second)).toEqual([]);
  });

  it('applies migrations added later on top of the ones already recorded', async () => {
    const database = await open();
    const base = await loadMigrations();
    await migrate(database, base);
    const later = [
      makeMigration('9001', 'first', `CREATE TABLE probe (id int PRIMARY KEY)`),
      makeMigration('9002', 'second', `ALTER TABLE probe ADD COLUMN label text NOT NULL DEFAULT 'x'`),
    ];

    expect(await migrate(database, [...base, ...later])).toEqual(['9001', '9002']);
    expect(await database.execute(`INSERT INTO probe (id) VALUES (1) RETURNING label`)).toEqual([{ label: 'x' }]);
  });

  it('rolls a failing migration back completely and records nothing of it', async () => {
    const database = await open();
    const broken = makeMigration('9001', 'broken', `CREATE TABLE half (id int); INSERT INTO missing VALUES (1);`);

    await expect(migrate(database, [broken])).rejects.toThrow(/missing/);

    expect(await tableNames(database)).not.toContain('half');
    expect(await database.execute(`SELECT version FROM schema_migrations`)).toEqual([]);
  });

  it('refuses to continue when an applied migration file was edited', async () => {
    const database = await open();
    await migrate(database, [makeMigration('9001', 'probe', `CREATE TABLE probe (id int)`)]);

    const edited = makeMigration('9001', 'probe', `CREATE TABLE probe (id bigint)`);
    await expect(migrate(database, [edited])).rejects.toThrow(
      'Migration 9001_probe.sql changed after it was applied; restore the file and put the change in a new migration.',
    );
  });
});

describe('loadMigrations', () => {
  const dirs: string[] = [];
  const folderWith = (files: Record<string, string>): URL => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return pathToFileURL(`${dir}/`);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the shipped migrations in version order, starting at 0001', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]).toMatchObject({ version: '0001', name: 'catalogue' });
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
  });

  it('orders files by version and ignores files that are not SQL', async () => {
    const dir = folderWith({ '0002_b.sql': 'SELECT 2', '0001_a.sql': 'SELECT 1', 'README.md': '#' });
    expect((await loadMigrations(dir)).map((migration) => migration.name)).toEqual(['a', 'b']);
  });

  it('gives the same checksum to a file checked out with CRLF line endings', async () => {
    const unix = await loadMigrations(folderWith({ '0001_a.sql': 'SELECT 1;\nSELECT 2;\n' }));
    const windows = await loadMigrations(folderWith({ '0001_a.sql': 'SELECT 1;\r\nSELECT 2;\r\n' }));
    expect(windows[0]?.checksum).toBe(unix[0]?.checksum);
  });

  it('refuses a badly named migration file with the expected pattern', async () => {
    await expect(loadMigrations(folderWith({ '1_init.sql': 'SELECT 1' }))).rejects.toThrow(
      'Migration file "1_init.sql" must be named NNNN_name.sql (four digits, lower-case name).',
    );
  });

  it('refuses two migration files with the same version', async () => {
    await expect(loadMigrations(folderWith({ '0001_a.sql': 'SELECT 1', '0001_b.sql': 'SELECT 2' }))).rejects.toThrow(
      'Two migration files share version 0001; give "0001_b.sql" the next free number.',
    );
  });
});
