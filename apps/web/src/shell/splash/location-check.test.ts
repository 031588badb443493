import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../stores/site-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { checkLocation } from './location-check';

describe('the location check', () => {
  let double: FetchDouble | undefined;
  beforeEach(() => useSiteStore.setState({ ipCountry: null }));
  afterEach(() => double?.restore());

  it('asks the restriction check without waiting for the IP details (one round trip for the splash)', async () => {
    let askedCheck!: () => void;
    const checkAsked = new Promise<void>((resolve) => (askedCheck = resolve));
    double = installFetchDouble({
      '/ip/details': async () => {
        // Answers only once the restriction check has gone out: asked in turn, the two would never finish.
        await checkAsked;
        return { body: { country: 'IE', ip_address: '203.0.113.7', is_tester: true } };
      },
      '/geo/restriction-check': () => {
        askedCheck();
        return { body: { data: { status: 'allowed', country: 'IE' } } };
      },
    });
    await expect(checkLocation('en', 1_000)).resolves.toEqual({ status: 'allowed', country: 'IE' });
    expect(useSiteStore.getState()).toMatchObject({ ipCountry: 'IE', ipAddress: '203.0.113.7', isTester: true });
  });

  it('gives the restriction check 10 s, then fails the location check (spec 001 §9)', async () => {
    vi.useFakeTimers();
    try {
      double = installFetchDouble({
        '/ip/details': () => ({ body: { country: 'IE', ip_address: '203.0.113.7', is_tester: false } }),
        // The check never answers.
        '/geo/restriction-check': () => new Promise(() => {}),
      });
      let outcome: unknown = 'pending';
      const check = checkLocation('en', 1_000).then(
        () => (outcome = 'allowed'),
        (error: unknown) => (outcome = error),
      );
      await vi.advanceTimersByTimeAsync(9_990);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(10);
      await check;
      expect(outcome).toMatchObject({ code: 'CONNECTION_ERROR' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails when the IP details fail, even if the restriction check allowed', async () => {
    double = installFetchDouble({
      '/ip/details': () => ({ status: 503, body: { status: 0, message: 'UNAVAILABLE' } }),
      '/geo/restriction-check': () => ({ body: { data: { status: 'allowed', country: 'IE' } } }),
    });
    await expect(checkLocation('en', 1_000)).rejects.toThrow();
    expect(useSiteStore.getState().ipCountry).toBeNull();
  });

  it('keeps the IP details when only the restriction check fails', async () => {
    double = installFetchDouble({
      '/ip/details': () => ({ body: { country: 'GB', ip_address: '203.0.113.8', is_tester: false } }),
      '/geo/restriction-check': () => ({ status: 503, body: { status: 0, message: 'UNAVAILABLE' } }),
    });
    await expect(checkLocation('en', 1_000)).rejects.toThrow();
    // The failed check may answer first; the details are stored when they come.
    await vi.waitFor(() =>
      expect(useSiteStore.getState()).toMatchObject({ ipCountry: 'GB', ipAddress: '203.0.113.8' }),
    );
  });
});
