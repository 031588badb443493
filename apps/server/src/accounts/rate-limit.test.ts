import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginRateLimiter, DEFAULT_LOGIN_LIMITS } from './rate-limit';
import type { LoginAttempt, LoginRefusal } from './rate-limit';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const redisUrl = process.env.TEST_REDIS_URL;

/** Each suite gets stores that share nothing with another run (Redis: a fresh key prefix). */
type StoreFactory = () => { shared: () => RateLimitStore };
const stores: [string, StoreFactory][] = [
  [
    'memory',
    () => {
      const store = createMemoryRateLimitStore();
      return { shared: () => store };
    },
  ],
];
const opened: RateLimitStore[] = [];
if (redisUrl) {
  stores.push([
    'Redis',
    () => {
      const prefix = `test:rate-limit:${randomUUID()}:`;
      return {
        // A new connection each time, as a second server instance would open.
        shared: () => {
          const store = createRedisRateLimitStore(redisUrl, { prefix });
          opened.push(store);
          return store;
        },
      };
    },
  ]);
}
afterAll(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const allowed = (result: LoginAttempt | LoginRefusal): LoginAttempt => {
  if (!result.allowed) throw new Error(`expected the attempt to pass, it must wait ${result.retryAfterSeconds} s`);
  return result;
};

describe.each(stores)('login rate limiter in %s', (_name, makeStores) => {
  function limiterAt(start = 0) {
    const clock = { now: start };
    const { shared } = makeStores();
    const make = () =>
      createLoginRateLimiter({
        username: { free: 3, baseMs: SECOND, maxMs: 8 * SECOND, forgetMs: 10 * MINUTE },
        ip: { free: 5, baseMs: SECOND, maxMs: 8 * SECOND, forgetMs: 10 * MINUTE },
        store: shared(),
        now: () => clock.now,
      });
    return { clock, limiter: make(), another: make };
  }

  it('lets the free failures through, then makes each next attempt wait twice as long, up to the cap', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i += 1) allowed(await limiter.attempt('alice', `10.0.0.${i}`));
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await limiter.attempt('ALICE', '10.0.1.1');
      expect(refused.allowed).toBe(false);
      const seconds = (refused as LoginRefusal).retryAfterSeconds;
      waits.push(seconds);
      clock.now += seconds * SECOND - 1;
      expect((await limiter.attempt('alice', '10.0.1.2')).allowed, 'a millisecond too early').toBe(false);
      clock.now += 1;
      allowed(await limiter.attempt('Alice', `10.0.2.${i}`));
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('never locks a username out for long: a victim waits at most the cap after the guessing stops', async () => {
    const { clock, limiter } = limiterAt();
    // The attacker guesses as fast as the limiter allows: 20 counted failures.
    for (let guesses = 0, i = 0; guesses < 20; i += 1) {
      const result = await limiter.attempt('victim', `10.9.${i}.1`);
      if (result.allowed) guesses += 1;
      else clock.now += result.retryAfterSeconds * SECOND;
    }
    const refused = await limiter.attempt('victim', '192.168.1.1');
    expect(refused.allowed).toBe(false);
    expect((refused as LoginRefusal).retryAfterSeconds).toBeLessThanOrEqual(8);
    clock.now += 8 * SECOND;
    await allowed(await limiter.attempt('victim', '192.168.1.1')).succeeded();
  });

  it('does not lengthen the wait for attempts it refuses', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 4; i += 1) await limiter.attempt('bob', `10.1.0.${i}`);
    for (let i = 0; i < 10; i += 1) expect((await limiter.attempt('bob', '10.1.1.1')).allowed).toBe(false);
    clock.now += 2 * SECOND;
    allowed(await limiter.attempt('bob', '10.1.1.1'));
  });

  it('throttles an address that sprays many usernames', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) allowed(await limiter.attempt(`user-${i}`, '10.0.0.1'));
    expect((await limiter.attempt('someone-new', '10.0.0.1')).allowed).toBe(false);
    allowed(await limiter.attempt('someone-new', '10.0.0.2'));
  });

  it('forgets the username failures on success and refunds the successful attempt to the address', async () => {
    const { limiter } = limiterAt();
    await limiter.attempt('carol', 'ip');
    await limiter.attempt('carol', 'ip');
    await allowed(await limiter.attempt('carol', 'ip')).succeeded();
    for (let i = 0; i < 2; i += 1) allowed(await limiter.attempt('carol', 'ip'));
    // The address keeps its two earlier failures plus these two: one more passes, then it waits.
    allowed(await limiter.attempt('dave', 'ip'));
    expect((await limiter.attempt('erin', 'ip')).allowed).toBe(false);
  });

  it('forgets the failures after a quiet window', async () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i += 1) await limiter.attempt('frank', `10.2.0.${i}`);
    expect((await limiter.attempt('frank', '10.2.1.1')).allowed).toBe(false);
    clock.now += 10 * MINUTE;
    for (let i = 0; i < 3; i += 1) allowed(await limiter.attempt('frank', `10.2.2.${i}`));
  });

  it('counts attempts still in flight, so parallel guesses cannot pass the free allowance', async () => {
    const { limiter } = limiterAt();
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.attempt('gina', 'ip')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('shares the counts between two limiters on one store, as two server instances would', async () => {
    const { limiter, another } = limiterAt();
    const second = another();
    for (let i = 0; i < 3; i += 1) allowed(await (i % 2 ? second : limiter).attempt('hank', `10.3.0.${i}`));
    expect((await second.attempt('hank', '10.3.1.1')).allowed).toBe(false);
    expect((await limiter.attempt('hank', '10.3.1.2')).allowed).toBe(false);
  });
});

