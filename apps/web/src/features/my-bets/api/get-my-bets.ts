import { infiniteQueryOptions } from '@tanstack/react-query';
import { myBetsResponseSchema } from '@sportsbook/protocol';
import type { MyBetsResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/** The two lists of My Bets. */
export type MyBetsTab = 'open' | 'settled';

/** Bets per page of the list. */
export const MY_BETS_PAGE_SIZE = 20;
/** Open bets (their cash-out quotes and live scores) are read again this often. */
export const OPEN_BETS_REFRESH_MS = 5_000;

/** `GET /v1/bets?status=…&limit=…&cursor=…`: one page of the player's bets, newest first. */
export function fetchMyBets(tab: MyBetsTab, cursor: string | null, signal?: AbortSignal): Promise<MyBetsResponse> {
  return sportsRequest('/v1/bets', {
    schema: myBetsResponseSchema,
    query: { status: tab, limit: MY_BETS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });
}

/** The key every My Bets list lives under, so a cash out can refresh them all. */
export const MY_BETS_KEY = ['my-bets'] as const;

/**
 * One tab of My Bets for one player, page by page. The open tab refreshes itself so the cash-out
 * quote stays live; the settled tab changes only when a bet settles or is cashed out.
 */
export function myBetsQueryOptions(tab: MyBetsTab, player: string) {
  return infiniteQueryOptions({
    queryKey: [...MY_BETS_KEY, player, tab] as const,
    queryFn: ({ pageParam, signal }) => fetchMyBets(tab, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: MyBetsResponse) => page.next_cursor,
    refetchInterval: tab === 'open' ? OPEN_BETS_REFRESH_MS : false,
    staleTime: 0,
  });
}
