import { createMemoryRateLimitStore } from './rate-limit-store';
import type { BackoffPolicy, RateLimitStore } from './rate-limit-store';

/*
 * Login throttling (decision 029): failed logins per username and per client address back off
 * exponentially (1 s, 2 s, 4 s… up to a minute) once a few have failed, instead of locking the
 * username out for 15 minutes. Someone who fails on purpose can keep a victim waiting at most a
 * minute per attempt, yet guessing stays at about one password a minute per username. The counts
 * live in a RateLimitStore: Redis when REDIS_URL is set (shared by every instance), memory
 * otherwise.
 */

/** 5 free failures per username and 20 per address; then 1 s doubling up to 60 s; forgotten after 15 quiet minutes. */
export const DEFAULT_LOGIN_LIMITS: { readonly username: BackoffPolicy; readonly ip: BackoffPolicy } = {
  username: { free: 5, baseMs: 1_000, maxMs: 60_000, forgetMs: 15 * 60_000 },
  ip: { free: 20, baseMs: 1_000, maxMs: 60_000, forgetMs: 15 * 60_000 },
};

/** A quota: at most `max` attempts, then one per `windowMs` until `windowMs` pass without one. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The backoff that enforces a quota: `max` free attempts, then a flat `windowMs` between attempts. */
export function quotaPolicy(limit: RateLimit): BackoffPolicy {
  return { free: limit.max, baseMs: limit.windowMs, maxMs: limit.windowMs, forgetMs: limit.windowMs };
}

/** An attempt let through; settle it with `succeeded` or leave it counted as a failure. */
export interface LoginAttempt {
  readonly allowed: true;
  /** The password was right: the username's failures are forgotten and this attempt refunded to the address. */
  succeeded(): Promise<void>;
}

/** An attempt refused before any password was checked. */
export interface LoginRefusal {
  readonly allowed: false;
  /** Whole seconds until an attempt may be made again (the Retry-After header). */
  readonly retryAfterSeconds: number;
}

export interface LoginRateLimiter {
  /**
   * Asks to try a login. An allowed attempt is counted as a failure at once (so parallel guesses
   * cannot slip past the limit) and refunded by `succeeded()`. A refused one counts nothing, so
   * a player who is kept waiting does not lengthen the wait by trying.
   */
  attempt(username: string, ip: string): Promise<LoginAttempt | LoginRefusal>;
}

export interface LoginRateLimiterOptions {
  readonly username?: BackoffPolicy;
  readonly ip?: BackoffPolicy;
  /** Where counts live (default: this process's memory). */
  readonly store?: RateLimitStore;
  /** Keeps the keys of different throttles apart in one store (`login`, `register`…). */
  readonly name?: string;
  /** Milliseconds since the epoch; tests move it. */
  readonly now?: () => number;
}

/** A login limiter over a store. */
export function createLoginRateLimiter(options: LoginRateLimiterOptions = {}): LoginRateLimiter {
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryRateLimitStore();
  const name = options.name ?? 'login';
  const usernamePolicy = options.username ?? DEFAULT_LOGIN_LIMITS.username;
  const ipPolicy = options.ip ?? DEFAULT_LOGIN_LIMITS.ip;

  return {
    async attempt(username, ip) {
      // Bounded, so a megabyte-long username cannot become a megabyte-long key.
      const userKey = `${name}:user:${username.toLowerCase().slice(0, 256)}`;
      const ipKey = `${name}:ip:${ip}`;
      const wait = await store.take(
        [
          { key: userKey, policy: usernamePolicy },
          { key: ipKey, policy: ipPolicy },
        ],
        now(),
      );
      if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([store.forget(userKey), store.refund(ipKey)]);
        },
      };
    },
  };
}
