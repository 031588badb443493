import { LIVE_WIDGET_REFRESH_MS } from '@sportsbook/betting';
import { useEventsSimple } from '../api/get-events-simple';

/** The live listing's params: one object, so every reader shares one query key. */
const LIVE = { live: true } as const;

/**
 * The live events (events-simple, live), refreshed every 30 s (spec 001 §9 "live widget") and by
 * the events channel's pushes. The live widget and the sidebar's in-play check read this one
 * query, so a match page polls it once per 30 s, not once per reader.
 */
export function useLiveListing(enabled = true) {
  return useEventsSimple(LIVE, { refetchIntervalMs: LIVE_WIDGET_REFRESH_MS, enabled });
}

/** True when `eventId` (the match on screen, or null) is among the live events. */
export function useInPlayEvent(eventId: number | null): boolean {
  const { data } = useLiveListing(eventId !== null);
  return eventId !== null && (data?.events.some((event) => event.id === eventId && event.is_live) ?? false);
}
