import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { BuilderMarketsResponse } from '@sportsbook/protocol';
import { betBuilderRoutes } from '../apps/server/src/betbuilder/routes';
import { builderFeedSeed } from '../apps/server/src/betbuilder/feed-seed';
import { createBetBuilderService } from '../apps/server/src/betbuilder/service';
import { readConfig } from '../apps/server/src/config';
import { createSportsbook } from '../apps/server/src/server';
import { builderOdds, footballBuilderModel } from '../apps/server/src/trading/builder/model';
import type { BuilderLeg } from '../apps/server/src/trading/builder/model';
import { forkClient } from './forked-client';
import { formatMicros, medianMicros, percentile } from './measure';
import { recordFigure } from './figures';

const CALCULATES_PER_SIZE = 1000;

const load1 = () => loadavg()[0]!.toFixed(2);

/** The model alone: the joint price of an 8-leg football builder (half-time leg and two scorers included). */
export function benchModel(): void {
  const params = {
    home: 'Arsenal',
    away: 'Chelsea',
    homeGoals: 1.7,
    awayGoals: 1.1,
    rho: -0.08,
    minuteMs: 60_000,
    comboBoost: true,
  };
  const state = { score: [0, 0] as const, minute: 0, halfTime: null, halfTimeMinute: null, scored: [], lineup: null };
  const refs: [string, number | null, string][] = [
    ['1x2', null, 'home'],
    ['btts', null, 'yes'],
    ['total_goals', 2.5, 'over'],
    ['double_chance', null, '1X'],
    ['home_total_goals', 1.5, 'over'],
    ['half_time_result', null, 'home'],
    ['anytime_goalscorer', null, 'h1'],
    ['anytime_goalscorer', null, 'a1'],
  ];
  const eight = () => {
    // The whole price: the model at the state (score matrix) built afresh, then the legs summed and the margin applied.
    const model = footballBuilderModel(params, state, false);
    const legs = refs.map(([type, line, key]) => model.leg(type, line, key)!) as BuilderLeg[];
    return builderOdds(model.probability(legs), model.band);
  };
  const model = footballBuilderModel(params, state, false);
  const legs = refs.map(([type, line, key]) => model.leg(type, line, key)!) as BuilderLeg[];
  const sumOnly = () => builderOdds(model.probability(legs), model.band);
  console.log(`\nBet Builder model: 8-leg football builder (half time + 2 scorers), target ≤ 200 µs`);
  const perCall = medianMicros(eight, 400);
  const measure = '8-leg joint price, model built per call, median';
  recordFigure({ bench: 'betbuilder', measure, value: perCall, unit: 'µs' });
  console.log(`  joint price, model built per call  ${formatMicros(perCall).padStart(10)}  (median)`);
  console.log(
    `  joint price, model reused          ${formatMicros(medianMicros(sumOnly, 400)).padStart(10)}  (median)`,
  );
}

/** An event-loop delay histogram's p99 and max in ms (the histogram counts in ns). */
function loopMs(histogram: IntervalHistogram): string {
  return `${(histogram.percentile(99) / 1e6).toFixed(2).padStart(6)} / ${(histogram.max / 1e6).toFixed(1).padStart(5)} ms`;
}

/**
 * Turns of the event loop in which this process itself ran for more than `busyMs` of CPU time
 * (process.cpuUsage across a 1 ms timer's turns, at most the turn's wall time): stalls the server's own work caused (a feed
 * tick, a PGlite statement, a GC), told apart from the OS not scheduling us on a loaded machine.
 */
function startBusyProbe(busyMs = 3) {
  let last = process.cpuUsage();
  let lastAt = performance.now();
  const busy: number[] = [];
  const timer = setInterval(() => {
    const now = process.cpuUsage();
    const at = performance.now();
    // CPU beyond the wall time is other threads (GC helpers): a turn is held at most as long as it lasted.
    const heldMs = Math.min((now.user - last.user + now.system - last.system) / 1000, at - lastAt);
    if (heldMs > busyMs) busy.push(heldMs);
    last = now;
    lastAt = at;
  }, 1);
  return {
    stop(): string {
      clearInterval(timer);
      busy.sort((a, b) => b - a);
      return `${String(busy.length).padStart(4)} turns > ${busyMs} ms CPU, max ${(busy[0] ?? 0).toFixed(1)} ms`;
    },
  };
}

