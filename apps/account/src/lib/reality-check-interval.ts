import { useSyncExternalStore } from 'react';

/*
 * The player's reality-check interval in minutes (decision 017: default 60, 10–600), shared
 * by the timer that runs while the session lasts and the responsible-gambling page that
 * changes it. Null until read from the server.
 */

let minutes: number | null = null;
const listeners = new Set<() => void>();

/** Sets the interval (null when logged out). */
export function setRealityCheckInterval(value: number | null): void {
  if (value === minutes) return;
  minutes = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interval in minutes, or null. */
export function useRealityCheckInterval(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => minutes,
    () => minutes,
  );
}
