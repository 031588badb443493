import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { BUS_EVENTS_CHANNEL } from '@sportsbook/protocol';
import { attachWebsocketGateway, createBus, feedBusChannel } from '../apps/server/src/realtime/index';

const CLIENTS = 1000;
const PUBLISHES_PER_SECOND = 250;
const SECONDS = 5;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** 1,000 websocket clients (in a child process) on the live-events channel, the feed publishing 250 price deltas a second. */
async function runFanout(busName: string, redisUrl: string | null): Promise<void> {
  const bus = createBus({ redisUrl });
  const server = createServer();
  const handlers = new Map([['find' as const, async () => ({ selections: [] })]]);
  // Every bench client comes from 127.0.0.1: lift the per-address cap above them.
  const gateway = attachWebsocketGateway(server, {
    bus,
    handlers,
    busChannelFor: feedBusChannel,
    maxConnectionsPerAddress: CLIENTS,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const clients = fork(new URL('./ws-clients.mjs', import.meta.url), [
    `ws://127.0.0.1:${port}/ws`,
    String(CLIENTS),
    'ie_events',
  ]);
  await waitFor(clients, 'ready');

  const delta = (i: number) => ({
    event_id: 1 + (i % 20),
    markets: [
      {
        id: 100 + (i % 20),
        is_suspended: false,
        outcomes: [{ id: i, odds: 1.5 + (i % 100) / 100, display_odds: null }],
      },
    ],
    sent_at: performance.timeOrigin + performance.now(),
  });
  const started = performance.now();
  let published = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * PUBLISHES_PER_SECOND);
    while (published < due) await bus.publish(BUS_EVENTS_CHANNEL, delta(published++));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clients.send({ type: 'report' });
  const report = (await waitFor(clients, 'report')) as { received: number; latencies: number[] };
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...report.latencies].sort((a, b) => a - b);
  console.log(
    `${busName.padEnd(12)} ${String(CLIENTS).padStart(7)} ${String(published).padStart(10)} ${(published / SECONDS).toFixed(0).padStart(8)}/s ` +
      `${String(report.received).padStart(10)} ${(report.received / elapsed).toFixed(0).padStart(10)}/s ` +
      `${((report.received / (published * CLIENTS)) * 100).toFixed(1).padStart(7)} % ${percentile(sorted, 0.5).toFixed(2).padStart(8)} ms ${percentile(sorted, 0.99).toFixed(2).padStart(8)} ms`,
  );
  clients.kill();
  await gateway.close();
  server.close();
  await bus.close();
}

function waitFor(child: ReturnType<typeof fork>, type: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

/** Prints websocket fan-out throughput and publish-to-receive latency, in-process and (when reachable) over Redis. */
export async function benchWebsocketFanout(): Promise<void> {
  console.log(
    `\nwebsocket fan-out: ${CLIENTS} clients on one live channel, ${PUBLISHES_PER_SECOND} price deltas/s for ${SECONDS} s`,
  );
  console.log('bus          clients  published     rate   delivered   delivered   share    p50        p99');
  await runFanout('in-process', null);
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  if (redisUrl) await runFanout('redis', redisUrl);
  else console.log('redis        (skipped: set REDIS_URL or TEST_REDIS_URL)');
}