/** Builders of 2 to 8 legs that can all happen, one market each, from the frame's markets call. */
async function builders(sports: string, eventId: number): Promise<number[][]> {
  const markets = (await (await fetch(`${sports}/v1/betbuilder/markets?event_id=${eventId}`)).json()) as BuilderMarketsResponse;
  // [market type, market name ends with, outcome index]: home win, BTTS, over 2.5, home over 1.5, HT home, two scorers, away over 0.5.
  const wanted: [string, string, number][] = [
    ['1x2', '', 0], ['btts', '', 0], ['total_goals', ' 2.5', 0], ['home_total_goals', ' 1.5', 0],
    ['half_time_result', '', 0], ['anytime_goalscorer', '', 0], ['anytime_goalscorer', '', 8], ['away_total_goals', ' 0.5', 0],
  ];
  const picks = wanted.flatMap(([type, suffix, index]) => {
    const market = markets.data.markets.find((candidate) => candidate.type === type && candidate.name.endsWith(suffix));
    const outcome = market?.outcomes[index];
    return outcome && !outcome.suspended ? [outcome.id] : [];
  });
  return [2, 3, 4, 5, 6, 7, 8].map((size) => picks.slice(0, size));
} // prettier-ignore

/** The HTTP client (`betbuilder-client.mjs`) in a child process: one size's calculates at a time. */
async function startClient(sports: string, eventId: number) {
  const client = await forkClient(new URL('./betbuilder-client.mjs', import.meta.url), [
    sports,
    String(eventId),
    String(CALCULATES_PER_SIZE),
  ]);
  return {
    calculates: (selections: readonly number[]) => client.ask<{ latencies: number[]; odds: number }>({ selections }),
    stop: () => client.stop(),
  };
}

