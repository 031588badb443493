import { payoutOf, roundOutcome } from '../../apps/server/src/casino/games';
import { whole } from './types';
import type { Invariant } from './types';

/**
 * Every casino round's win recomputes from its seeds (the public verification recipe of decision
 * 084 over the stored server seed, client seed and nonce), and its ledger moved exactly its stake
 * out and its payout in.
 */
export const casinoRoundsRecompute: Invariant = {
  name: "every casino round's win recomputes from its revealed seeds",
  async check({ handle }) {
    const rows = await handle.execute<{
      id: string;
      game: 'dice' | 'wheel' | 'plinko';
      chance: number | null;
      stake: unknown;
      payout: unknown;
      multiplier: number;
      nonce: unknown;
      server_seed: string;
      client_seed: string;
      moved: unknown;
    }>(`
      SELECT r.id::text, r.game, r.chance, r.stake, r.payout, r.multiplier, r.nonce, s.server_seed, s.client_seed,
        (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.reference = 'casino:' || r.id::text) AS moved
      FROM casino_rounds r JOIN casino_seeds s ON s.id = r.seed_id`);
    const problems: string[] = [];
    for (const row of rows) {
      const choice = row.chance === null ? {} : { chance: row.chance };
      const outcome = roundOutcome(row.game, choice, row.server_seed, row.client_seed, Number(row.nonce));
      const payout = BigInt(payoutOf(Number(row.stake), outcome.multiplier));
      if (outcome.multiplier !== row.multiplier || payout !== whole(row.payout))
        problems.push(`round ${row.id} paid ${row.payout} (×${row.multiplier}), seeds say ${payout}`);
      if (whole(row.moved) !== payout - whole(row.stake))
        problems.push(
          `round ${row.id} moved ${row.moved}, stake ${row.stake} and payout ${payout} say ${payout - whole(row.stake)}`,
        );
    }
    return problems;
  },
};
