import { marketsResponseSchema } from '@sportsbook/protocol';
import type { MarketsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socketRequest } from '../../../lib/realtime';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';
import { seedLiveOdds } from './get-events';

/** `markets`: one event with every market (HTTP twin `/echo/v1/markets`). */
export async function fetchEventMarkets(eventId: number): Promise<MarketsResponse> {
  const answer = await socketRequest('markets', { event_id: eventId }, marketsResponseSchema);
  seedLiveOdds([answer.event]);
  return answer;
}

/** Query options of one event's markets. */
export function eventMarketsQueryOptions(eventId: number, scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'markets', scope.bookmaker, scope.language, eventId] as const,
    queryFn: () => fetchEventMarkets(eventId),
  });
}

/** One event with every market; disabled without an id. */
export function useEventMarkets(eventId: number | null) {
  const scope = useCatalogScope();
  return useQuery({ ...eventMarketsQueryOptions(eventId ?? 0, scope), enabled: eventId !== null });
}
