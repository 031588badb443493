import { freeBetsResponseSchema } from '@sportsbook/protocol';
import type { FreeBet } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { sportsRequest } from './sports-api';

/** The cache key every reader of the active free bets shares; invalidating it refreshes them all. */
export const ACTIVE_FREEBETS_KEY = ['freebets', 'active'] as const;

/**
 * The logged-in player's active free bets as the wire has them (`GET api/content/freebets/active`,
 * spec 000 §7), keyed by the token so a login or logout fetches afresh; never fetched for a guest
 * (`jwt` empty). The slip and the shell's free-bet pages read this one query.
 */
export function activeFreebetsQuery(jwt: string, bookmaker: string) {
  return queryOptions({
    queryKey: [...ACTIVE_FREEBETS_KEY, bookmaker, jwt],
    queryFn: async ({ signal }): Promise<readonly FreeBet[]> => {
      const answer = await sportsRequest('/api/content/freebets/active', {
        schema: freeBetsResponseSchema,
        query: { active: 1, bookmaker },
        signal,
      });
      return answer.data;
    },
    enabled: jwt !== '',
    staleTime: 30_000,
    retry: false,
  });
}
