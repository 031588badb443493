import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wsPushFrameSchema, type EventDelta } from '@sportsbook/protocol';
import { createInProcessBus } from './bus';
import { decodePayload } from './codec';
import { attachWebsocketGateway, type WebsocketGatewayOptions } from './gateway';
import { TestClient } from './ws-test-client';

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

async function startGateway(options: Partial<WebsocketGatewayOptions>) {
  const bus = createInProcessBus();
  const server = createServer();
  const gateway = attachWebsocketGateway(server, {
    bus,
    handlers: new Map([['events', async () => 'ok']]),
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clients: TestClient[] = [];
  running.push(async () => {
    for (const client of clients) client.socket.terminate();
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close();
  });
  async function connect(...channels: string[]): Promise<TestClient> {
    const client = await TestClient.connect(`ws://127.0.0.1:${port}/ws`);
    clients.push(client);
    for (const channel of channels) client.send({ type: 'subscribe', channel });
    // Frames are read in order, so once this is answered the subscriptions are in place.
    await client.request('events');
    return client;
  }
  return { bus, gateway, connect };
}

/** The TCP socket under a `ws` client, to stop reading from it as a stalled reader would. */
function tcpOf(client: TestClient): Socket {
  return (client.socket as unknown as { _socket: Socket })._socket;
}

/** Publishes incompressible pushes on a channel until the gateway finds a socket over its limit. */
async function fillUntilSlow(started: Awaited<ReturnType<typeof startGateway>>, channel: string): Promise<void> {
  for (let i = 0; started.gateway.stats().slowSockets === 0; i += 1) {
    if (i > 2000) throw new Error('the reader never fell behind');
    const padding = randomBytes(48 * 1024).toString('base64');
    await started.bus.publish(channel, { event_id: 1, status_description: padding, markets: [] });
    if (i % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Applies every price push of `channel` a client receives to a map of outcome id to odds. */
function watchPrices(client: TestClient, channel: string) {
  const prices = new Map<number, number>();
  let frames = 0;
  client.socket.on('message', (data) => {
    const push = wsPushFrameSchema.safeParse(JSON.parse(String(data)));
    if (!push.success || push.data.channel !== channel) return;
    frames += 1;
    const delta = decodePayload(push.data.data) as EventDelta;
    for (const market of delta.markets) for (const { id, odds } of market.outcomes) prices.set(id, odds);
  });
  return { prices, frames: () => frames };
}

describe('websocket gateway with a slow reader', () => {
  it('brings a reader that stalled up to the latest price of every outcome, in fewer frames', async () => {
    const started = await startGateway({ maxBufferedBytes: 64 * 1024 });
    const slow = await started.connect('ie_event_1', 'ie_event_7');
    const fast = await started.connect('ie_event_7');
    const slowView = watchPrices(slow, 'ie_event_7');
    const fastView = watchPrices(fast, 'ie_event_7');
    tcpOf(slow).pause();
    await fillUntilSlow(started, 'ie_event_1');

    const published = new Map<number, number>();
    for (let i = 0; i < 300; i += 1) {
      const outcomes = [10 + (i % 7), 20 + (i % 5)].map((id) => ({ id, odds: 1 + i / 100, display_odds: null }));
      for (const { id, odds } of outcomes) published.set(id, odds);
      await started.bus.publish('ie_event_7', { event_id: 7, markets: [{ id: 1, is_suspended: false, outcomes }] });
    }
    expect(started.gateway.stats().coalesced).toBeGreaterThanOrEqual(300);

    tcpOf(slow).resume();
    await vi.waitFor(() => expect(slowView.prices).toEqual(published), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(fastView.prices).toEqual(published));
    expect(fastView.frames()).toBe(300);
    expect(slowView.frames()).toBeLessThan(300);
    expect(started.gateway.stats()).toMatchObject({ slowSockets: 0, closedSlow: 0 });
  });

  it('closes a reader that stays behind past the timeout with 1013', async () => {
    const started = await startGateway({ maxBufferedBytes: 64 * 1024, slowSocketTimeoutMs: 200 });
    const stuck = await started.connect('ie_event_1');
    const lively = await started.connect('ie_event_1');
    const closed = stuck.closed();
    tcpOf(stuck).pause();
    await fillUntilSlow(started, 'ie_event_1');
    await vi.waitFor(() => expect(started.gateway.stats().closedSlow).toBe(1), { timeout: 3000, interval: 20 });
    tcpOf(stuck).resume();
    expect(await closed).toBe(1013);
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
  });
});
