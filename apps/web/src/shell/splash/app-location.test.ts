import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAppLocation } from './app-location';
import type { AppLocationDeps } from './app-location';
import type { LocationResult } from './location-check';

function deps(overrides: Partial<AppLocationDeps> = {}) {
  const log: string[] = [];
  const at = (text: string) => log.push(`${Date.now()} ${text}`);
  const options: PositionOptions[] = [];
  const all: AppLocationDeps = {
    permission: async () => 'granted',
    locate: async (given) => {
      options.push(given);
    },
    check: async (): Promise<LocationResult> => ({ status: 'allowed', country: 'RO' }),
    status: (status, errorType) => at(errorType ? `${status} ${errorType}` : status),
    declined: (country) => at(`declined ${country}`),
    allowed: (result) => at(`allowed ${result.country}`),
    hide: () => at('hide'),
    subscribePush: () => at('push'),
    alert: (text) => at(`alert ${text}`),
    ...overrides,
  };
  return { all, log, options };
}

const never = () => new Promise<never>(() => undefined);

describe("the app's location check (spec 001 §4, §5, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('checks with a granted permission, switches, subscribes to push and hides the splash 1.5 s later', async () => {
    const { all, log, options } = deps();
    runAppLocation(all);
    await vi.advanceTimersByTimeAsync(0);
    expect(options).toEqual([{ timeout: 1_000, maximumAge: 1e8, enableHighAccuracy: false }]);
    expect(log).toEqual(['0 locating', '0 allowed RO', '0 push']);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(log).not.toContain('1500 hide');
    await vi.advanceTimersByTimeAsync(1);
    expect(log.at(-1)).toBe('1500 hide');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).not.toContain('3000 denied');
  });

  it('says denied after 3 s when nothing else happens', async () => {
    const { all, log } = deps({ permission: never });
    runAppLocation(all);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(log).toEqual(['0 locating']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['0 locating', '3000 denied']);
  });

  it('asks for the permission when it is still to be given, then goes on when granted', async () => {
    let grant: () => void = () => undefined;
    const { all, log } = deps({
      permission: async () => 'prompt',
      locate: () => new Promise((resolve) => (grant = () => resolve(undefined))),
    });
    runAppLocation(all);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toEqual(['0 locating', '0 request_permissions']);
    grant();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.slice(2)).toEqual(['10000 allowed RO', '10000 push']);
  });

  it('is denied at once by a denied permission or a denied position', async () => {
    const denied = deps({ permission: async () => 'denied' });
    runAppLocation(denied.all);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(denied.log).toEqual(['0 locating', '0 denied']);
    const refused = deps({ locate: () => Promise.reject({ code: 1 }) });
    runAppLocation(refused.all);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refused.log).toEqual(['5000 locating', '5000 denied']);
  });

  it('sets error ECONNABORTED when the position or the check fails, and error when declined is not the answer', async () => {
    const timeout = deps({ locate: () => Promise.reject({ code: 3 }) });
    runAppLocation(timeout.all);
    await vi.advanceTimersByTimeAsync(0);
    expect(timeout.log).toEqual(['0 locating', '0 error ECONNABORTED']);
    const offline = deps({ check: () => Promise.reject(new Error('timeout')) });
    runAppLocation(offline.all);
    await vi.advanceTimersByTimeAsync(0);
    expect(offline.log).toEqual(['0 locating', '0 error ECONNABORTED']);
    const declined = deps({ check: async () => ({ status: 'declined', country: 'FR' }) });
    runAppLocation(declined.all);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(declined.log).toEqual(['0 locating', '0 declined FR']);
  });

  it('does nothing more once cancelled', async () => {
    const { all, log } = deps();
    const cancel = runAppLocation(all);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).not.toContain('1500 hide');
  });

  it("alerts 'checkPermissions: {message}' when the device cannot tell the permission, then asks for it by locating", async () => {
    const { all, log, options } = deps({
      permission: () => Promise.reject(new Error('Permissions API unavailable')),
    });
    runAppLocation(all);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([
      '0 locating',
      '0 alert checkPermissions: Permissions API unavailable',
      '0 request_permissions',
      '0 allowed RO',
      '0 push',
    ]);
    expect(options).toHaveLength(1);
  });
});
