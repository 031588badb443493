import { queryOptions } from '@tanstack/react-query';
import { selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import type { SelectionsCurrentResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';
import { useSiteStore } from '../../../stores/site-store';

/**
 * `GET /echo/v1/selections/current` for the tips' outcomes: a tip names only its outcome, and a
 * slip line needs the event and market too (spec 000 §3).
 */
export function fetchTipSelections(
  outcomeIds: readonly number[],
  lang: string,
  signal?: AbortSignal,
): Promise<SelectionsCurrentResponse> {
  const { bookmaker } = useSiteStore.getState().config;
  return sportsRequest('/echo/v1/selections/current', {
    schema: selectionsCurrentResponseSchema,
    query: { ids: outcomeIds.join(','), bookmaker, lang },
    ...(signal ? { signal } : {}),
  });
}

/** The current selections of a set of tips; fetched only when there is at least one tip. */
export function tipSelectionsQueryOptions(outcomeIds: readonly number[], lang: string) {
  return queryOptions({
    queryKey: ['tips', 'selections', outcomeIds, lang] as const,
    queryFn: ({ signal }) => fetchTipSelections(outcomeIds, lang, signal),
    enabled: outcomeIds.length > 0,
    staleTime: 5_000,
    retry: false,
  });
}
