import type { DatabaseHandle } from '../apps/server/src/storage/database';

/** Stakes taken and paid out of one product, minor units (summed over currencies: a rough margin). */
export interface ProductTake {
  staked: bigint;
  paid: bigint;
}

/** The house's take per product over settled business. */
export interface ProductMargins {
  readonly sportsbook: ProductTake;
  readonly builder: ProductTake;
  readonly casino: ProductTake;
  readonly settledBets: number;
}

/**
 * Reads the ledger: the stakes of settled (or cashed-out) bets against what they paid
 * (winnings, refunds, boosts, cash outs), and casino stakes against casino wins.
 */
export async function readMargins(handle: DatabaseHandle): Promise<ProductMargins> {
  const rows = await handle.execute<{ product: string; staked: unknown; paid: unknown; settled: unknown }>(`
    SELECT CASE WHEN b.bet_type = 'betbuilder' THEN 'builder' ELSE 'sportsbook' END AS product,
      COALESCE(SUM(b.total_stake), 0) AS staked,
      COALESCE(SUM((SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l
        WHERE l.reference IN ('settle:' || b.id::text, 'boost:' || b.id::text, 'cashout:' || b.id::text))), 0) AS paid,
      count(*) AS settled
    FROM bets b WHERE b.status <> 'open' GROUP BY 1`);
  const [casino] = await handle.execute<{ staked: unknown; paid: unknown }>(`
    SELECT -COALESCE(SUM(amount) FILTER (WHERE kind = 'casino_stake'), 0) AS staked,
      COALESCE(SUM(amount) FILTER (WHERE kind = 'casino_win'), 0) AS paid FROM ledger_entries`);
  const take = (product: string): ProductTake => {
    const row = rows.find((candidate) => candidate.product === product);
    return { staked: BigInt(String(row?.staked ?? 0)), paid: BigInt(String(row?.paid ?? 0)) };
  };
  return {
    sportsbook: take('sportsbook'),
    builder: take('builder'),
    casino: { staked: BigInt(String(casino?.staked ?? 0)), paid: BigInt(String(casino?.paid ?? 0)) },
    settledBets: rows.reduce((sum, row) => sum + Number(row.settled), 0),
  };
}
