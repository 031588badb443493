import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  continueRealityCheck,
  elapsedMinutes,
  realityCheckIntervalMs,
  startRealityCheck,
  stopRealityCheck,
  useRealityCheckStore,
} from './reality-check';

describe('casino reality check', () => {
  afterEach(() => {
    stopRealityCheck();
    delete window.__CASINO_REALITY_CHECK_SECONDS__;
    vi.useRealTimers();
  });

  it('fires after each interval; the elapsed time is the interval times the counter', () => {
    vi.useFakeTimers();
    startRealityCheck(1);
    vi.advanceTimersByTime(59_999);
    expect(useRealityCheckStore.getState().due).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useRealityCheckStore.getState()).toMatchObject({ due: true, counter: 1 });
    expect(elapsedMinutes(useRealityCheckStore.getState())).toBe(1);
    continueRealityCheck();
    expect(useRealityCheckStore.getState().due).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(useRealityCheckStore.getState()).toMatchObject({ due: true, counter: 2 });
    expect(elapsedMinutes(useRealityCheckStore.getState())).toBe(2);
  });

  it('stops with logout or leaving: no message comes any more', () => {
    vi.useFakeTimers();
    startRealityCheck(1);
    stopRealityCheck();
    vi.advanceTimersByTime(600_000);
    expect(useRealityCheckStore.getState()).toMatchObject({ due: false, counter: 0 });
  });

  it('takes the test hook only in a test build', () => {
    window.__CASINO_REALITY_CHECK_SECONDS__ = 2;
    expect(realityCheckIntervalMs(1, true)).toBe(2_000);
    expect(realityCheckIntervalMs(1, false)).toBe(60_000);
    expect(realityCheckIntervalMs(30, false)).toBe(1_800_000);
  });
});
