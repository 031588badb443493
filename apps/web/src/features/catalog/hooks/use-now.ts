import { useSyncExternalStore } from 'react';

/*
 * One 1 s ticker for every countdown on the page, started by the first reader and stopped
 * with the last, instead of one interval per event line.
 */
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of [...listeners]) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function read(): number {
  // Whole seconds, so two reads in one render agree even before the ticker runs.
  if (!timer) now = Math.floor(Date.now() / TICK_MS) * TICK_MS;
  return now;
}

/** The current time, ticking every second while the caller is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
