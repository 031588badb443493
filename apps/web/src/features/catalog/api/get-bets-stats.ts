import { BETS_STATS_REFRESH_MS } from '@sportsbook/betting';
import { betsStatsResponseSchema } from '@sportsbook/protocol';
import type { BetsStatsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';

/** `GET /api/content/bets_stats`: top sports and popular competitions. */
export function fetchBetsStats(): Promise<BetsStatsResponse> {
  return contentRequest('/api/content/bets_stats', { schema: betsStatsResponseSchema });
}

/** Query options of the bets stats, refreshed hourly (spec 001 §9). */
export function betsStatsQueryOptions(scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'bets-stats', scope.bookmaker, scope.language] as const,
    queryFn: fetchBetsStats,
    refetchInterval: BETS_STATS_REFRESH_MS,
    staleTime: BETS_STATS_REFRESH_MS,
  });
}

/** The bets stats. */
export function useBetsStats() {
  return useQuery(betsStatsQueryOptions(useCatalogScope()));
}