describe('default login limits', () => {
  it('back off from one second to at most a minute, never the old 15-minute lock-out', () => {
    for (const policy of [DEFAULT_LOGIN_LIMITS.username, DEFAULT_LOGIN_LIMITS.ip]) {
      expect(policy.baseMs).toBe(SECOND);
      expect(policy.maxMs).toBe(MINUTE);
    }
  });
});

describe.each(stores)('fixed windows (money rate limits) in %s', (_name, makeStores) => {
  const limit = (max: number) => ({ max, windowMs: 30 * SECOND });

  it('passes max requests per key, then answers the wait until the window ends and counts nothing', async () => {
    const store = makeStores().shared();
    const player = { key: 'money:bet-submit:player:1', limit: limit(2) };
    const address = { key: 'money:bet-submit:ip:203.0.113.9', limit: limit(3) };
    expect(await store.hit([player, address], 0)).toBe(0);
    expect(await store.hit([player, address], 1)).toBe(0);
    const wait = await store.hit([player, address], 2);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30 * SECOND);
    // The refused request counted nothing on the address: another player there still has one left.
    const other = { key: 'money:bet-submit:player:2', limit: limit(2) };
    expect(await store.hit([other, address], 3)).toBe(0);
    expect(await store.hit([other, address], 4)).toBeGreaterThan(0);
  });

  it('lets two connections share one window', async () => {
    const stores = makeStores();
    const key = { key: 'money:withdrawal:ip:10.0.0.9', limit: limit(1) };
    expect(await stores.shared().hit([key], 0)).toBe(0);
    expect(await stores.shared().hit([key], 1)).toBeGreaterThan(0);
  });
});

describe('fixed windows in memory', () => {
  it('opens a new window once the first one ended', async () => {
    const store = createMemoryRateLimitStore();
    const key = { key: 'money:deposit:player:7', limit: { max: 1, windowMs: 10 * SECOND } };
    expect(await store.hit([key], 0)).toBe(0);
    expect(await store.hit([key], 4 * SECOND)).toBe(6 * SECOND);
    expect(await store.hit([key], 10 * SECOND)).toBe(0);
  });
});
