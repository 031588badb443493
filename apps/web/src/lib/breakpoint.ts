import { useSyncExternalStore } from 'react';

/*
 * The client's one breakpoint rule (spec 000 §9, spec 001 §2): the mobile layout is for widths
 * at or below 640 px when the page loads, and under 800 px once the window has been resized.
 * Components read it with `useIsMobile()`, code outside React with `isMobileNow()`, and style
 * sheets with `:root[data-layout='mobile']` — so no width is typed anywhere else.
 */

/** The widest page that loads in the mobile layout, in CSS pixels. */
export const MOBILE_MAX_WIDTH = 640;
/** After a resize, the mobile layout holds below this width. */
export const MOBILE_RESIZE_MAX_WIDTH = 800;

/**
 * True when a window this wide shows the mobile layout; `resized` once the window has been resized.
 * @example isMobileWidth(700, false) // false: a page loading at 700 px is desktop
 * @example isMobileWidth(700, true) // true: a window resized to 700 px is mobile
 */
export function isMobileWidth(width: number, resized: boolean): boolean {
  return resized ? width < MOBILE_RESIZE_MAX_WIDTH : width <= MOBILE_MAX_WIDTH;
}

const listeners = new Set<() => void>();
let mobile = false;

function mark(): void {
  document.documentElement.dataset.layout = mobile ? 'mobile' : 'desktop';
}

function onResize(): void {
  const next = isMobileWidth(window.innerWidth, true);
  if (next === mobile) return;
  mobile = next;
  mark();
  for (const listener of listeners) listener();
}

/** Reads the width as a page load does (the module's start; tests set `innerWidth` and call it again). */
export function readLoadWidth(): void {
  mobile = isMobileWidth(window.innerWidth, false);
  mark();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  readLoadWidth();
  window.addEventListener('resize', onResize);
}

/** True when the mobile layout applies now (for code outside React: message handlers, callbacks). */
export function isMobileNow(): boolean {
  return mobile;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the mobile layout applies; re-renders when a resize crosses the breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
