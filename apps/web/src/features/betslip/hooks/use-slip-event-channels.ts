import type { SlipSelection } from '@sportsbook/betting';
import { eventChannel, eventDeltaSchema } from '@sportsbook/protocol';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { subscribeChannel } from '../../../lib/realtime';
import { useSiteStore } from '../../../stores/site-store';
import { slipEventStates } from '../lib/slip-event-states';

/** The slip's in-play event ids as one key, as the slip knows them now. */
function liveKey(selections: readonly SlipSelection[]): string {
  const ids = new Set<number>();
  for (const selection of selections) {
    const state = slipEventStates.get(selection.eventId);
    if (state ? state.isLive : selection.isLive) ids.add(selection.eventId);
  }
  return [...ids].sort((a, b) => a - b).join(',');
}

/**
 * Follows `<bookmaker>_event_<id>` for every in-play event of the slip while the slip is on
 * screen, so a line's clock and score move with the match (the 5 s `find` refresh catches up
 * whatever a push missed). Pre-match events are left to the refresh: they have no clock.
 */
export function useSlipEventChannels(selections: readonly SlipSelection[]): void {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const eventIds = useMemo(() => [...new Set(selections.map((selection) => selection.eventId))], [selections]);
  const key = useSyncExternalStore(
    (listener) => {
      const unsubscribes = eventIds.map((id) => slipEventStates.subscribe(id, listener));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    () => liveKey(selections),
    () => '',
  );
  useEffect(() => {
    if (key === '') return undefined;
    const unsubscribes = key.split(',').map((id) =>
      subscribeChannel(eventChannel(bookmaker, Number(id)), (payload) => {
        const parsed = eventDeltaSchema.safeParse(payload);
        if (parsed.success) slipEventStates.applyDelta(parsed.data);
        else console.warn('[betslip] ignored an event delta of the wrong shape');
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [bookmaker, key]);
}
