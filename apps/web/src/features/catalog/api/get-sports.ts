import { SPORTS_REFRESH_MS } from '@sportsbook/betting';
import { contentSportsResponseSchema } from '@sportsbook/protocol';
import type { ContentSportsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';

/** `GET /api/content/sports`: every sport in menu order with its counts. */
export function fetchSports(): Promise<ContentSportsResponse> {
  return contentRequest('/api/content/sports', { schema: contentSportsResponseSchema });
}

/** Query options of the sports list, refreshed every 50 s (spec 001 §9). */
export function sportsQueryOptions(scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'sports', scope.bookmaker, scope.language] as const,
    queryFn: fetchSports,
    refetchInterval: SPORTS_REFRESH_MS,
    staleTime: SPORTS_REFRESH_MS,
  });
}

/** The sports list. */
export function useSports() {
  return useQuery(sportsQueryOptions(useCatalogScope()));
}
