import { BALANCE_REFRESH_FIRST_MS, BALANCE_REFRESH_INTERVAL_MS } from '@sportsbook/betting';

/**
 * The balance schedule of spec 001 §9 ("start, 5 s, then every 60 s"), which the native popups
 * follow too (§7): `tick` runs now (unless `now` is false), 5 s later and every 60 s until stopped.
 * Returns the stop function.
 */
export function onBalanceSchedule(tick: () => void, options: { readonly now?: boolean } = {}): () => void {
  if (options.now !== false) tick();
  const first = setTimeout(tick, BALANCE_REFRESH_FIRST_MS);
  const every = setInterval(tick, BALANCE_REFRESH_INTERVAL_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
