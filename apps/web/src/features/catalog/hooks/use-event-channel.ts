import { eventChannel, eventDeltaSchema } from '@sportsbook/protocol';
import type { EventDelta, MarketsResponse } from '@sportsbook/protocol';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveOdds, subscribeChannel } from '../../../lib/realtime';
import { useSiteStore } from '../../../stores/site-store';

/**
 * Applies one event's delta (docs/api.md: only what changed): new prices and suspensions into the
 * live-odds store, the event's live state and market suspensions into its cached markets.
 */
export function applyEventDelta(queryClient: QueryClient, delta: EventDelta): void {
  liveOdds.set(
    delta.markets.flatMap((market) =>
      market.outcomes.map((outcome) => ({ ...outcome, is_suspended: market.is_suspended })),
    ),
  );
  const suspension = new Map(delta.markets.map((market) => [market.id, market.is_suspended]));
  for (const [key, data] of queryClient.getQueriesData<MarketsResponse>({ queryKey: ['catalog', 'markets'] })) {
    if (!data || data.event.id !== delta.event_id) continue;
    const { event } = data;
    // Outcomes of a suspended market that the delta did not list are locked too.
    for (const market of event.markets) {
      const suspended = suspension.get(market.id);
      if (suspended !== undefined)
        liveOdds.setSuspended(
          market.outcomes.map((outcome) => outcome.id),
          suspended,
        );
    }
    queryClient.setQueryData<MarketsResponse>(key, {
      event: {
        ...event,
        ...(delta.status !== undefined ? { status: delta.status } : {}),
        ...(delta.is_live !== undefined ? { is_live: delta.is_live } : {}),
        ...(delta.status_description !== undefined ? { status_description: delta.status_description } : {}),
        ...(delta.stats !== undefined ? { stats: delta.stats } : {}),
        markets: event.markets.map((market) => {
          const suspended = suspension.get(market.id);
          return suspended === undefined || suspended === market.is_suspended
            ? market
            : { ...market, is_suspended: suspended };
        }),
      },
    });
  }
}

/** Follows `<bookmaker>_event_<id>` while mounted (the match screen). */
export function useEventChannel(eventId: number | null): void {
  const queryClient = useQueryClient();
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  useEffect(() => {
    if (eventId === null) return undefined;
    return subscribeChannel(eventChannel(bookmaker, eventId), (payload) => {
      const parsed = eventDeltaSchema.safeParse(payload);
      if (parsed.success) applyEventDelta(queryClient, parsed.data);
      else console.warn('[catalog] ignored an event delta of the wrong shape');
    });
  }, [queryClient, bookmaker, eventId]);
}
