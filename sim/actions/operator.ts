import type { SimRng } from '../rng';
import type { World } from '../world';

/**
 * The operator voids a market bets stand on (an abandoned match, a palpable error), as the
 * back office does: its status set to `void` in storage, which settlement reads as every leg on it
 * void. Mostly a market of a boosted combi's boosted leg (a void boosted leg lowers the boost),
 * else any open bet's market (a void single is refunded). Candidates in id order: the seed picks.
 * A boosted accumulator's last undecided leg after its others won is voided first.
 */
export async function voidMarket(world: World, rng: SimRng): Promise<Record<string, unknown>> {
  const boostedOnly = rng.chance(0.7);
  const rows = await world.handle.execute<{ market_id: unknown }>(`
    SELECT DISTINCT l.market_id FROM bet_legs l
      JOIN bets b ON b.id = l.bet_id
      JOIN markets m ON m.id = l.market_id
      JOIN outcomes o ON o.id = l.outcome_id
    WHERE b.status = 'open' AND l.result IS NULL AND m.status = 'open' AND l.is_starting_price = false
      ${boostedOnly ? 'AND b.combo_boost_percent > 0 AND o.combo_boost_available' : ''}
    ORDER BY l.market_id`);
  if (rows.length === 0) return { voided: null, boostedOnly };
  // An abandoned last match of an accumulator whose other legs all won is where a void decides
  // what the boost pays: such a leg is voided first when there is one.
  const lastLegs = boostedOnly
    ? await world.handle.execute<{ market_id: unknown }>(`
    SELECT DISTINCT l.market_id FROM bet_legs l
      JOIN bets b ON b.id = l.bet_id
      JOIN markets m ON m.id = l.market_id
    WHERE b.status = 'open' AND b.combo_boost_percent > 0 AND l.result IS NULL AND m.status = 'open'
      AND NOT EXISTS (SELECT 1 FROM bet_legs other WHERE other.bet_id = b.id AND other.id <> l.id
        AND other.result IS DISTINCT FROM 'won')
    ORDER BY l.market_id`)
    : [];
  const marketId = Number(rng.pick(lastLegs.length > 0 ? lastLegs : rows).market_id);
  await world.handle.execute(`UPDATE markets SET status = 'void' WHERE id = ${marketId} AND status = 'open'`);
  return { voided: marketId, boostedOnly };
}
