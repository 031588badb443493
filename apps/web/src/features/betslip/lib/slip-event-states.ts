import type { EventDelta, EventHeader, EventStats } from '@sportsbook/protocol';
import { useSyncExternalStore } from 'react';

/** What a slip line shows of its event's play: in play or not, the period, the clock and the score. */
export interface SlipEventState {
  readonly isLive: boolean;
  readonly status: string;
  readonly statusDescription: string | null;
  readonly stats: EventStats | null;
}

/*
 * The live state of the slip's events, keyed by event id and kept outside React (like the
 * live-odds store), so a score change re-renders only the lines of that event. Fed by the slip's
 * 5 s `find` answer and by the `<bookmaker>_event_<id>` pushes of its in-play events.
 */
const states = new Map<number, SlipEventState>();
const listeners = new Map<number, Set<() => void>>();

function notify(eventId: number): void {
  for (const listener of listeners.get(eventId) ?? []) listener();
}

function sameState(a: SlipEventState | undefined, b: SlipEventState): boolean {
  return (
    a !== undefined &&
    a.isLive === b.isLive &&
    a.status === b.status &&
    a.statusDescription === b.statusDescription &&
    JSON.stringify(a.stats) === JSON.stringify(b.stats)
  );
}

function put(eventId: number, next: SlipEventState): void {
  if (sameState(states.get(eventId), next)) return;
  states.set(eventId, next);
  notify(eventId);
}

export const slipEventStates = {
  get(eventId: number): SlipEventState | undefined {
    return states.get(eventId);
  },
  /** Takes the events of a `find` answer as they are now. */
  setFromEvents(events: readonly EventHeader[]): void {
    for (const event of events) {
      put(event.id, {
        isLive: event.is_live,
        status: event.status,
        statusDescription: event.status_description,
        stats: event.stats,
      });
    }
  },
  /** Applies one pushed delta: only the parts it carries change. */
  applyDelta(delta: EventDelta): void {
    const known = states.get(delta.event_id);
    if (!known && delta.is_live === undefined && delta.stats === undefined) return;
    put(delta.event_id, {
      isLive: delta.is_live ?? known?.isLive ?? false,
      status: delta.status ?? known?.status ?? '',
      statusDescription:
        delta.status_description !== undefined ? delta.status_description : (known?.statusDescription ?? null),
      stats: delta.stats !== undefined ? delta.stats : (known?.stats ?? null),
    });
  },
  subscribe(eventId: number, listener: () => void): () => void {
    const set = listeners.get(eventId) ?? new Set();
    set.add(listener);
    listeners.set(eventId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(eventId);
    };
  },
  /** Tests only: forgets every event. */
  clear(): void {
    const ids = [...states.keys()];
    states.clear();
    for (const id of ids) notify(id);
  },
};

/** One event's live state in a component; re-renders when that event changes. */
export function useSlipEventState(eventId: number): SlipEventState | undefined {
  return useSyncExternalStore(
    (listener) => slipEventStates.subscribe(eventId, listener),
    () => slipEventStates.get(eventId),
    () => undefined,
  );
}
