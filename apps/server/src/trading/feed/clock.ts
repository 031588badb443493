/**
 * The feed's sense of time. Everything the feed does is a function of simulated time, so a
 * test drives it with a manual clock and a server runs it FEED_SPEED times faster than real.
 */
export interface Clock {
  /** Simulated time now, in epoch milliseconds. */
  now(): number;
}

/** A clock a test moves by hand: the only way to make a 2-hour simulation take a second. */
export interface ManualClock extends Clock {
  /** Moves simulated time forward by `ms` (never backwards). */
  advance(ms: number): void;
  /** Jumps to an absolute simulated time; refuses to go back, as the feed never rewinds. */
  set(epochMs: number): void;
}

/** Options of the simulated clock. */
export interface SimulatedClockOptions {
  /** Simulated time at the moment the clock is created (epoch ms). */
  readonly start: number;
  /** How many simulated milliseconds pass per real millisecond (FEED_SPEED). */
  readonly speed: number;
  /** The real clock; injectable so the mapping itself is testable. */
  readonly realNow?: () => number;
}

/**
 * Simulated time = start + real elapsed × speed. A restarted leader passes the stored
 * simulated time as `start`, so a fast feed never jumps back to the wall clock.
 * @example createSimulatedClock({ start: Date.now(), speed: 60 }) // one simulated hour per real minute
 */
export function createSimulatedClock({ start, speed, realNow = Date.now }: SimulatedClockOptions): Clock {
  if (!(speed > 0) || !Number.isFinite(speed)) {
    throw new RangeError(`FEED_SPEED must be a positive number (1 = real time), got ${speed}.`);
  }
  const realStart = realNow();
  return { now: () => Math.floor(start + (realNow() - realStart) * speed) };
}

/** A clock that moves only when told to, for tests and replays. */
export function createManualClock(start: number): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`A manual clock only moves forward; got ${ms} ms.`);
      current += ms;
    },
    set(epochMs) {
      if (epochMs < current) throw new RangeError(`A manual clock never goes back (${epochMs} < ${current}).`);
      current = epochMs;
    },
  };
}
