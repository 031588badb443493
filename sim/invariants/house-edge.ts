import { checkPublishedPrices, readPublishedMarkets } from './prices';
import type { Invariant } from './types';

/**
 * After every feed tick, the book as published keeps the house's edge (decision
 * 091): no market's book under its winners, no price under 1.01, no outcome longer than one it
 * contains. Prices move only on a tick, so other steps are not checked again.
 */
export const pricesKeepTheEdge: Invariant = {
  name: 'every published price keeps the house edge',
  async check({ handle, ticked }) {
    if (!ticked) return [];
    const problems: string[] = [];
    for (const [eventId, markets] of await readPublishedMarkets(handle))
      for (const fault of checkPublishedPrices(markets)) problems.push(`event ${eventId}: ${fault}`);
    return problems;
  },
};
