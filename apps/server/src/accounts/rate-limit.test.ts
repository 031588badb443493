import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter } from './rate-limit';

const MINUTE = 60_000;

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = createLoginRateLimiter({
    username: { max: 3, windowMs: 10 * MINUTE },
    ip: { max: 5, windowMs: 10 * MINUTE },
    now: () => clock.now,
  });
  return { clock, limiter };
}

describe('login rate limiter', () => {
  it('refuses a username after its failures reach the limit, whatever the case of the name', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i += 1) expect(limiter.attempt(i % 2 ? 'Alice' : 'alice', `10.0.0.${i}`).allowed).toBe(true);
    const refused = limiter.attempt('ALICE', '10.0.0.9');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it('refuses an IP after its failures reach the limit, for any username', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i += 1) expect(limiter.attempt(`user-${i}`, '10.0.0.1').allowed).toBe(true);
    expect(limiter.attempt('someone-new', '10.0.0.1').allowed).toBe(false);
    expect(limiter.attempt('someone-new', '10.0.0.2').allowed).toBe(true);
  });

  it('lets attempts through again once the oldest failure leaves the window, with Retry-After counting down', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i += 1) {
      limiter.attempt('bob', 'ip');
      clock.now += MINUTE;
    }
    expect(limiter.attempt('bob', 'ip')).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    clock.now = 10 * MINUTE + 1;
    expect(limiter.attempt('bob', 'ip').allowed).toBe(true);
  });

  it('forgets the username failures on success and refunds the successful attempt to the IP', () => {
    const { limiter } = limiterAt();
    limiter.attempt('carol', 'ip');
    limiter.attempt('carol', 'ip');
    const attempt = limiter.attempt('carol', 'ip');
    if (!attempt.allowed) throw new Error('expected the third attempt to be allowed');
    attempt.succeeded();
    for (let i = 0; i < 2; i += 1) expect(limiter.attempt('carol', 'ip').allowed).toBe(true);
    // The IP keeps its two earlier failures plus these two: one more is allowed, then none.
    expect(limiter.attempt('dave', 'ip').allowed).toBe(true);
    expect(limiter.attempt('erin', 'ip').allowed).toBe(false);
  });

  it('counts attempts still in flight, so parallel guesses cannot pass the limit', () => {
    const { limiter } = limiterAt();
    const results = Array.from({ length: 10 }, () => limiter.attempt('frank', 'ip').allowed);
    expect(results.filter(Boolean)).toHaveLength(3);
  });
});
