import { Redis } from 'ioredis';

/*
 * Where throttles keep their counts (decision 029). In memory for one instance (the embedded
 * default); in Redis when REDIS_URL is set, so every instance behind a load balancer counts the
 * same failures and a guesser gains nothing by spreading attempts over them.
 */

/**
 * A backoff: the first `free` attempts pass at once; after that each attempt must wait
 * `baseMs · 2^(attempts − free)` after the previous one (1 s, 2 s, 4 s… for a base of 1 s),
 * never more than `maxMs`. The count is forgotten after `forgetMs` without an attempt.
 */
export interface BackoffPolicy {
  readonly free: number;
  readonly baseMs: number;
  readonly maxMs: number;
  readonly forgetMs: number;
}

/** One counted key and its policy. */
export interface Throttle {
  readonly key: string;
  readonly policy: BackoffPolicy;
}

/** A fixed window: at most `max` requests per key in each `windowMs` that starts with its first request. */
export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** One counted key and its window. */
export interface WindowThrottle {
  readonly key: string;
  readonly limit: WindowLimit;
}

/** Counts of attempts per key; `take` decides and counts atomically, so parallel attempts cannot slip past. */
export interface RateLimitStore {
  /**
   * Counts one attempt on every key when none of them must wait at `now` (epoch ms), and
   * answers 0; otherwise counts nothing and answers the longest wait in milliseconds.
   */
  take(throttles: readonly Throttle[], now: number): Promise<number>;
  /**
   * Counts one request on every key when none of them has used its window's `max` at `now`, and
   * answers 0; otherwise counts nothing and answers the milliseconds until the fullest window ends.
   */
  hit(throttles: readonly WindowThrottle[], now: number): Promise<number>;
  /** Takes one counted attempt back (a success that should not count against an address). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt of a key (a right password clears the username's backoff). */
  forget(key: string): Promise<void>;
  /** Releases the connection, if any. */
  close(): Promise<void>;
}

/** Milliseconds the next attempt must wait after `attempts` counted ones, the last at `last`. */
export function backoffWaitMs(policy: BackoffPolicy, attempts: number, last: number, now: number): number {
  if (attempts < policy.free || now - last >= policy.forgetMs) return 0;
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempts - policy.free));
  return Math.max(0, last + delay - now);
}

interface Count {
  attempts: number;
  last: number;
  forgetAt: number;
}

interface WindowCount {
  hits: number;
  endsAt: number;
}

/** The in-memory store; keys whose counts are forgotten are swept once there are more than `sweepAbove`. */
export function createMemoryRateLimitStore(sweepAbove = 10_000): RateLimitStore {
  const counts = new Map<string, Count>();
  const windows = new Map<string, WindowCount>();

  function window(key: string, now: number): WindowCount | null {
    const count = windows.get(key);
    if (count && count.endsAt <= now) windows.delete(key);
    return count && count.endsAt > now ? count : null;
  }

  function current(key: string, now: number): Count | null {
    const count = counts.get(key);
    if (count && count.forgetAt <= now) counts.delete(key);
    return count && count.forgetAt > now ? count : null;
  }

  return {
    async take(throttles, now) {
      let wait = 0;
      for (const { key, policy } of throttles) {
        const count = current(key, now);
        if (count) wait = Math.max(wait, backoffWaitMs(policy, count.attempts, count.last, now));
      }
      if (wait > 0) return wait;
      if (counts.size >= sweepAbove) for (const key of [...counts.keys()]) current(key, now);
      for (const { key, policy } of throttles) {
        const attempts = (current(key, now)?.attempts ?? 0) + 1;
        counts.set(key, { attempts, last: now, forgetAt: now + policy.forgetMs });
      }
      return 0;
    },
    async hit(throttles, now) {
      let wait = 0;
      for (const { key, limit } of throttles) {
        const count = window(key, now);
        if (count && count.hits >= limit.max) wait = Math.max(wait, count.endsAt - now);
      }
      if (wait > 0) return wait;
      if (windows.size >= sweepAbove) for (const key of [...windows.keys()]) window(key, now);
      for (const { key, limit } of throttles) {
        const count = window(key, now);
        if (count) count.hits += 1;
        else windows.set(key, { hits: 1, endsAt: now + limit.windowMs });
      }
      return 0;
    },
    async refund(key) {
      const count = counts.get(key);
      if (count && count.attempts > 0) count.attempts -= 1;
    },
    async forget(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
      windows.clear();
    },
  };
}

/*
 * One script decides and counts for every key of an attempt, so two instances racing on the
 * same username both see the other's attempt. Each key is a hash { a: attempts, l: last (ms) }
 * that Redis drops `forgetMs` after its last attempt.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
local attempts = {}
for i, key in ipairs(KEYS) do
  local o = 1 + (i - 1) * 4
  local free, base, max, forget = tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4])
  local a = tonumber(redis.call('HGET', key, 'a') or '0')
  local last = tonumber(redis.call('HGET', key, 'l') or '0')
  if now - last >= forget then a = 0 end
  if a >= free then
    local w = last + math.min(max, base * 2 ^ (a - free)) - now
    if w > wait then wait = w end
  end
  attempts[i] = a
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  redis.call('HSET', key, 'a', attempts[i] + 1, 'l', now)
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + (i - 1) * 4 + 4]))
end
return 0
`;

/*
 * Fixed windows: each key is a counter Redis drops when its window ends (PEXPIRE set by the
 * first request of the window). Every key is checked before any is counted, as `take` does.
 */
const HIT_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[(i - 1) * 2 + 1])
  local hits = tonumber(redis.call('GET', key) or '0')
  if hits >= max then
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, tonumber(ARGV[(i - 1) * 2 + 2])) end
end
return 0
`;

const REFUND_SCRIPT = `
local a = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
if a > 0 then redis.call('HINCRBY', KEYS[1], 'a', -1) end
return 0
`;

/** Options of the Redis store. */
export interface RedisRateLimitStoreOptions {
  /** Prepended to every key, so tests (and several products on one Redis) keep apart. */
  readonly prefix?: string;
  /** Told about connection errors; an attempt made while Redis is unreachable fails (HTTP 500), never passes. */
  readonly onError?: (error: unknown) => void;
}

/** The Redis store at `url` (the same client library and URL as the realtime bus). */
export function createRedisRateLimitStore(url: string, options: RedisRateLimitStoreOptions = {}): RateLimitStore {
  const redis = new Redis(url, { connectionName: 'sportsbook-rate-limit', maxRetriesPerRequest: 2 });
  redis.on('error', options.onError ?? ((error: unknown) => console.error('[rate-limit] Redis error:', error)));
  const prefix = options.prefix ?? 'sportsbook:rate-limit:';

  return {
    async take(throttles, now) {
      if (throttles.length === 0) return 0;
      const keys = throttles.map(({ key }) => prefix + key);
      const args = throttles.flatMap(({ policy }) => [policy.free, policy.baseMs, policy.maxMs, policy.forgetMs]);
      return Number(await redis.eval(TAKE_SCRIPT, keys.length, ...keys, now, ...args));
    },
    async hit(throttles) {
      if (throttles.length === 0) return 0;
      const keys = throttles.map(({ key }) => prefix + key);
      const args = throttles.flatMap(({ limit }) => [limit.max, limit.windowMs]);
      return Number(await redis.eval(HIT_SCRIPT, keys.length, ...keys, ...args));
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    async forget(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is configured (REDIS_URL), memory otherwise. */
export function createRateLimitStore(redisUrl: string | null | undefined): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}
