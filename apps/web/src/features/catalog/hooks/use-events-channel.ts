import { eventsChannel, eventsPushSchema } from '@sportsbook/protocol';
import type {
  ContentHomeResponse,
  EventHeader,
  EventsResponse,
  EventsSimpleResponse,
  SportEvent,
} from '@sportsbook/protocol';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveOdds, outcomesOfMarkets, subscribeChannel } from '../../../lib/realtime';
import { useSiteStore } from '../../../stores/site-store';
import type { EventsParams } from '../api/get-events';
import { mergeEventsPush } from '../lib/merge-events';

function withoutMarkets(event: SportEvent): EventHeader {
  const { markets: _markets, ...header } = event;
  return header;
}

function paramsOf(key: QueryKey): EventsParams {
  return (key[4] ?? {}) as EventsParams;
}

/**
 * Applies one `{events}` push to the catalogue: prices into the live-odds store (flashing),
 * live state into every cached listing (events, simple events, home), ended events out, new
 * live events into live listings. A listing that gained events refetches for its translated
 * markets.
 */
export function applyEventsPush(queryClient: QueryClient, pushed: readonly SportEvent[]): void {
  liveOdds.set(pushed.flatMap((event) => outcomesOfMarkets(event.markets)));
  for (const [key, data] of queryClient.getQueriesData<EventsResponse>({ queryKey: ['catalog', 'events'] })) {
    if (!data) continue;
    const params = paramsOf(key);
    const result = mergeEventsPush(
      data.events,
      pushed,
      { liveOnly: params.live === true && !params.key, ...(params.sport ? { sport: params.sport } : {}) },
      (event) => event as SportEvent,
    );
    if (result.changed) queryClient.setQueryData<EventsResponse>(key, { ...data, events: [...result.events] });
    if (result.added > 0) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  const headers = pushed.map(withoutMarkets);
  for (const [key, data] of queryClient.getQueriesData<EventsSimpleResponse>({
    queryKey: ['catalog', 'events-simple'],
  })) {
    if (!data) continue;
    const params = paramsOf(key);
    const result = mergeEventsPush(
      data.events,
      headers,
      { liveOnly: params.live === true, ...(params.sport ? { sport: params.sport } : {}) },
      (event) => event,
    );
    if (result.changed) queryClient.setQueryData<EventsSimpleResponse>(key, { ...data, events: [...result.events] });
  }
  for (const [key, data] of queryClient.getQueriesData<ContentHomeResponse>({ queryKey: ['catalog', 'home'] })) {
    if (!data) continue;
    const result = mergeEventsPush(data.data.tabs.live, pushed, { liveOnly: true }, (event) => event as SportEvent);
    if (!result.changed) continue;
    queryClient.setQueryData<ContentHomeResponse>(key, {
      ...data,
      data: { ...data.data, tabs: { ...data.data.tabs, live: [...result.events] } },
    });
  }
}

interface Retained {
  count: number;
  stop: () => void;
}
const retained = new Map<string, Retained>();
const clientIds = new WeakMap<QueryClient, number>();
let nextClientId = 1;

function retain(queryClient: QueryClient, bookmaker: string): () => void {
  let clientId = clientIds.get(queryClient);
  if (clientId === undefined) {
    clientId = nextClientId++;
    clientIds.set(queryClient, clientId);
  }
  const key = `${clientId}:${bookmaker}`;
  let entry = retained.get(key);
  if (!entry) {
    const stop = subscribeChannel(eventsChannel(bookmaker), (payload) => {
      const parsed = eventsPushSchema.safeParse(payload);
      if (parsed.success) applyEventsPush(queryClient, parsed.data.events);
      else console.warn('[catalog] ignored an events push of the wrong shape');
    });
    entry = { count: 0, stop };
    retained.set(key, entry);
  }
  entry.count += 1;
  const held = entry;
  return () => {
    held.count -= 1;
    if (held.count > 0) return;
    held.stop();
    retained.delete(key);
  };
}

/**
 * Keeps the catalogue following `<bookmaker>_events` while the caller is mounted: one socket
 * subscription however many lists use it (spec 001 §7 "Realtime pub/sub").
 */
export function useEventsChannel(enabled = true): void {
  const queryClient = useQueryClient();
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  useEffect(() => (enabled ? retain(queryClient, bookmaker) : undefined), [queryClient, bookmaker, enabled]);
}
