import type { DatabaseHandle } from './database';

/*
 * Autovacuum's work for embedded PGlite (decision 075). PostgreSQL runs autovacuum in background
 * workers; PGlite is one single-user backend and runs none, so without this its planner never
 * has statistics and its dead rows are reclaimed only by page pruning. Without statistics the
 * planner guesses row counts, and some guesses are very wrong: the settlement sweep over 3,300
 * open bets took 1.1–1.2 s unanalyzed and 13–15 ms after one pass of this.
 *
 * On an interval, this reads the server's own counters (`pg_stat_user_tables`) and, with
 * PostgreSQL's default autovacuum thresholds, analyzes or vacuums each table that has changed
 * enough: one statement per table, so other work interleaves between them. PostgreSQL needs none
 * of it: its autovacuum does the same.
 */

/** A table's counters, as `pg_stat_user_tables` and `pg_class` give them. */
export interface TableActivity {
  readonly table: string;
  /** Rows at the last VACUUM or ANALYZE (`reltuples`), -1 when never. */
  readonly rowsAtLastCount: number;
  readonly deadRows: number;
  readonly changedSinceAnalyze: number;
}

/** What a table needs: PostgreSQL's default autovacuum rules (vacuum takes an analyze along). */
export type TableWork = 'vacuum' | 'analyze' | null;

// PostgreSQL's defaults: autovacuum_{vacuum,analyze}_{threshold,scale_factor}.
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/**
 * The work a table needs by autovacuum's rules: vacuum when dead rows pass their threshold, else
 * analyze when changed rows pass theirs. Autovacuum's third rule, vacuuming insert-only tables
 * for index-only scans, is left out: it scans the whole table, a pause PGlite cannot hide.
 * @example workFor({ table: 'bets', rowsAtLastCount: -1, deadRows: 0, changedSinceAnalyze: 60 }) // 'analyze'
 */
export function workFor(activity: TableActivity): TableWork {
  const rows = Math.max(activity.rowsAtLastCount, 0);
  if (activity.deadRows > VACUUM_THRESHOLD + VACUUM_SCALE * rows) return 'vacuum';
  if (activity.changedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * rows) return 'analyze';
  return null;
}

/** What one maintenance pass did, table names in the order they were done (a vacuumed table is also analyzed). */
export interface MaintenanceReport {
  readonly vacuumed: readonly string[];
  readonly analyzed: readonly string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Rows ANALYZE samples per table: 300 × this (PostgreSQL's default is 100). */
const STATISTICS_TARGET = 10;

/** Reads every table's counters, after asking the backend to publish the ones it still holds. */
async function readActivity(handle: DatabaseHandle): Promise<TableActivity[]> {
  // A backend publishes its counters at most once a second when idle; PGlite is never idle in
  // that sense, so it is asked to publish them with its next statement (the read below).
  await handle.execute('SELECT pg_stat_force_next_flush()');
  const rows = await handle.execute<{
    table: string;
    rows_at_last_count: number;
    dead_rows: string | number;
    changed_since_analyze: string | number;
  }>(
    `SELECT s.relname AS table, c.reltuples AS rows_at_last_count, s.n_dead_tup AS dead_rows,
            s.n_mod_since_analyze AS changed_since_analyze
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = current_schema()
      ORDER BY s.relname`,
  );
  return rows.map((row) => ({
    table: row.table,
    rowsAtLastCount: Number(row.rows_at_last_count),
    deadRows: Number(row.dead_rows),
    changedSinceAnalyze: Number(row.changed_since_analyze),
  }));
}

/** One pass: every table that needs it is vacuumed and analyzed, or analyzed, a statement at a time. */
export async function maintainTables(handle: DatabaseHandle): Promise<MaintenanceReport> {
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const activity of await readActivity(handle)) {
    const work = workFor(activity);
    // Names come from the catalogue; one that would need quoting is left alone rather than quoted.
    if (work === null || !IDENTIFIER.test(activity.table)) continue;
    // Vacuum and analyze are two statements, so requests waiting meanwhile get in between them.
    if (work === 'vacuum') {
      await handle.execute(`VACUUM ${activity.table}`);
      vacuumed.push(activity.table);
    }
    // A smaller sample than PostgreSQL's default (100: up to 30,000 rows read): the catalogue's
    // largest table took 151 ms to analyze with it, a pause every request would wait behind.
    await handle.scriptTransaction((tx) =>
      tx.exec(`SET LOCAL default_statistics_target = ${STATISTICS_TARGET}; ANALYZE ${activity.table}`),
    );
    analyzed.push(activity.table);
  }
  return { vacuumed, analyzed };
}

/** What the maintenance worker needs. */
export interface TableMaintenanceOptions {
  readonly handle: DatabaseHandle;
  /** Between passes (default 60 s, autovacuum's naptime; 0 turns them off); the first pass waits one interval. */
  readonly intervalMs?: number;
  /** Told about a pass that failed; the worker keeps going. */
  readonly onError?: (error: unknown) => void;
  /** Told about every finished pass (logs, tests). */
  readonly onRun?: (report: MaintenanceReport) => void;
}

/** A running worker: `runNow` makes a pass at once (after one in flight); `stop` waits for the pass in flight. */
export interface TableMaintenance {
  runNow(): Promise<MaintenanceReport | null>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Keeps an embedded PGlite's statistics current and its dead rows reclaimed, as autovacuum does
 * for PostgreSQL; on PostgreSQL it does nothing (autovacuum is there). Passes never overlap;
 * errors are reported, never thrown.
 */
export function startTableMaintenance(options: TableMaintenanceOptions): TableMaintenance {
  const { handle } = options;
  const onError = options.onError ?? ((error: unknown) => console.error('[maintenance] pass failed:', error));
  let stopped = false;
  let running: Promise<MaintenanceReport | null> = Promise.resolve(null);
  const pass = (): Promise<MaintenanceReport | null> => {
    running = running.then(async () => {
      if (stopped) return null;
      try {
        const report = await maintainTables(handle);
        options.onRun?.(report);
        return report;
      } catch (error) {
        onError(error);
        return null;
      }
    });
    return running;
  };
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const interval = handle.dialect === 'pglite' && intervalMs > 0 ? setInterval(() => void pass(), intervalMs) : null;
  interval?.unref?.();
  return {
    runNow: () => (handle.dialect === 'pglite' ? pass() : Promise.resolve(null)),
    async stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
