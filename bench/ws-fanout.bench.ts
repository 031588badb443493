import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { attachWebsocketGateway, createBus, feedBusChannel } from '../apps/server/src/realtime/index';
import type { Bus } from '../apps/server/src/realtime/index';
import { isEventChannel, recordFeed } from './fanout/feed-recording';
import type { FeedTick } from './fanout/feed-recording';
import { percentile } from './measure';
import { recordFigure } from './figures';

const CLIENTS = 1000;
const RECORDED_TICKS = 20;
/** Phase 1: the recorded ticks replayed at the feed's own cadence, one tick a second. */
const LATENCY_SECONDS = 20;
/** Phase 2: the same deltas, offered far faster than the feed makes them, to find the fan-out ceiling. */
const THROUGHPUT_DELTAS_PER_SECOND = 150;
const THROUGHPUT_SECONDS = 5;

const stamp = () => performance.timeOrigin + performance.now();

interface ClientReport {
  readonly received: number;
  readonly latencies: number[];
  readonly firstAt: number;
  readonly lastAt: number;
}

/** The real feed's price deltas as (bus channel, payload), in the order it published them. */
function deltasOf(ticks: readonly FeedTick[]): { channel: string; payload: Record<string, unknown> }[][] {
  return ticks.map((tick) =>
    tick
      .filter((message) => isEventChannel(message.channel))
      .map((message) => ({ channel: message.channel, payload: message.payload as Record<string, unknown> })),
  );
}

/** Publishes one delta with the bench-only `sent_at` stamp the clients measure latency from. */
function publishStamped(bus: Bus, delta: { channel: string; payload: Record<string, unknown> }): Promise<void> {
  return bus.publish(delta.channel, { ...delta.payload, sent_at: stamp() });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 1,000 websocket clients (in a child process) each following the `ie_event_<id>` channel of
 * every event the real feed moved while it was recorded (a slip holding every in-play event),
 * served by the real gateway and bus.
 */
async function runFanout(busName: string, redisUrl: string | null, ticks: readonly FeedTick[]): Promise<void> {
  const recorded = deltasOf(ticks);
  const eventIds = [...new Set(recorded.flat().map((delta) => Number(/(\d+)$/.exec(delta.channel)![1])))].sort(
    (a, b) => a - b,
  );
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
    eventIds.map((id) => `ie_event_${id}`).join(','),
  ]);
  await waitFor(clients, 'ready');

  const row = async (phase: string, published: number, plannedSeconds: number, run: () => Promise<void>) => {
    clients.send({ type: 'reset', mode: phase === 'feed cadence' ? 'all' : 'sample' });
    await waitFor(clients, 'reset');
    const started = performance.now();
    await run();
    // Publishing shares the process with the fan-out: when that falls behind, the offered rate does too.
    const seconds = Math.max(plannedSeconds, (performance.now() - started) / 1000);
    await sleep(1000);
    clients.send({ type: 'report' });
    const report = (await waitFor(clients, 'report')) as ClientReport;
    const sorted = [...report.latencies].sort((a, b) => a - b);
    const deliverySeconds = Math.max(seconds, (report.lastAt - report.firstAt) / 1000);
    const where = busName === 'in-process' ? 'in process' : `over ${busName}`;
    if (phase === 'feed cadence') {
      recordFigure({
        bench: 'fanout',
        measure: `publish to receive p50, feed cadence, ${where}`,
        value: percentile(sorted, 0.5),
        unit: 'ms',
      });
      recordFigure({
        bench: 'fanout',
        measure: `publish to receive p99, feed cadence, ${where}`,
        value: percentile(sorted, 0.99),
        unit: 'ms',
      });
    } else {
      const measure = `delivered messages, offered ${THROUGHPUT_DELTAS_PER_SECOND} deltas/s, ${where}`;
      recordFigure({ bench: 'fanout', measure, value: report.received / deliverySeconds, unit: '/s' });
    }
    console.log(
      `${busName.padEnd(11)} ${phase.padEnd(15)} ${String(published).padStart(6)} ${(published / seconds).toFixed(0).padStart(6)}/s ` +
        `${String(report.received).padStart(9)} ${(report.received / deliverySeconds).toFixed(0).padStart(8)}/s ` +
        `${((report.received / (published * CLIENTS)) * 100).toFixed(1).padStart(6)} % ${percentile(sorted, 0.5).toFixed(2).padStart(8)} ms ${percentile(sorted, 0.99).toFixed(2).padStart(8)} ms ${String(sorted.length).padStart(7)}   ${loadavg()[0]!.toFixed(2)}`,
    );
  };

  // Phase 1: each recorded tick's deltas published back to back once a second, as the feed does after its commit.
  let published = 0;
  await row(
    'feed cadence',
    recorded.slice(0, LATENCY_SECONDS).flat().length * 0 + countCadence(recorded),
    LATENCY_SECONDS,
    async () => {
      const started = performance.now();
      for (let second = 0; second < LATENCY_SECONDS; second += 1) {
        for (const delta of recorded[second % recorded.length]!) {
          await publishStamped(bus, delta);
          published += 1;
        }
        const next = started + (second + 1) * 1000;
        await sleep(Math.max(0, next - performance.now()));
      }
    },
  );

  // Phase 2: the same deltas in a loop at THROUGHPUT_DELTAS_PER_SECOND.
  const flat = recorded.flat();
  await row('throughput', THROUGHPUT_DELTAS_PER_SECOND * THROUGHPUT_SECONDS, THROUGHPUT_SECONDS, async () => {
    const started = performance.now();
    let sent = 0;
    const total = THROUGHPUT_DELTAS_PER_SECOND * THROUGHPUT_SECONDS;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * THROUGHPUT_DELTAS_PER_SECOND));
      while (sent < due) await publishStamped(bus, flat[sent++ % flat.length]!);
      await sleep(2);
    }
  });
  void published;
  clients.kill();
  await gateway.close();
  server.close();
  await bus.close();
}

function countCadence(recorded: readonly unknown[][]): number {
  let count = 0;
  for (let second = 0; second < LATENCY_SECONDS; second += 1) count += recorded[second % recorded.length]!.length;
  return count;
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

/**
 * Prints websocket fan-out of the real feed's price deltas: publish-to-receive latency at the
 * feed's cadence, then delivered messages a second with the deltas offered at a high rate; in
 * process and (when reachable) over Redis.
 */
export async function benchWebsocketFanout(): Promise<void> {
  const started = performance.now();
  // FANOUT_RECORDING=<file>: record once into the file, replay it on later runs (for profiling).
  const cache = process.env.FANOUT_RECORDING;
  const ticks =
    cache && existsSync(cache)
      ? (JSON.parse(readFileSync(cache, 'utf8')) as FeedTick[])
      : await recordFeed(RECORDED_TICKS);
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify(ticks));
  const deltas = deltasOf(ticks);
  const channels = new Set(deltas.flat().map((delta) => delta.channel)).size;
  console.log(
    `\nwebsocket fan-out of the real feed's deltas: ${deltas.flat().length} price deltas of ${channels} events in ${RECORDED_TICKS} recorded one-second ticks ` +
      `(recorded in ${((performance.now() - started) / 1000).toFixed(0)} s); ${CLIENTS} clients, each following all ${channels} event channels`,
  );
  console.log(
    'bus         phase           deltas   rate  delivered  msgs/s    share      p50         p99  samples   load1',
  );
  await runFanout('in-process', null, ticks);
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  if (redisUrl) await runFanout('redis', redisUrl, ticks);
  else console.log('redis       (skipped: set REDIS_URL or TEST_REDIS_URL)');
}
