/**
 * Login throttling: failed logins are counted per username and per client IP over a sliding
 * window. Held in this process's memory: enough for one instance (the embedded default).
 * Several instances behind a load balancer each keep their own counts, so the effective limit
 * multiplies by the number of instances; a shared store (Redis, or a table) is the fix then.
 */

/** A limit: at most `max` failures in `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** 5 failures per username and 20 per IP in 15 minutes. */
export const DEFAULT_LOGIN_LIMITS: { readonly username: RateLimit; readonly ip: RateLimit } = {
  username: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 20, windowMs: 15 * 60_000 },
};

/** An attempt let through; settle it with `succeeded` or leave it counted as a failure. */
export interface LoginAttempt {
  readonly allowed: true;
  /** The password was right: the username's failures are forgotten and this attempt refunded. */
  succeeded(): void;
}

/** An attempt refused before any password was checked. */
export interface LoginRefusal {
  readonly allowed: false;
  /** Whole seconds until the oldest counted failure leaves the window (the Retry-After header). */
  readonly retryAfterSeconds: number;
}

export interface LoginRateLimiter {
  /**
   * Asks to try a login. An allowed attempt is counted as a failure at once (so parallel guesses
   * cannot slip past the limit) and refunded by `succeeded()`.
   */
  attempt(username: string, ip: string): LoginAttempt | LoginRefusal;
}

export interface LoginRateLimiterOptions {
  readonly username?: RateLimit;
  readonly ip?: RateLimit;
  /** Milliseconds since the epoch; tests move it. */
  readonly now?: () => number;
  /** Keys kept before a sweep drops the ones whose failures have all expired. */
  readonly sweepAbove?: number;
}

/** Failure times per key, oldest first. */
class SlidingWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly sweepAbove: number,
  ) {}

  /** Failures still inside the window at `now`. */
  private recent(key: string, now: number): number[] {
    const since = now - this.limit.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until another failure may be counted, 0 when one may now. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] ?? now;
    return oldest + this.limit.windowMs - now;
  }

  add(key: string, now: number): void {
    if (this.failures.size >= this.sweepAbove) this.sweep(now);
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** Removes one failure counted at `time` (a refund). */
  remove(key: string, time: number): void {
    const list = this.failures.get(key);
    const index = list?.lastIndexOf(time) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (list?.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

/** The in-memory login limiter. */
export function createLoginRateLimiter(options: LoginRateLimiterOptions = {}): LoginRateLimiter {
  const now = options.now ?? Date.now;
  const sweepAbove = options.sweepAbove ?? 10_000;
  const byUsername = new SlidingWindow(options.username ?? DEFAULT_LOGIN_LIMITS.username, sweepAbove);
  const byIp = new SlidingWindow(options.ip ?? DEFAULT_LOGIN_LIMITS.ip, sweepAbove);

  return {
    attempt(username, ip) {
      const at = now();
      // Bounded, so a megabyte-long username cannot become a megabyte-long key.
      const user = username.toLowerCase().slice(0, 256);
      const wait = Math.max(byUsername.waitMs(user, at), byIp.waitMs(ip, at));
      if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      byUsername.add(user, at);
      byIp.add(ip, at);
      return {
        allowed: true,
        succeeded() {
          byUsername.clear(user);
          byIp.remove(ip, at);
        },
      };
    },
  };
}
