import { MOBILE_MAX_WIDTH } from '@sportsbook/betting';

/** True on the mobile layout (spec 001 §2: width at or below 640 px). */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
}
