import { MOBILE_MAX_WIDTH, MOBILE_RESIZE_MAX_WIDTH } from '@sportsbook/betting';
import { useSyncExternalStore } from 'react';

/*
 * Spec 001 §2: the mobile layout is for widths at or below 640 px when the page loads, and
 * under 800 px once the window is resized. One resize listener feeds every reader.
 */

let mobile = typeof window === 'undefined' ? false : window.innerWidth <= MOBILE_MAX_WIDTH;
const listeners = new Set<() => void>();

function onResize(): void {
  const next = window.innerWidth < MOBILE_RESIZE_MAX_WIDTH;
  if (next === mobile) return;
  mobile = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** True when the mobile layout applies. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mobile,
    () => false,
  );
}

/** Re-reads the width as on page load (tests set `innerWidth` and call this). */
export function resetMobileForTests(): void {
  mobile = window.innerWidth <= MOBILE_MAX_WIDTH;
}
