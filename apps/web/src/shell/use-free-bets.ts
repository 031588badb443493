import { freeBetsResponseSchema } from '@sportsbook/protocol';
import type { FreeBet } from '@sportsbook/protocol';
import { useQuery } from '@tanstack/react-query';
import { sportsRequest } from '../lib/sports-api';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';

/** The player's active free bets (`GET api/content/freebets/active`, logged in only; errors give an empty list). */
export function useActiveFreeBets(): { readonly freeBets: readonly FreeBet[]; readonly loading: boolean } {
  const loggedIn = useSessionStore(selectLoggedIn);
  const jwt = useSessionStore((state) => state.jwt);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const { data, isPending } = useQuery({
    queryKey: ['freebets', 'active', bookmaker, jwt],
    queryFn: async ({ signal }) => {
      try {
        const response = await sportsRequest('/api/content/freebets/active', {
          schema: freeBetsResponseSchema,
          query: { active: 1, bookmaker },
          signal,
        });
        return response.data;
      } catch {
        // Spec 001 §7: free-bet errors are swallowed; the menu shows no count.
        return [];
      }
    },
    enabled: loggedIn,
    staleTime: 30_000,
  });
  return { freeBets: data ?? [], loading: loggedIn && isPending };
}
