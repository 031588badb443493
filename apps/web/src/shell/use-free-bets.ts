import type { FreeBet } from '@sportsbook/protocol';
import { useQuery } from '@tanstack/react-query';
import { activeFreebetsQuery } from '../lib/active-freebets';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';

const NONE: readonly FreeBet[] = [];

/**
 * The player's active free bets (the slip's query, logged in only). A failed load shows as an
 * empty list (spec 001 §7: free-bet errors are swallowed; the menu shows no count).
 */
export function useActiveFreeBets(): { readonly freeBets: readonly FreeBet[]; readonly loading: boolean } {
  const loggedIn = useSessionStore(selectLoggedIn);
  const jwt = useSessionStore((state) => state.jwt);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const { data, isPending } = useQuery(activeFreebetsQuery(loggedIn ? jwt : '', bookmaker));
  return { freeBets: data ?? NONE, loading: loggedIn && isPending };
}
