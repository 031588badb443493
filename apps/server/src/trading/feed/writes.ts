import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../storage/index';
import { toOddsText } from '../../storage/index';
import { seedFingerprint } from '../models/rng';
import type { Evaluation, FeedEvent } from './live';
import { eventChanged } from './live';

/** Rows per batched statement: large enough to be one round trip a tick, small enough to parse fast. */
const CHUNK = 2000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += size) out.push(rows.slice(index, index + size));
  return out;
}

function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer id or count, got ${value}.`);
  return String(value);
}

const intOrNull = (value: number | undefined) => (value === undefined ? 'NULL' : int(value));

/**
 * Reserves `count` ids of a table's identity in one statement and returns the first; the feed
 * needs ids before inserting so slugs (`{name}-{id}`) and child rows are written in one go.
 */
export async function reserveIds(
  tx: Transaction,
  table: 'events' | 'markets' | 'outcomes',
  count: number,
): Promise<number> {
  if (count === 0) return 0;
  const sequence = `pg_get_serial_sequence('${table}', 'id')`;
  const rows = await tx.execute(
    sql.raw(`SELECT setval(${sequence}, nextval(${sequence}) + ${int(count)} - 1)::text AS last`),
  );
  const last = Number((rows as unknown as { rows: { last: string }[] }).rows[0]?.last);
  return last - count + 1;
}

/** One change of a running event: what was written and what it should be now. */
export interface EventChange {
  readonly event: FeedEvent;
  readonly next: Evaluation;
}

/**
 * Writes every change of a tick with one batched UPDATE per kind (events, markets, prices,
 * results): PGlite charges per statement, so a tick costs a handful of statements however many
 * prices moved. Numbers are inlined (validated ids and odds); text and JSON go as parameters.
 */
export async function writeChanges(tx: Transaction, changes: readonly EventChange[], now: Date): Promise<void> {
  const eventRows: SQL[] = [];
  const marketRows: string[] = [];
  const priceRows: string[] = [];
  const resultRows: string[] = [];
  for (const { event, next } of changes) {
    if (eventChanged(event.view, next.view) || JSON.stringify(event.view.result) !== JSON.stringify(next.view.result)) {
      const { view } = next;
      eventRows.push(
        sql`(${event.id}::bigint, ${view.status}::text, ${view.isLive}::boolean, ${JSON.stringify(view.stats)}::jsonb, ${view.statusDescription}::text, ${view.result === null ? null : JSON.stringify(view.result)}::jsonb, ${now.toISOString()}::timestamptz)`,
      );
    }
    next.markets.forEach((market, i) => {
      const before = event.markets[i];
      if (before?.suspended !== market.suspended || before.status !== market.status) {
        marketRows.push(
          `(${int(market.id)}::bigint, ${market.suspended}, '${market.status === 'resolved' ? 'resolved' : 'open'}'::text)`,
        );
      }
      market.outcomes.forEach((outcome, j) => {
        const was = before?.outcomes[j];
        if (was?.odds !== outcome.odds)
          priceRows.push(`(${int(outcome.id)}::bigint, ${toOddsText(outcome.odds)}::numeric)`);
        if (
          outcome.result !== null &&
          (was?.result !== outcome.result || String(was.deadHeat) !== String(outcome.deadHeat))
        ) {
          resultRows.push(
            `(${int(outcome.id)}::bigint, '${outcome.result}'::text, ${intOrNull(outcome.deadHeat?.[0])}::integer, ${intOrNull(outcome.deadHeat?.[1])}::integer)`,
          );
        }
      });
    });
  }
  for (const rows of chunks(eventRows, 500)) {
    await tx.execute(sql`UPDATE events AS e SET status = v.status, is_live = v.is_live, stats = v.stats, status_description = v.status_description,
      result = v.result, updated_at = v.updated_at
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, status, is_live, stats, status_description, result, updated_at) WHERE e.id = v.id`);
  }
  for (const rows of chunks(marketRows)) {
    await tx.execute(
      sql.raw(`UPDATE markets AS m SET is_suspended = v.suspended, status = v.status
      FROM (VALUES ${rows.join(', ')}) AS v(id, suspended, status) WHERE m.id = v.id`),
    );
  }
  for (const rows of chunks(priceRows)) {
    await tx.execute(
      sql.raw(
        `UPDATE outcomes AS o SET odds = v.odds FROM (VALUES ${rows.join(', ')}) AS v(id, odds) WHERE o.id = v.id`,
      ),
    );
  }
  for (const rows of chunks(resultRows)) {
    await tx.execute(
      sql.raw(`UPDATE outcomes AS o SET result = v.result, dead_heat_num = v.num, dead_heat_den = v.den
      FROM (VALUES ${rows.join(', ')}) AS v(id, result, num, den) WHERE o.id = v.id`),
    );
  }
  const ended = changes.filter(({ next }) => next.view.status === 'ended').map(({ event }) => int(event.id));
  if (ended.length > 0)
    await tx.execute(sql.raw(`UPDATE feed_events SET ended = true WHERE event_id IN (${ended.join(', ')})`));
}

/**
 * Records the simulated time of the committed tick, so a restarted leader resumes from it, and
 * the fingerprint of the seed the tick drew from: every instance's Bet Builder checks its own
 * FEED_SEED against it before replaying a future. The seed itself never reaches the database.
 */
export async function writeClock(tx: Transaction, seed: string, now: Date): Promise<void> {
  const fingerprint = seedFingerprint(seed);
  await tx.execute(sql`INSERT INTO feed_clock (id, seed_fingerprint, sim_time)
    VALUES (1, ${fingerprint}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (id) DO UPDATE SET seed_fingerprint = excluded.seed_fingerprint, sim_time = excluded.sim_time`);
}
