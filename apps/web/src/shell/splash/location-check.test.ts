import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../stores/site-store';
import { checkLocation } from './location-check';

/** A JSON answer as the sports API sends it. */
function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the location check', () => {
  beforeEach(() => useSiteStore.setState({ ipCountry: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the restriction check without waiting for the IP details (one round trip for the splash)', async () => {
    let askedCheck!: () => void;
    const checkAsked = new Promise<void>((resolve) => (askedCheck = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        const { pathname } = new URL(String(input), 'http://localhost');
        if (pathname === '/ip/details') {
          // Answers only once the restriction check has gone out: asked in turn, the two would never finish.
          await checkAsked;
          return json({ country: 'IE', ip_address: '203.0.113.7', is_tester: true });
        }
        askedCheck();
        return json({ data: { status: 'allowed', country: 'IE' } });
      }),
    );
    await expect(checkLocation('en', 1_000)).resolves.toEqual({ status: 'allowed', country: 'IE' });
    expect(useSiteStore.getState()).toMatchObject({ ipCountry: 'IE', ipAddress: '203.0.113.7', isTester: true });
  });

  it('fails when the IP details fail, even if the restriction check allowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/ip/details'
          ? json({ status: 0, message: 'UNAVAILABLE' }, 503)
          : json({ data: { status: 'allowed', country: 'IE' } }),
      ),
    );
    await expect(checkLocation('en', 1_000)).rejects.toThrow();
    expect(useSiteStore.getState().ipCountry).toBeNull();
  });

  it('keeps the IP details when only the restriction check fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/ip/details'
          ? json({ country: 'GB', ip_address: '203.0.113.8', is_tester: false })
          : json({ status: 0, message: 'UNAVAILABLE' }, 503),
      ),
    );
    await expect(checkLocation('en', 1_000)).rejects.toThrow();
    // The failed check may answer first; the details are stored when they come.
    await vi.waitFor(() =>
      expect(useSiteStore.getState()).toMatchObject({ ipCountry: 'GB', ipAddress: '203.0.113.8' }),
    );
  });
});
