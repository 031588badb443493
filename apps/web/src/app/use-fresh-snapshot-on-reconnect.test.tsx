import type { SportEvent } from '@sportsbook/protocol';
import { screen, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEvents } from '../features/catalog/api/get-events';
import { EventRow } from '../features/catalog/components/event-row';
import { useEventsChannel } from '../features/catalog/hooks/use-events-channel';
import { resetStores } from '../features/betslip/test/fixtures';
import { setSocketClientForTests } from '../lib/realtime';
import { liveOdds } from '../lib/realtime/live-odds';
import { SocketClient } from '../lib/realtime/socket-client';
import type { WebSocketConstructor } from '../lib/realtime/socket-client';
import { useSettingsStore } from '../stores/settings-store';
import { makeMatch } from '../test/catalog-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { encodeForWire, startTestRealtimeServer } from '../test/realtime-server';
import type { TestRealtimeServer } from '../test/realtime-server';
import { carriesLivePrices, useFreshSnapshotOnReconnect } from './use-fresh-snapshot-on-reconnect';

/*
 * A fresh snapshot on reconnect (decision 119), over a real websocket: a price that moved while the socket was down shows
 * once it reconnects, from the fresh snapshot alone — the server pushes nothing.
 */

let server: TestRealtimeServer;
let client: SocketClient;
const match = makeMatch({ is_live: true, status: 'live' });
let homeOdds = 2.1;

/** The match as the book lists it now: the home price is `homeOdds`. */
function listed(): SportEvent {
  return {
    ...match,
    markets: match.markets.map((market) => ({
      ...market,
      outcomes: market.outcomes.map((outcome, index) =>
        index === 0
          ? { ...outcome, odds: homeOdds, display_odds: { decimal: homeOdds.toFixed(2), fractional: '', american: '' } }
          : outcome,
      ),
    })),
  };
}

const requests = (type: string) => server.frames.filter(({ frame }) => frame.type === type);

/** A live listing the way the live page keeps one: the listing, the events channel, the app's reconnect hook. */
function LiveListing() {
  useFreshSnapshotOnReconnect();
  useEventsChannel();
  const events = useEvents({ live: true });
  return (
    <>
      {events.data?.events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </>
  );
}

beforeEach(async () => {
  server = await startTestRealtimeServer();
  resetStores(server.origin);
  liveOdds.clear();
  useSettingsStore.setState({ oddsFormat: 'decimal' });
  homeOdds = 2.1;
  server.onRequest = (frame) => {
    if (frame.type !== 'events') return undefined;
    const answer = { competitions: [], default_market_type: '1x2', market_filters: [], events: [listed()] };
    return { id: frame.id, type: frame.type, data: encodeForWire(answer) };
  };
  client = new SocketClient({
    url: () => server.wsUrl,
    WebSocketImpl: NodeWebSocket as unknown as WebSocketConstructor,
    backoff: { baseMs: 20, maxMs: 100 },
    log: () => {},
  });
  setSocketClientForTests(client);
  // jsdom's Blob has no stream(); the browser's (and Node's) inflates the socket's gzip payloads.
  vi.stubGlobal('Blob', NodeBlob);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  setSocketClientForTests(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server.stop();
});

describe('a fresh snapshot after the socket reconnects', () => {
  it('shows a price that moved while the socket was down, with no push', async () => {
    await renderWithProviders(<LiveListing />);
    const row = await screen.findByRole('article', { name: /Arsenal.*Chelsea/ });
    expect(within(row).getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
    await server.waitFor(() => requests('subscribe').length === 1);
    // The first open is no reconnect: one listing request only.
    expect(requests('events')).toHaveLength(1);

    server.refuseUpgrades = true;
    server.dropAll();
    await server.waitFor(() => server.upgradeAttempts.length >= 2);
    homeOdds = 2.5;
    server.refuseUpgrades = false;

    expect(await within(row).findByRole('button', { name: 'Arsenal 2.50' }, { timeout: 3_000 })).toBeInTheDocument();
    const connection = server.connections.length;
    expect(connection).toBe(2);
    // The channel is followed again and the listing asked again, on the new connection.
    expect(server.frames.filter((entry) => entry.connection === connection).map(({ frame }) => frame.type)).toEqual([
      'subscribe',
      'events',
    ]);
    // A fresh listing is no live move: the button does not flash.
    expect(liveOdds.get(match.markets[0]!.outcomes[0]!.id)).toMatchObject({ odds: 2.5, direction: null });
  });

  it('refreshes the answers that carry prices or live state, and nothing else', () => {
    expect(carriesLivePrices(['catalog', 'events', 'gb', 'en', { live: true }])).toBe(true);
    expect(carriesLivePrices(['catalog', 'events-simple', 'gb', 'en', {}])).toBe(true);
    expect(carriesLivePrices(['catalog', 'markets', 'gb', 'en', 7])).toBe(true);
    expect(carriesLivePrices(['catalog', 'home', 'gb', 'en'])).toBe(true);
    expect(carriesLivePrices(['betslip', 'live', '7,8'])).toBe(true);
    expect(carriesLivePrices(['catalog', 'sports', 'gb', 'en'])).toBe(false);
    expect(carriesLivePrices(['freebets', 'active', 'gb', ''])).toBe(false);
    expect(carriesLivePrices(['content', 'translations', 'gb', 'en'])).toBe(false);
  });
});
