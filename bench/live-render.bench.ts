import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUS_EVENTS_CHANNEL, eventsResponseSchema } from '@sportsbook/protocol';
import type { EventsResponse, SportEvent } from '@sportsbook/protocol';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { attachWebsocketGateway, createBus, feedBusChannel } from '../apps/server/src/realtime/index';
import { chromiumPath } from '../e2e/support/browser';
import type { LiveRenderReport } from './live-render/report';
import { percentile } from './measure';
import { recordFigure } from './figures';

/** The live-rendering target: a page of 1,000 odds buttons while 500 prices a second change. */
const BUTTONS = 1000;
const PRICES_PER_SECOND = 500;
const SECONDS = 10;
/** Publishes per second: the feed batches a tick's moves into one push. */
const TICKS_PER_SECOND = 20;
const FRAME_TARGET_MS = 16.7;
/** Chromium paces animation frames at 60 Hz; the page's timestamps are coarsened to 0.1 ms. */
const VSYNC_MS = 1000 / 60;
const LONG_TASK_TARGET_MS = 50;

/** `LIVE_RENDER_PROFILE=1`: an unminified page and the functions with the most self time while prices move. */
const PROFILE = process.env.LIVE_RENDER_PROFILE === '1';
/** `LIVE_RENDER_TRACE=<file>`: a Chromium trace of the measured seconds, and the main thread's busiest event kinds. */
const TRACE = process.env.LIVE_RENDER_TRACE;

const HARNESS = fileURLToPath(new URL('./live-render/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A live listing of 334 football events: 332 with a 1X2 market and 2 with a two-way market, 1,000 buttons in all. */
function liveListing(): EventsResponse {
  const events: SportEvent[] = [];
  let outcomeId = 1_000_000;
  for (let index = 0; events.length * 3 < BUTTONS; index += 1) {
    const id = 500_000 + index;
    const twoWay = BUTTONS - (events.length * 3 + 3) < 0 || index >= 332;
    const names = twoWay ? ['Home', 'Away'] : ['Home', 'Draw', 'Away'];
    const marketId = 700_000 + index;
    events.push({
      id,
      name: `Team ${index} A vs Team ${index} B`,
      slug: `team-${index}-a-vs-team-${index}-b-${id}`,
      home_team: `Team ${index} A`,
      away_team: `Team ${index} B`,
      starts_at: new Date(Date.UTC(2026, 0, 1, 12)).toISOString(),
      status: 'live',
      is_live: true,
      stats: { time: "55'", home_scores: 1, away_scores: 0 },
      status_description: '2nd half',
      translated_sport_slug: 'football',
      competition_slug: 'bench-league',
      translated_competition_slug: 'bench-league',
      sport: { id: 1, slug: 'football', category: 'sport' },
      competition: { id: 9, name: 'Bench League', region: { name: 'Benchland' } },
      markets: [
        {
          id: marketId,
          name: twoWay ? 'Match Winner' : 'Match Result',
          type: twoWay ? 'match_winner' : 'match_result',
          is_suspended: false,
          ew_price: null,
          ew_place: null,
          outcomes: names.map((name) => ({
            id: (outcomeId += 1),
            name,
            fullname: name,
            market_id: marketId,
            odds: 2.5,
            display_odds: null,
            place_odds: null,
            is_each_way: false,
            has_ew: false,
            is_starting_price: false,
            combo_boost_available: false,
          })),
        },
      ],
    });
    if (events.reduce((sum, event) => sum + event.markets[0]!.outcomes.length, 0) >= BUTTONS) break;
  }
  return eventsResponseSchema.parse({
    competitions: [{ id: 9, name: 'Bench League', region: { name: 'Benchland' } }],
    default_market_type: 'match_result',
    market_filters: [],
    events,
  });
}

/** CPU seconds (user + system) used so far by the browser whose command line holds `marker`, and all its children. */
function browserCpuSeconds(marker: string): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline }];
      } catch {
        return []; // ended meanwhile
      }
    });
  const inTree = new Set(processes.filter((entry) => entry.cmdline.includes(marker)).map((entry) => entry.pid));
  for (let grown = true; grown;) {
    grown = false;
    for (const entry of processes)
      if (!inTree.has(entry.pid) && inTree.has(entry.ppid)) {
        inTree.add(entry.pid);
        grown = true;
      }
  }
  const ticks = processes.filter((entry) => inTree.has(entry.pid)).reduce((sum, entry) => sum + entry.ticks, 0);
  return ticks / 100; // USER_HZ
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

