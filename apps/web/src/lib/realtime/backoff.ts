/** Reconnect delays (ARCHITECTURE "Realtime"): doubling from the base, never above the cap. */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** The defaults: 1 s, 2 s, 4 s… up to about 30 s. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };

/**
 * The wait before reconnect attempt `attempt` (0 = the first retry): exponential, capped, with
 * "equal jitter" — half the delay fixed, half random — so a server restart is not met by every
 * client at the same instant, and no wait ever exceeds the cap.
 * @example calcBackoffDelay(3, DEFAULT_BACKOFF, () => 0.5) // 6000 (8 s capped, half + a quarter)
 */
export function calcBackoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const exponential = options.baseMs * 2 ** Math.max(0, Math.min(attempt, 30));
  const capped = Math.min(options.maxMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * Math.min(1, Math.max(0, random())));
}
