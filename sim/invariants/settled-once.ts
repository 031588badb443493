import type { Invariant } from './types';

/** A bet is settled once: at most one settlement entry and one boost entry, and never while open. */
export const settledExactlyOnce: Invariant = {
  name: 'every accepted bet is settled exactly once after its events end',
  async check({ handle, settledSinceTick }) {
    const twice = await handle.execute<{ reference: string; kind: string; count: number }>(`
      SELECT reference, kind, count(*)::int AS count FROM ledger_entries
      WHERE reference LIKE 'settle:%' OR reference LIKE 'boost:%' GROUP BY reference, kind HAVING count(*) > 1`);
    const paidOpen = await handle.execute<{ id: unknown }>(`
      SELECT b.id FROM bets b WHERE b.status = 'open' AND EXISTS (SELECT 1 FROM ledger_entries l
        WHERE l.reference = 'settle:' || b.id::text OR l.reference = 'boost:' || b.id::text)`);
    const problems = [
      ...twice.map((row) => `${row.reference} has ${row.count} ${row.kind} entries`),
      ...paidOpen.map((row) => `open bet ${row.id} has a settlement entry`),
    ];
    if (!settledSinceTick) return problems;
    // After a settlement run with no tick since, no fixed-odds bet whose every market is decided is open.
    const decided = await handle.execute<{ id: unknown }>(`
      SELECT b.id FROM bets b WHERE b.status = 'open' AND b.bet_type <> 'betbuilder'
        AND NOT EXISTS (SELECT 1 FROM bet_legs g JOIN markets m ON m.id = g.market_id
          WHERE g.bet_id = b.id AND m.status = 'open')`);
    return [...problems, ...decided.map((row) => `bet ${row.id}: every market decided, still open after settlement`)];
  },
};
