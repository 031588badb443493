import { whole } from './types';
import type { Invariant } from './types';

/**
 * A deposit or withdrawal the client was told was done is in the ledger once with its amount,
 * and one idempotency key, however often retried, names one movement.
 */
export const cashMovedOnce: Invariant = {
  name: 'every cash movement answered done is in the ledger once',
  async check({ handle, record }) {
    if (record.cash.size === 0) return [];
    const rows = await handle.execute<{ reference: string; amount: unknown }>(`
      SELECT reference, amount FROM ledger_entries WHERE kind IN ('deposit', 'withdrawal')`);
    const amounts = new Map(rows.map((row) => [row.reference, whole(row.amount)]));
    const problems: string[] = [];
    for (const cash of record.cash.values()) {
      if (cash.references.size > 1) problems.push(`key ${cash.key} moved cash ${cash.references.size} times`);
      for (const reference of cash.references)
        if (amounts.get(reference) !== BigInt(cash.amount))
          problems.push(
            `key ${cash.key}: ${reference} is ${amounts.get(reference) ?? 'missing'}, answered ${cash.amount}`,
          );
    }
    return problems;
  },
};

/** A cash out pays the quote the bettor accepted, never more (decision 030). */
export const cashOutWithinQuote: Invariant = {
  name: 'no cash out pays above the quote it was asked at',
  async check({ handle, record }) {
    if (record.cashOutQuotes.size === 0) return [];
    const rows = await handle.execute<{ id: unknown; payout: unknown }>(`
      SELECT id, payout FROM bets WHERE status = 'cashed_out' AND bet_type <> 'betbuilder'`);
    return rows
      .filter((row) => whole(row.payout) > BigInt(record.cashOutQuotes.get(Number(row.id)) ?? 0))
      .map((row) => `bet ${row.id} cashed out at ${row.payout}, asked ${record.cashOutQuotes.get(Number(row.id))}`);
  },
};
