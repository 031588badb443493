import { toMoney } from '@sportsbook/betting';
import type { Freebet } from '@sportsbook/betting';
import { freeBetsResponseSchema } from '@sportsbook/protocol';
import type { FreeBet } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { sportsRequest } from '../../../lib/sports-api';

/** A wire free bet (minor units) as the core's free-bet rules read it. */
export function toFreebet(wire: FreeBet): Freebet {
  return {
    id: wire.id,
    name: wire.name,
    amount: toMoney(wire.amount),
    amount_remaining: toMoney(wire.amount_remaining),
    conditions: { min_odds: wire.conditions.min_odds },
  };
}

/**
 * The logged-in player's active free bets (`GET api/content/freebets/active`, spec 000 §7),
 * keyed by the token so a login or logout fetches afresh; never fetched for a guest.
 */
export function freebetsQueryOptions(jwt: string, bookmaker: string) {
  return queryOptions({
    queryKey: ['betslip', 'freebets', bookmaker, jwt],
    queryFn: async ({ signal }) => {
      const answer = await sportsRequest('/api/content/freebets/active', {
        schema: freeBetsResponseSchema,
        query: { active: 1, bookmaker },
        signal,
      });
      return answer.data.map(toFreebet);
    },
    enabled: jwt !== '',
    staleTime: 30_000,
    retry: false,
  });
}
