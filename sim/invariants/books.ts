import { whole } from './types';
import type { Invariant } from './types';

/** Every bet in the book is a ticket a bettor sent, under the uuid the bettor chose. */
export const everyBetWasSent: Invariant = {
  name: 'every bet in the book is a ticket a bettor sent',
  async check({ handle, record }) {
    const rows = await handle.execute<{ id: unknown; uuid: string }>(`SELECT id, uuid::text FROM bets ORDER BY id`);
    return rows
      .filter((row) => !record.submits.has(row.uuid))
      .map((row) => `bet ${row.id} (${row.uuid}) was never sent`);
  },
};

/**
 * What the ledger credited for bets is, kind by kind, what the settled bets say they were owed:
 * winnings and refunds the bets' recorded payouts less tax, boosts the boosts paid, cash outs the
 * cashed-out bets' payouts. A credit of the right kind under any other reference — a second
 * refund, a winning paid twice under a new name — breaks the totals even where each bet's own
 * entries look right.
 */
export const creditsAreOwed: Invariant = {
  name: 'every bet credit in the ledger is owed by a settled bet',
  async check({ handle }) {
    const [row] = await handle.execute<Record<string, unknown>>(`
      SELECT
        (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE kind IN ('winnings', 'refund', 'combo_boost')) AS credited,
        (SELECT COALESCE(SUM(COALESCE(payout, 0) + COALESCE(combo_boost_paid, 0) - tax), 0) FROM bets
          WHERE status IN ('won', 'partly_won', 'void')) AS owed,
        (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE kind = 'cash_out') AS cashed,
        (SELECT COALESCE(SUM(payout), 0) FROM bets WHERE status = 'cashed_out') AS cash_out_owed`);
    const problems: string[] = [];
    if (whole(row!.credited) !== whole(row!.owed)) {
      problems.push(`bets were credited ${row!.credited} in winnings, refunds and boosts but are owed ${row!.owed}`);
    }
    if (whole(row!.cashed) !== whole(row!.cash_out_owed)) {
      problems.push(`cash outs credited ${row!.cashed} but cashed-out bets record ${row!.cash_out_owed}`);
    }
    return problems;
  },
};

/**
 * The ledger's cashier deposits (the demo players' opening credits are not) are the cashier's credited payments, once each with its amount: a
 * deposit credited twice (under its own reference or another) breaks the totals even where the
 * answered movement looks right.
 */
export const depositsAreOwed: Invariant = {
  name: 'every deposit credit in the ledger is a credited payment, once',
  async check({ handle }) {
    const [row] = await handle.execute<Record<string, unknown>>(`
      SELECT
        (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE kind = 'deposit' AND reference LIKE 'cashier:%') AS credited,
        (SELECT COALESCE(SUM(amount), 0) FROM cashier_payments WHERE status = 'credited') AS owed`);
    return whole(row!.credited) === whole(row!.owed)
      ? []
      : [`the ledger credited ${row!.credited} in deposits; credited payments total ${row!.owed}`];
  },
};
