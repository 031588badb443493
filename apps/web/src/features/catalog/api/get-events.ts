import { eventsResponseSchema } from '@sportsbook/protocol';
import type { EventsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveOdds, outcomesOfMarkets, socketRequest } from '../../../lib/realtime';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';

/** Filters of the events listing (spec 001 §7); every one is optional. */
export interface EventsParams {
  readonly sport?: string;
  readonly competition?: string;
  readonly live?: boolean;
  /** A market type: only events offering it, each with that market (the market filter tabs). */
  readonly key?: string;
  readonly date?: string;
  readonly mode?: 'outrights';
}

/** Puts an answer's prices in the live-odds store, quietly: a listing is not a price move. */
export function seedLiveOdds(events: EventsResponse['events']): void {
  liveOdds.set(
    events.flatMap((event) => outcomesOfMarkets(event.markets)),
    { flash: false },
  );
}

/** `events` over the socket (HTTP twin `/echo/v1/events` as the fallback), parsed. */
export async function fetchEvents(params: EventsParams): Promise<EventsResponse> {
  const answer = await socketRequest('events', { ...params }, eventsResponseSchema);
  seedLiveOdds(answer.events);
  return answer;
}

/** Query options of an events listing. */
export function eventsQueryOptions(params: EventsParams, scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'events', scope.bookmaker, scope.language, params] as const,
    queryFn: () => fetchEvents(params),
  });
}

/** An events listing in the current brand and language. */
export function useEvents(
  params: EventsParams,
  options: { readonly refetchIntervalMs?: number; readonly enabled?: boolean } = {},
) {
  const scope = useCatalogScope();
  return useQuery({
    ...eventsQueryOptions(params, scope),
    refetchInterval: options.refetchIntervalMs,
    enabled: options.enabled ?? true,
  });
}
