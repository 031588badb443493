// @vitest-environment node
import { eventsResponseSchema, selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import { z } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCashouts } from '../features/my-bets/api/get-cashouts';
import { fetchInbox, markInboxRead } from '../features/inbox/api/inbox-api';
import { fetchResults } from '../features/results/api/get-results';
import { fetchTips } from '../features/tips/api/get-tips';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { startTestRealtimeServer } from '../test/realtime-server';
import type { TestRealtimeServer } from '../test/realtime-server';
import { installOfflineSocket } from '../test/offline-socket';
import { fetchCurrentSelections } from '../lib/betslip-api';
import { COUNTRIES } from '../lib/countries';
import { setSocketClientForTests, socketRequest } from '../lib/realtime';
import { contentRequest, sportsRequest } from '../lib/sports-api';

/*
 * Spec 000 §7 / 001 §7: every sports-API request carries the `jwt` and `bookmaker` headers. The
 * calls go to a real local HTTP server, which records the headers it received.
 */

let server: TestRealtimeServer;
const anything = z.unknown();

beforeEach(async () => {
  server = await startTestRealtimeServer();
  useSiteStore.setState({
    country: 'GB',
    config: { ...COUNTRIES.GB, sportsApi: server.origin, cmsUrl: server.origin },
    language: 'en',
  });
  useSessionStore.setState({ user: null, jwt: '', frontendToken: null, balance: null, currency: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  setSocketClientForTests(null);
  vi.restoreAllMocks();
  await server.stop();
});

const headersOf = (path: string) =>
  server.httpRequests.filter((request) => request.url.startsWith(path)).map(({ headers }) => headers);

describe('the sports-API headers', () => {
  it('sends an empty jwt and the country’s bookmaker for a guest', async () => {
    await sportsRequest('/v1/config', { schema: anything });
    expect(headersOf('/v1/config')).toEqual([expect.objectContaining({ jwt: '', bookmaker: 'gb' })]);
  });

  it('sends the player’s token once logged in, and the new bookmaker after a country switch', async () => {
    useSessionStore.setState({ jwt: 'player-token' });
    await sportsRequest('/player/details', { schema: anything });
    useSiteStore.getState().setCountry('RO');
    useSiteStore.setState({ config: { ...useSiteStore.getState().config, sportsApi: server.origin } });
    await sportsRequest('/player/details', { schema: anything });
    expect(headersOf('/player/details')).toEqual([
      expect.objectContaining({ jwt: 'player-token', bookmaker: 'gb' }),
      expect.objectContaining({ jwt: 'player-token', bookmaker: 'ro' }),
    ]);
  });

  it('keeps a query bookmaker where the spec puts one there (the query wins)', async () => {
    await sportsRequest('/echo/v1/selections/current', {
      schema: selectionsCurrentResponseSchema,
      query: { ids: '1', bookmaker: 'gb' },
    }).catch(() => undefined);
    const [request] = server.httpRequests;
    expect(request?.url).toContain('bookmaker=gb');
    expect(request?.headers).toMatchObject({ jwt: '', bookmaker: 'gb' });
  });

  it('carries them on the content service and on the websocket’s HTTP twins', async () => {
    useSessionStore.setState({ jwt: 'player-token' });
    installOfflineSocket();
    await contentRequest('/api/content/global', { schema: anything });
    await socketRequest('events', { live: 1 }, eventsResponseSchema).catch(() => undefined);
    expect(headersOf('/api/content/global')).toEqual([
      expect.objectContaining({ jwt: 'player-token', bookmaker: 'gb' }),
    ]);
    expect(headersOf('/echo/v1/events')).toEqual([expect.objectContaining({ jwt: 'player-token', bookmaker: 'gb' })]);
  });

  it('carries them on the features’ own calls', async () => {
    useSessionStore.setState({ jwt: 'player-token' });
    const calls: [string, () => Promise<unknown>][] = [
      ['/echo/v1/selections/current', () => fetchCurrentSelections([7])],
      ['/v1/bets/cashouts', () => fetchCashouts()],
      ['/v1/inbox', () => fetchInbox(null)],
      ['/v1/inbox/read', () => markInboxRead('all')],
      ['/v1/results', () => fetchResults({ sport: null, date: null, competition: null, page: 1 }, 'en')],
      ['/v1/suggestions/tips', () => fetchTips({ sport_slug: 'football' }, 'en')],
    ];
    for (const [, call] of calls) await call().catch(() => undefined);
    for (const [path] of calls) {
      const seen = headersOf(path);
      expect(seen.length, path).toBeGreaterThan(0);
      for (const headers of seen) expect(headers, path).toMatchObject({ jwt: 'player-token', bookmaker: 'gb' });
    }
  });
});