/** The twenty functions with the most self time in a V8 CPU profile. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const name = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}`
      : '?';
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time, which the machine's other jobs do not inflate. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}
interface TraceFile {
  readonly traceEvents: TraceEvent[];
}

/** The renderer main thread's complete events by self CPU time (their thread time less their children's). */
function printTrace(trace: TraceFile): void {
  const main = trace.traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const events = trace.traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let total = 0;
  for (const event of events) {
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    while (stack.length > 0 && stack.at(-1)!.end <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - cpu);
    else total += cpu;
    self.set(event.name, (self.get(event.name) ?? 0) + cpu);
    stack.push({ end: event.ts + (event.dur ?? 0), name: event.name });
  }
  // A task's wall time includes the moments the machine's other jobs held the core; its CPU time does not.
  const tasks = events.filter((event) => event.name === 'RunTask');
  const long = tasks.filter((event) => (event.dur ?? 0) > LONG_TASK_TARGET_MS * 1000);
  const cpuOf = (event: TraceEvent) => (event.tdur ?? 0) / 1000;
  console.log(
    `    main thread: ${long.length} tasks over ${LONG_TASK_TARGET_MS} ms of wall time, using at most ` +
      `${Math.max(0, ...long.map(cpuOf)).toFixed(1)} ms of CPU each; the most CPU one task used ` +
      `${Math.max(0, ...tasks.map(cpuOf)).toFixed(1)} ms`,
  );
  console.log(`    main thread CPU in traced tasks ${total.toFixed(0)} ms; by trace event (self CPU ms):`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

/** Builds the bench page (the client's real modules) into a temporary folder. */
async function buildHarness(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'live-render-'));
  await build({
    configFile: false,
    root: HARNESS,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: !PROFILE, chunkSizeWarningLimit: 2_000 },
  });
  return outDir;
}

/**
 * `npm run bench` part: the client's listing rows for 1,000 odds buttons in
 * Chromium, fed by the server's real websocket gateway and bus while 500 prices a second move
 * (20 pushes a second of 25 moved outcomes each, in the wire format). Prints the p95 gap
 * between frames and the longest task the page saw.
 */
