// The chaos run's ledger audit, after the load: the money the faults must not have lost or doubled.
import type pg from 'pg';
import { check } from './kit';

/** Checks every wallet against its entries and every bet against its debit, answer and settlement. */
export async function auditLedger(db: pg.Pool, acceptedUuids: ReadonlyMap<string, number>): Promise<void> {
  const audit = await db.query<{
    bad_wallets: number;
    bets: number;
    bad_debits: number;
    double_settled: number;
    unanswered: number;
  }>(`
      SELECT
        (SELECT count(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.player_id = w.player_id))::int AS bad_wallets,
        (SELECT count(*) FROM bets)::int AS bets,
        (SELECT count(*) FROM bets b WHERE (SELECT count(*) FROM ledger_entries l WHERE l.reference = 'bet:' || b.uuid::text AND l.kind IN ('stake', 'freebet_stake')) <> 1)::int AS bad_debits,
        (SELECT count(*) FROM (SELECT reference FROM ledger_entries WHERE reference LIKE 'settle:%' GROUP BY reference HAVING count(*) > 1) d)::int AS double_settled,
        (SELECT count(*) FROM bets WHERE result_response IS NULL)::int AS unanswered`);
  const row = audit.rows[0]!;
  const stored = await db.query<{ uuid: string; id: string }>('SELECT uuid::text, id::text FROM bets');
  const byUuid = new Map(stored.rows.map((bet) => [bet.uuid, Number(bet.id)]));
  const missing = [...acceptedUuids].filter(([uuid, id]) => byUuid.get(uuid) !== id).length;
  check(row.bad_wallets === 0, `every wallet's entries sum to its balance (${row.bad_wallets} wrong)`);
  check(
    row.bad_debits === 0 && row.unanswered === 0,
    `every bet has one stake debit and one stored answer (${row.bets} bets)`,
  );
  check(missing === 0, `every accepted bet is stored as answered (${acceptedUuids.size} accepted, ${missing} missing)`);
  check(row.double_settled === 0, `no bet settled twice (${row.double_settled})`);
}
