import { whole } from './types';
import type { Invariant } from './types';

/**
 * A settled bet's ledger credit (its `settle:`, `boost:` and `cashout:` entries, of which a bet
 * has either the first two or the last) is what the bet records it paid: return plus boost less
 * tax, or the cash out (which withholds no tax: a cashed-out bet records none); a lost bet is
 * credited nothing.
 */
export const creditEqualsPayout: Invariant = {
  name: "every settled bet's credit equals its recorded payout",
  async check({ handle }) {
    const rows = await handle.execute<{ id: unknown; status: string; owed: unknown; credited: unknown }>(`
      SELECT b.id, b.status,
        COALESCE(b.payout, 0) + COALESCE(b.combo_boost_paid, 0) - b.tax AS owed,
        (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l
          WHERE l.reference IN ('settle:' || b.id::text, 'boost:' || b.id::text, 'cashout:' || b.id::text)) AS credited
      FROM bets b WHERE b.status <> 'open'`);
    return rows
      .filter((row) => whole(row.credited) !== (row.status === 'lost' ? 0n : whole(row.owed)))
      .map((row) => `bet ${row.id} (${row.status}) owed ${row.owed}, credited ${row.credited}`);
  },
};
