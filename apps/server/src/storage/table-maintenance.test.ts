import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from './test-database';
import type { TestDatabase } from './test-database';
import { maintainTables, startTableMaintenance, workFor } from './table-maintenance';
import type { TableActivity } from './table-maintenance';

const activity = (counts: Partial<TableActivity>): TableActivity => ({
  table: 'bets',
  rowsAtLastCount: -1,
  deadRows: 0,
  changedSinceAnalyze: 0,
  ...counts,
});

describe("autovacuum's rules", () => {
  it.each([
    ['never counted, 50 changes', { changedSinceAnalyze: 50 }, null],
    ['never counted, 51 changes', { changedSinceAnalyze: 51 }, 'analyze'],
    ['1,000 rows, 150 changes', { rowsAtLastCount: 1000, changedSinceAnalyze: 150 }, null],
    ['1,000 rows, 151 changes', { rowsAtLastCount: 1000, changedSinceAnalyze: 151 }, 'analyze'],
    ['1,000 rows, 250 dead', { rowsAtLastCount: 1000, deadRows: 250, changedSinceAnalyze: 250 }, 'analyze'],
    ['1,000 rows, 251 dead', { rowsAtLastCount: 1000, deadRows: 251 }, 'vacuum'],
    ['nothing changed', {}, null],
  ] as const)('%s: %s', (_name, counts, work) => {
    expect(workFor(activity(counts))).toBe(work);
  });
});

const [pglite, ...others] = testDatabaseTargets();

describe('table maintenance on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite!.open();
    // Whatever the migrations left to count is counted first.
    await maintainTables(database);
  }, 60_000);
  afterAll(() => database?.close());

  const counted = async (table: string) =>
    (
      await database.execute<{ reltuples: number; dead: string | number }>(
        `SELECT c.reltuples, s.n_dead_tup AS dead FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = '${table}'`,
      )
    )[0];

  it('analyzes a table once enough of it changed, and leaves it alone after', async () => {
    await database.execute(`INSERT INTO regions (name) SELECT 'Region ' || g FROM generate_series(1, 400) g`);
    const report = await maintainTables(database);
    expect(report.analyzed).toContain('regions');
    // The planner now knows the rows the table holds.
    expect(Number((await counted('regions'))?.reltuples)).toBeGreaterThanOrEqual(400);
    const again = await maintainTables(database);
    expect([...again.analyzed, ...again.vacuumed]).not.toContain('regions');
  });

  it('vacuums a table with enough dead rows, reclaiming them', async () => {
    await database.execute(`INSERT INTO regions (name) SELECT 'Vacuumed ' || g FROM generate_series(1, 100) g`);
    await maintainTables(database);
    await database.execute(`UPDATE regions SET name = name || '.'`);
    const report = await maintainTables(database);
    expect(report.vacuumed).toContain('regions');
    expect(report.analyzed).toContain('regions');
    expect(Number((await counted('regions'))?.dead)).toBe(0);
  });

  it('makes passes on its own, on the interval', async () => {
    const reports: unknown[] = [];
    const maintenance = startTableMaintenance({
      handle: database,
      intervalMs: 20,
      onRun: (report) => reports.push(report),
    });
    try {
      await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await maintenance.stop();
    }
    const after = reports.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reports.length).toBe(after);
  });

  it('reports a failed pass and keeps going', async () => {
    const broken = await pglite!.open();
    await broken.close();
    const errors: unknown[] = [];
    const maintenance = startTableMaintenance({
      handle: broken,
      intervalMs: 0,
      onError: (error) => errors.push(error),
    });
    try {
      expect(await maintenance.runNow()).toBeNull();
      expect(await maintenance.runNow()).toBeNull();
      expect(errors).toHaveLength(2);
    } finally {
      await maintenance.stop();
    }
  });
});

describe.each(others)('table maintenance on $name', (target) => {
  it('does nothing: autovacuum is there', async () => {
    const database = await target.open();
    const maintenance = startTableMaintenance({ handle: database, intervalMs: 10 });
    try {
      expect(await maintenance.runNow()).toBeNull();
    } finally {
      await maintenance.stop();
      await database.close();
    }
  });
});