export async function benchLiveRendering(): Promise<void> {
  console.log(`\nLive rendering (${BUTTONS} odds buttons, ${PRICES_PER_SECOND} price changes/s for ${SECONDS} s)`);
  const listing = liveListing();
  const outDir = await buildHarness();
  const bus = createBus({ redisUrl: null });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  const handlers = new Map([['events' as const, async () => listing]]);
  const gateway = attachWebsocketGateway(server, { bus, handlers, busChannelFor: feedBusChannel });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      `--user-agent=live-render-bench-${process.pid}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    // Page-side code as text: this file is type-checked for Node, without the DOM's types.
    await page.waitForFunction(`document.querySelectorAll('[data-outcome-id]').length === ${BUTTONS}`, undefined, {
      timeout: 120_000,
    });
    // Let the first render's work settle before the clock starts.
    await page.waitForTimeout(1000);
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
    let metricsBefore: Map<string, number> | null = null;
    if (cdp) {
      await cdp.send('Performance.enable');
      metricsBefore = new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (TRACE)
      await browser.startTracing(page, {
        path: TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'],
      });
    await page.evaluate('window.__liveRender.start()');
    const cpuBefore = browserCpuSeconds(`live-render-bench-${process.pid}`);

    const outcomes = listing.events.flatMap((event) =>
      event.markets[0]!.outcomes.map((outcome) => ({ event, outcome })),
    );
    const perTick = PRICES_PER_SECOND / TICKS_PER_SECOND;
    let moves = 0;
    let pushes = 0;
    let cursor = 0;
    const started = performance.now();
    for (let tick = 0; tick < SECONDS * TICKS_PER_SECOND; tick += 1) {
      // Every outcome moves in turn, its price stepping up or down by one tick.
      const moved = new Map<number, SportEvent>();
      for (let i = 0; i < perTick; i += 1) {
        const { event, outcome } = outcomes[cursor % outcomes.length]!;
        cursor += 7; // a stride co-prime with 1,000, so moves spread over the page
        (outcome as { odds: number }).odds = Math.round((outcome.odds + (tick % 2 === 0 ? 0.05 : -0.04)) * 100) / 100;
        moved.set(event.id, event);
      }
      await bus.publish(BUS_EVENTS_CHANNEL, { events: [...moved.values()] });
      moves += perTick;
      pushes += 1;
      const due = started + ((tick + 1) * 1000) / TICKS_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    await page.waitForTimeout(500);
    const cpuSeconds = browserCpuSeconds(`live-render-bench-${process.pid}`) - cpuBefore;
    const report = (await page.evaluate('window.__liveRender.stop()')) as LiveRenderReport;
    if (TRACE) printTrace(JSON.parse((await browser.stopTracing()).toString('utf8')) as TraceFile);
    if (cdp) {
      printProfile((await cdp.send('Profiler.stop')).profile);
      const after = (await cdp.send('Performance.getMetrics')).metrics;
      const wanted = [
        'TaskDuration',
        'ScriptDuration',
        'LayoutDuration',
        'RecalcStyleDuration',
        'LayoutCount',
        'RecalcStyleCount',
      ];
      console.log(
        '    main thread: ' +
          after
            .filter((m) => wanted.includes(m.name))
            .map((m) => `${m.name} ${(m.value - (metricsBefore?.get(m.name) ?? 0)).toFixed(2)}`)
            .join(', '),
      );
    }
    // Each gap counted in whole display frames (16.8 ms is one frame read through a coarse clock).
    const gaps = report.frameGapsMs
      .map((gap) => Math.max(1, Math.round(gap / VSYNC_MS)) * VSYNC_MS)
      .sort((a, b) => a - b);
    const longest = Math.max(0, ...report.longTasksMs);
    const p95 = percentile(gaps, 0.95);
    const shown = `${BUTTONS.toLocaleString('en-GB')} buttons, ${PRICES_PER_SECOND} moves/s`;
    recordFigure({ bench: 'live-render', measure: `frame gap p95, ${shown}`, value: p95, unit: 'ms' });
    recordFigure({ bench: 'live-render', measure: 'longest task', value: longest, unit: 'ms' });
    console.log(
      `  frames ${gaps.length} in ${report.seconds.toFixed(1)} s: gap p50 ${percentile(gaps, 0.5).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms (target ≤ ${FRAME_TARGET_MS}: ${p95 <= FRAME_TARGET_MS ? 'met' : 'NOT met'}), ` +
        `max ${(gaps.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
    console.log(
      `  long tasks ${report.longTasksMs.length}, longest ${longest.toFixed(0)} ms (target ≤ ${LONG_TASK_TARGET_MS}: ` +
        `${longest <= LONG_TASK_TARGET_MS ? 'met' : 'NOT met'}); prices moved ${moves} in ${pushes} pushes, ` +
        `${report.pushesReceived} pushes received; ` +
        `browser CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / report.seconds) * 100).toFixed(0)} % of one core, ` +
        `${((cpuSeconds * 1000) / Math.max(1, report.pushesReceived)).toFixed(0)} ms a push received)`,
    );
  } finally {
    await browser.close();
    await gateway.close();
    server.close();
    await bus.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
