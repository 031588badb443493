/** Events starting within this window show a 'Starts in' countdown instead of their date. */
export const COUNTDOWN_WINDOW_MS = 3 * 60 * 60 * 1000;

/** A countdown split for display (spec 001 §2: hours, minutes, seconds). */
export interface CountdownParts {
  readonly hours: number;
  readonly minutes: string;
  readonly seconds: string;
}

/**
 * Splits the time left into hours and zero-padded minutes and seconds; null once started.
 * @example splitCountdown(3_723_000) // { hours: 1, minutes: '02', seconds: '03' }
 */
export function splitCountdown(remainingMs: number): CountdownParts | null {
  if (!(remainingMs > 0)) return null;
  const total = Math.ceil(remainingMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return { hours, minutes: String(minutes).padStart(2, '0'), seconds: String(seconds).padStart(2, '0') };
}

/** True when an event should count down rather than show its date. */
export function isStartingSoon(startsAt: string, now: number): boolean {
  const remaining = new Date(startsAt).getTime() - now;
  return remaining > 0 && remaining <= COUNTDOWN_WINDOW_MS;
}
