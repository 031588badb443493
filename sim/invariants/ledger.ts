import { whole } from './types';
import type { Invariant } from './types';

/** The ledger's total equals the sum of the balances, and each wallet is its own entries' sum. */
export const ledgerEqualsBalances: Invariant = {
  name: 'ledger total equals the sum of balances',
  async check({ handle }) {
    const rows = await handle.execute<{ player_id: unknown; balance: unknown; ledger: unknown }>(`
      SELECT w.player_id, w.balance,
        (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.player_id = w.player_id) AS ledger
      FROM wallets w ORDER BY w.player_id`);
    const [totals] = await handle.execute<{ ledger: unknown; balances: unknown }>(`
      SELECT (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries) AS ledger,
        (SELECT COALESCE(SUM(balance), 0) FROM wallets) AS balances`);
    const problems = rows
      .filter((row) => whole(row.balance) !== whole(row.ledger))
      .map((row) => `player ${row.player_id}: balance ${row.balance} but ledger ${row.ledger}`);
    if (whole(totals!.ledger) !== whole(totals!.balances))
      problems.push(`ledger total ${totals!.ledger} ≠ balances ${totals!.balances}`);
    return problems;
  },
};

/** No wallet, and no ledger entry's running balance, is ever below zero. */
export const noNegativeBalance: Invariant = {
  name: 'no balance below zero',
  async check({ handle }) {
    const rows = await handle.execute<{ player_id: unknown; balance: unknown }>(`
      SELECT player_id, balance FROM wallets WHERE balance < 0
      UNION ALL SELECT player_id, MIN(balance_after) FROM ledger_entries WHERE balance_after < 0 GROUP BY player_id`);
    return rows.map((row) => `player ${row.player_id} at ${row.balance}`);
  },
};
