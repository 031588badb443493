import { whole } from './types';
import type { Invariant } from './types';

/**
 * A free bet never spends more than was granted: what is left is its ledger's sum, between zero
 * and the grant, and no bet on it staked more than the grant.
 */
export const freebetsWithinGrant: Invariant = {
  name: 'free-bet amounts never exceed what was granted',
  async check({ handle }) {
    const rows = await handle.execute<{
      id: string;
      amount: unknown;
      remaining: unknown;
      ledger: unknown;
      staked: unknown;
    }>(`
      SELECT f.id::text, f.amount, f.amount_remaining AS remaining,
        (SELECT COALESCE(SUM(l.freebet_amount), 0) FROM ledger_entries l WHERE l.freebet_id = f.id) AS ledger,
        (SELECT COALESCE(MAX(b.freebet_amount), 0) FROM bets b WHERE b.freebet_id = f.id) AS staked
      FROM freebets f`);
    const problems: string[] = [];
    for (const row of rows) {
      const amount = whole(row.amount);
      const remaining = whole(row.remaining);
      if (remaining !== whole(row.ledger)) problems.push(`free bet ${row.id}: ${remaining} left, ledger ${row.ledger}`);
      if (remaining < 0n || remaining > amount) problems.push(`free bet ${row.id}: ${remaining} left of ${amount}`);
      if (whole(row.staked) > amount) problems.push(`free bet ${row.id}: a bet staked ${row.staked} of ${amount}`);
    }
    return problems;
  },
};
