import { describe, expect, it } from 'vitest';
import { createManualClock, createSimulatedClock } from './clock';

describe('feed clocks', () => {
  it('runs simulated time FEED_SPEED times faster than the real clock from its start', () => {
    let real = 1_000;
    const clock = createSimulatedClock({ start: 50_000, speed: 60, realNow: () => real });
    expect(clock.now()).toBe(50_000);
    real += 1_000;
    expect(clock.now()).toBe(110_000);
  });

  it('refuses a speed that is not a positive number', () => {
    expect(() => createSimulatedClock({ start: 0, speed: 0 })).toThrow(/FEED_SPEED/);
    expect(() => createSimulatedClock({ start: 0, speed: Number.NaN })).toThrow(/FEED_SPEED/);
  });

  it('moves a manual clock only forward', () => {
    const clock = createManualClock(1_000);
    clock.advance(500);
    clock.set(2_000);
    expect(clock.now()).toBe(2_000);
    expect(() => clock.advance(-1)).toThrow(/forward/);
    expect(() => clock.set(1_999)).toThrow(/never goes back/);
  });
});
