import { eventsSimpleResponseSchema } from '@sportsbook/protocol';
import type { EventsSimpleResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socketRequest } from '../../../lib/realtime';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';
import type { EventsParams } from './get-events';

/** `events-simple`: the listing without markets (live widget, search). */
export function fetchEventsSimple(params: EventsParams): Promise<EventsSimpleResponse> {
  return socketRequest('events-simple', { ...params }, eventsSimpleResponseSchema);
}

/** Query options of a simple listing. */
export function eventsSimpleQueryOptions(params: EventsParams, scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'events-simple', scope.bookmaker, scope.language, params] as const,
    queryFn: () => fetchEventsSimple(params),
  });
}

/** A simple listing; `refetchIntervalMs` keeps it fresh (the live widget's 30 s). */
export function useEventsSimple(
  params: EventsParams,
  options: { readonly refetchIntervalMs?: number; readonly enabled?: boolean } = {},
) {
  const scope = useCatalogScope();
  return useQuery({
    ...eventsSimpleQueryOptions(params, scope),
    refetchInterval: options.refetchIntervalMs,
    enabled: options.enabled ?? true,
  });
}