/** p50/p99 of `count` sequential in-process calculates (fastify.inject) of one builder. */
async function injectLatencies(app: FastifyInstance, eventId: number, selections: readonly number[], count: number) {
  const payload = { event_id: eventId, selections: selections.map((outcome_id) => ({ outcome_id })) };
  const latencies: number[] = [];
  for (let i = 0; i < count + 10; i += 1) {
    const sent = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/betbuilder/calculate',
      headers: { bookmaker: 'gb' },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`calculate answered ${response.statusCode}: ${response.body}`);
    if (i >= 10) latencies.push(performance.now() - sent);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/**
 * Calculate latency of 2- to 8-leg football builders over real HTTP to the composed server on
 * PGlite (the feed running meanwhile, as in production), sequential requests.
 */
export async function benchBetBuilder(): Promise<void> {
  benchModel();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-bb-'));
  const config = { ...readConfig({ PGLITE_WORKER: process.env.PGLITE_WORKER }), dataDir, databaseUrl: null, port: 0, accountPort: 0, logLevel: 'silent', webRoot: '/nonexistent' };
  const sportsbook = await createSportsbook(config, { env: { BET_IN_PLAY_DELAY_MS: '0', MONEY_RATE_LIMITS: '0' } });
  try {
    await sportsbook.app.listen({ port: 0, host: '127.0.0.1' });
    const sports = `http://127.0.0.1:${(sportsbook.app.server.address() as AddressInfo).port}`;
    const [event] = await sportsbook.handle.execute<{ id: string | number }>(
      `SELECT e.id FROM events e JOIN feed_events f ON f.event_id = e.id JOIN sports s ON s.id = e.sport_id
        WHERE f.kind = 'football' AND s.slug = 'football' AND e.status = 'not_started' ORDER BY e.starts_at DESC LIMIT 1`,
    );
    if (!event) throw new Error('no pre-match football match to build on');
    const sets = await builders(sports, Number(event.id));
    console.log(`\nBet Builder calculate over HTTP (PGlite${config.pgliteWorker ? ' in a worker thread' : ''}, feed running, event in memory), ${CALCULATES_PER_SIZE} sequential calls per size, target p99 ≤ 5 ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('legs      p50          p99     odds   loop delay p99 / max   load   stalls of our own work');
    const client = await startClient(sports, Number(event.id));
    // Untimed first: the smallest and the largest builder once each, so the figures are those of a
    // server that has been serving (functions compiled, the start's leftover garbage collected).
    await client.calculates(sets[0]!);
    await client.calculates(sets.at(-1)!);
    // The server's own share of each call: from Node's 'request' (head parsed) to the answer's last byte handed to the socket.
    const serverSide: number[] = [];
    sportsbook.app.server.on('request', (_request, res) => {
      const at = performance.now();
      res.once('finish', () => serverSide.push(performance.now() - at));
    });
    const all: number[] = [];
    // The server's event loop meanwhile (the feed's ticks, settlement, pushes run on it): p99 of its delay beside each p99.
    const loopAll = monitorEventLoopDelay({ resolution: 1 });
    loopAll.enable();
    const pauses: number[] = [];
    const gc = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((entry) => entry.duration)));
    gc.observe({ entryTypes: ['gc'] });
    for (const selections of sets) {
      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      const probe = startBusyProbe();
      const { latencies, odds } = await client.calculates(selections);
      loop.disable();
      const busy = probe.stop();
      latencies.sort((a, b) => a - b);
      all.push(...latencies);
      console.log(`${String(selections.length).padStart(4)} ${percentile(latencies, 0.5).toFixed(2).padStart(8)} ms ${percentile(latencies, 0.99).toFixed(2).padStart(8)} ms ${String(odds).padStart(8)}   ${loopMs(loop)}   ${load1()}   ${busy}`);
    }
    client.stop();
    serverSide.sort((a, b) => a - b);
    loopAll.disable();
    gc.disconnect();
    pauses.sort((a, b) => b - a);
    all.sort((a, b) => a - b);
    const calculate = (p: string) => `calculate over HTTP ${p}, 2 to 8 legs`;
    recordFigure({ bench: 'betbuilder', measure: calculate('p50'), value: percentile(all, 0.5), unit: 'ms' });
    recordFigure({ bench: 'betbuilder', measure: calculate('p99'), value: percentile(all, 0.99), unit: 'ms' });
    console.log(` all ${percentile(all, 0.5).toFixed(2).padStart(8)} ms ${percentile(all, 0.99).toFixed(2).padStart(8)} ms ${''.padStart(8)}   ${loopMs(loopAll)}   ${load1()}   (${all.length} calls)`);
    console.log(`     in the server (request to answer sent): p50 ${percentile(serverSide, 0.5).toFixed(2)} ms, p99 ${percentile(serverSide, 0.99).toFixed(2)} ms, max ${(serverSide.at(-1) ?? 0).toFixed(1)} ms`);
    console.log(`     GC pauses meanwhile: ${pauses.length}, ${pauses.reduce((sum, pause) => sum + pause, 0).toFixed(0)} ms in all, longest ${(pauses[0] ?? 0).toFixed(1)} ms`);
    // The same 3-leg builder in process (fastify.inject): the composed server (event in memory, decision 040)
    // against the old path, a service that reads the event and its outcomes from the database on every call.
    const old = Fastify({ logger: false });
    await old.register(betBuilderRoutes, { handle: sportsbook.handle, service: createBetBuilderService({ handle: sportsbook.handle, wallet: sportsbook.wallet, cacheEvents: false, feedSeed: builderFeedSeed(config.feedSeed, console.error) }) });
    await old.ready();
    try {
      const three = sets[1]!;
      const cached = await injectLatencies(sportsbook.app, Number(event.id), three, CALCULATES_PER_SIZE * 2);
      const uncached = await injectLatencies(old, Number(event.id), three, CALCULATES_PER_SIZE);
      console.log(`\nBet Builder calculate in process (fastify.inject), 3 legs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      console.log(`  event in memory          p50 ${cached.p50.toFixed(2).padStart(7)} ms   p99 ${cached.p99.toFixed(2).padStart(7)} ms`);
      console.log(`  database read per call   p50 ${uncached.p50.toFixed(2).padStart(7)} ms   p99 ${uncached.p99.toFixed(2).padStart(7)} ms`);
      console.log(`  old ÷ new                p50 ${(uncached.p50 / cached.p50).toFixed(1).padStart(7)} ×    p99 ${(uncached.p99 / cached.p99).toFixed(1).padStart(7)} ×`);
    } finally {
      await old.close();
    }
  } finally {
    await sportsbook.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
} // prettier-ignore

// `npx tsx bench/betbuilder.bench.ts` runs this one alone.
if (process.argv[1]?.endsWith('betbuilder.bench.ts')) await benchBetBuilder();
