import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import { competitions, events, regions, sports } from './schema';
import { testDatabaseTargets } from './test-database';
import type { TestDatabase } from './test-database';

describe.each(testDatabaseTargets())('database handle on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it('runs plain SQL and drizzle sql alike, returning rows', async () => {
    expect(await database.execute(`SELECT 1 + 1 AS two`)).toEqual([{ two: 2 }]);
    expect(database.dialect).toBe(target.name);
  });

  it('writes nothing of a transaction that throws half-way', async () => {
    const { db } = database;

    await expect(
      database.transaction(async (tx) => {
        const [sport] = await tx
          .insert(sports)
          .values({ slug: 'half-written', name: 'Half', category: 'sport' })
          .returning();
        const [region] = await tx.insert(regions).values({ name: 'Half region' }).returning();
        if (!sport || !region) throw new Error('rows were not inserted');
        await tx.insert(competitions).values({ sportId: sport.id, regionId: region.id, name: 'Cup', slug: 'cup' });
        throw new Error('the feed crashed');
      }),
    ).rejects.toThrow('the feed crashed');

    expect(await db.select().from(sports).where(eq(sports.slug, 'half-written'))).toEqual([]);
    expect(await db.select().from(regions).where(eq(regions.name, 'Half region'))).toEqual([]);
    expect(await db.select().from(competitions).where(eq(competitions.slug, 'cup'))).toEqual([]);
  });

  it('rolls back a transaction the database refuses, keeping the rows written before it', async () => {
    const { db } = database;
    await db.insert(sports).values({ slug: 'kept', name: 'Kept', category: 'sport' });

    await expect(
      database.transaction(async (tx) => {
        await tx.insert(sports).values({ slug: 'doomed', name: 'Doomed', category: 'esport' });
        await tx.insert(sports).values({ slug: 'kept', name: 'Duplicate', category: 'sport' });
      }),
    ).rejects.toThrow();

    const slugs = (await db.select({ slug: sports.slug }).from(sports)).map((row) => row.slug);
    expect(slugs).toContain('kept');
    expect(slugs).not.toContain('doomed');
  });

  it('returns what the transaction returns once committed', async () => {
    const id = await database.transaction(async (tx) => {
      const [sport] = await tx
        .insert(sports)
        .values({ slug: 'committed', name: 'Committed', category: 'virtual' })
        .returning();
      return sport?.id;
    });
    expect(id).toEqual(expect.any(Number));
    expect(await database.execute(`SELECT category FROM sports WHERE slug = 'committed'`)).toEqual([
      { category: 'virtual' },
    ]);
  });
});

describe('PGlite in DATA_DIR', () => {
  let dataDir: string;
  const opened: DatabaseHandle[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-data-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const open = async () => {
    const handle = await openDatabase({ dataDir });
    opened.push(handle);
    return handle;
  };

  it('keeps its data across close and reopen', async () => {
    const first = await open();
    await migrate(first);
    await first.db.insert(sports).values({ slug: 'football', name: 'Football', category: 'sport' });
    await first.close();

    const second = await open();
    expect(await migrate(second)).toEqual([]);
    expect(await second.db.select({ slug: sports.slug }).from(sports)).toEqual([{ slug: 'football' }]);
    expect(await second.db.select({ n: count() }).from(events)).toEqual([{ n: 0 }]);
  });

  it('refuses a second opener of the same DATA_DIR while the first is open, then lets it in after close', async () => {
    const first = await open();

    await expect(openDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.pid}`);
    await first.close();
    await expect(open()).resolves.toMatchObject({ dialect: 'pglite' });
  });
});

describe('PostgreSQL connection', () => {
  it('stops at open with a message naming the server and how to fix it when PostgreSQL is unreachable', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/nowhere' })).rejects.toThrow(
      /^Cannot use PostgreSQL at 127\.0\.0\.1:1\/nowhere: .*Check DATABASE_URL, or unset it to use PGlite in DATA_DIR\.$/,
    );
  });
});
