import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COUNTRY_CODES, toMoney } from '@sportsbook/betting';
import { readConfig } from '../apps/server/src/config';
import { createSportsbook } from '../apps/server/src/server';
import { MEMORY } from '../apps/server/src/storage/index';
import type { Sportsbook } from '../apps/server/src/server';
import { calculateTicket, logInDemo, singleSlip, upcomingSelections } from '../apps/server/src/test-support/bet-client';
import type { Bettor } from '../apps/server/src/test-support/bet-client';
import { forkClient } from './forked-client';
import { createFreshDatabase } from '../apps/server/src/test-support/fresh-database';
import { percentile } from './measure';
import { recordFigure } from './figures';

/** Submits per database (BENCH_BET_SUBMITS overrides, e.g. for a quick profile). */
const SUBMITS = Number(process.env.BENCH_BET_SUBMITS ?? 3000);
/**
 * Submits sent first and not counted (10 per client): the first batches compile the statements'
 * code paths and warm the JIT, which is start-up, not acceptance.
 */
const WARM_UP = 320;
/** Concurrent clients, each with its own keep-alive connection (32). */
const CONCURRENCY = 32;
/** Single-row autocommit INSERTs timed on the same database, for the storage limit beside the rate. */
const RAW_INSERTS = 2000;
const CASH_STAKE = 100;
/** `BET_BENCH_PROFILE=<file>`: a V8 CPU profile of this process during the submits only (not start, not calculates). */
const PROFILE = process.env.BET_BENCH_PROFILE;

/** Starts the inspector's CPU profiler; the returned function stops it and writes the profile to `file`. */
async function startProfile(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Runs `task(0 … count-1)` with at most `concurrency` running at once. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Demo players, each topped up so the run never meets BALANCE_INSUFFICIENT. */
async function players(sportsbook: Sportsbook, account: string): Promise<Bettor[]> {
  return Promise.all(
    COUNTRY_CODES.map(async (country) => {
      const username = `demo-${country.toLowerCase()}`;
      const player = await sportsbook.accounts.players.findByUsername(username);
      if (!player) throw new Error(`${username} was not seeded`);
      await sportsbook.wallet.deposit(
        player.id,
        toMoney((SUBMITS + WARM_UP) * CASH_STAKE),
        `bench-deposit:${username}:${Date.now()}`,
      );
      return { bookmaker: country.toLowerCase(), token: await logInDemo(account, username, 'bench') };
    }),
  );
}

interface Figures {
  readonly accepted: number;
  readonly refused: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly startSeconds: number;
  /** The same database's raw single-row INSERT rate (autocommit, CONCURRENCY at a time), per second. */
  readonly rawInsertsPerSecond: number;
  /** CPU time of the server's process per submit (the clients run in their own): less bent by the machine's load than wall time. */
  readonly cpuMicrosPerBet: number;
  /** CPU seconds per second the process spends with the feed running and no bets (0.05 = 5 % of a core). */
  readonly feedCpuShare: number;
  /** CPU of the whole machine per submit (server, clients, PostgreSQL, anything else), from /proc/stat; null elsewhere. */
  readonly machineMicrosPerBet: number | null;
  /** CPU of the clients' process per submit (the load generator, on the same machine). */
  readonly clientMicrosPerBet: number;
}

/** The machine's busy CPU time so far, µs (Linux's /proc/stat; null where there is none). */
function machineBusyMicros(): number | null {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // user nice system idle iowait irq softirq steal [guest guest_nice], in clock ticks (USER_HZ, 100 a
    // second); idle and iowait are not busy, and guest time is already counted in user and nice.
    const [user, nice, system, , , irq, softirq, steal] = cpu!.trim().split(/\s+/).slice(1).map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0);
    return busy * 10_000;
  } catch {
    return null;
  }
}

/**
 * The storage limit: RAW_INSERTS single-row INSERTs, each its own autocommit transaction, sent
 * CONCURRENCY at a time through the server's own database handle (its pool on PostgreSQL, its one
 * PGlite client), into a scratch table of the bench. Measured while the feed runs, as the bets are.
 */
async function rawInsertRate(sportsbook: Sportsbook): Promise<number> {
  const { handle } = sportsbook;
  await handle.execute(
    'CREATE TABLE bench_raw_inserts (id bigserial PRIMARY KEY, player_id bigint NOT NULL, amount bigint NOT NULL, reference text NOT NULL)',
  );
  try {
    const started = performance.now();
    await pool(RAW_INSERTS, CONCURRENCY, async (index) => {
      await handle.execute(
        sql`INSERT INTO bench_raw_inserts (player_id, amount, reference) VALUES (${index % 10}, ${-CASH_STAKE}, ${`raw:${index}`})`,
      );
    });
    return RAW_INSERTS / ((performance.now() - started) / 1000);
  } finally {
    await handle.execute('DROP TABLE bench_raw_inserts');
  }
}

interface ClientFigures {
  readonly latencies: number[];
  readonly accepted: number;
  readonly refused: number;
  /** The clients' own CPU time over the submits, µs. */
  readonly cpuMicros: number;
}

/** The HTTP clients (`bets-client.mjs`) in a child process, so this process's CPU is the server's alone. */
async function startClient() {
  const client = await forkClient(new URL('./bets-client.mjs', import.meta.url));
  return {
    submit: (origin: string, submits: { headers: Record<string, string>; body: string }[]) =>
      client.ask<ClientFigures>({ origin, concurrency: CONCURRENCY, submits }),
    stop: () => client.stop(),
  };
}

/**
 * One run: the composed server listening on real ports, demo players logged in over HTTP,
 * WARM_UP + SUBMITS tickets calculated first, then submitted CONCURRENCY at a time from a child process
 * (`bets-client.mjs`): WARM_UP first, not counted, then SUBMITS measured; each submit's latency is its HTTP
 * round trip.
 */
async function runBets(database: { dataDir: string; databaseUrl: string | null }): Promise<Figures> {
  const started = performance.now();
  const config = {
    // PGLITE_WORKER=1 runs PGlite in a worker thread (decision 059).
    ...readConfig({ PGLITE_WORKER: process.env.PGLITE_WORKER }),
    ...database,
    port: 0,
    accountPort: 0,
    logLevel: 'silent',
    webRoot: '/nonexistent',
  };
  const sportsbook = await createSportsbook(config, {
    env: { SEED_DEMO: '1', BET_IN_PLAY_DELAY_MS: '0', MONEY_RATE_LIMITS: '0' },
  });
  try {
    await sportsbook.app.listen({ port: 0, host: '127.0.0.1' });
    await sportsbook.accountApp.listen({ port: 0, host: '127.0.0.1' });
    const sports = `http://127.0.0.1:${(sportsbook.app.server.address() as AddressInfo).port}`;
    const account = `http://127.0.0.1:${(sportsbook.accountApp.server.address() as AddressInfo).port}`;
    const startSeconds = (performance.now() - started) / 1000;
    const bettors = await players(sportsbook, account);
    const selections = await upcomingSelections(sports, { limit: 60 });
    if (selections.length === 0) throw new Error('no upcoming football to bet on');

    const tickets: { player: Bettor; ticket: unknown }[] = [];
    await pool(WARM_UP + SUBMITS, CONCURRENCY, async (index) => {
      const player = bettors[index % bettors.length]!;
      const slip = singleSlip(selections[index % selections.length]!, CASH_STAKE);
      tickets[index] = { player, ticket: await calculateTicket(sports, player, slip) };
    });

    // What the running feed alone costs, so the CPU per bet can be read net of it.
    const idleCpu = process.cpuUsage();
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = process.cpuUsage(idleCpu);
    const feedCpuShare = (idle.user + idle.system) / 1000 / (performance.now() - idleStarted);
    const requests = tickets.map(({ player, ticket }) => ({
      headers: { jwt: player.token, bookmaker: player.bookmaker },
      body: JSON.stringify({ ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: player.bookmaker }),
    }));
    const client = await startClient();
    await client.submit(sports, requests.slice(0, WARM_UP));
    const submitStarted = performance.now();
    const stopProfile = PROFILE ? await startProfile(PROFILE) : null;
    const cpuStarted = process.cpuUsage();
    const machineStarted = machineBusyMicros();
    const { latencies, accepted, refused, cpuMicros } = await client.submit(sports, requests.slice(WARM_UP));
    client.stop();
    const seconds = (performance.now() - submitStarted) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuMicrosPerBet = (cpu.user + cpu.system) / SUBMITS;
    const machineEnded = machineBusyMicros();
    const machineMicrosPerBet =
      machineStarted === null || machineEnded === null ? null : (machineEnded - machineStarted) / SUBMITS;
    await stopProfile?.();
    const rawInsertsPerSecond = await rawInsertRate(sportsbook);
    return {
      accepted,
      refused,
      seconds,
      latencies,
      startSeconds,
      rawInsertsPerSecond,
      cpuMicrosPerBet,
      feedCpuShare,
      machineMicrosPerBet,
      clientMicrosPerBet: cpuMicros / SUBMITS,
    };
  } finally {
    await sportsbook.close();
  }
}

function report(name: string, figures: Figures): void {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const database = name === 'postgres' ? 'PostgreSQL' : name === 'pglite-w' ? 'PGlite in a worker' : 'PGlite';
  const rate = figures.accepted / figures.seconds;
  recordFigure({ bench: 'bets', measure: `accepted bets, ${database}`, value: rate, unit: '/s' });
  recordFigure({ bench: 'bets', measure: `submit p50, ${database}`, value: percentile(sorted, 0.5), unit: 'ms' });
  recordFigure({ bench: 'bets', measure: `submit p99, ${database}`, value: percentile(sorted, 0.99), unit: 'ms' });
  const insertRatio = rate / figures.rawInsertsPerSecond;
  recordFigure({ bench: 'bets', measure: `bets ÷ raw single-row inserts, ${database}`, value: insertRatio, unit: '×' });
  const cpuPerBet = figures.cpuMicrosPerBet / 1000;
  recordFigure({ bench: 'bets', measure: `server CPU per bet, ${database}`, value: cpuPerBet, unit: 'ms' });
  console.log(
    `${name.padEnd(10)} ${String(SUBMITS).padStart(7)} ${String(CONCURRENCY).padStart(5)} ${String(figures.accepted).padStart(8)} ` +
      `${String(figures.refused).padStart(7)} ${figures.seconds.toFixed(2).padStart(7)} s ${(figures.accepted / figures.seconds).toFixed(0).padStart(8)}/s ` +
      `${percentile(sorted, 0.5).toFixed(2).padStart(8)} ms ${percentile(sorted, 0.99).toFixed(2).padStart(8)} ms ` +
      `${figures.startSeconds.toFixed(1).padStart(6)} s ${figures.rawInsertsPerSecond.toFixed(0).padStart(8)}/s ` +
      `${(figures.accepted / figures.seconds / figures.rawInsertsPerSecond).toFixed(2).padStart(6)} ` +
      `${(figures.cpuMicrosPerBet / 1000).toFixed(2).padStart(6)} ms ${(figures.feedCpuShare * 100).toFixed(0).padStart(4)} % ` +
      `${(figures.clientMicrosPerBet / 1000).toFixed(2).padStart(6)} ms ` +
      (figures.machineMicrosPerBet === null
        ? '      —        —'
        : `${(figures.machineMicrosPerBet / 1000).toFixed(2).padStart(6)} ms ${((availableParallelism() * 1_000_000) / figures.machineMicrosPerBet).toFixed(0).padStart(6)}/s`),
  );
}

/**
 * Prints accepted bets per second and p50 / p99 submit latency of the composed server over real
 * HTTP: on PGlite in a temporary DATA_DIR, and — when `DATABASE_URL` or `TEST_DATABASE_URL` is
 * set — on PostgreSQL in a fresh database. The feed runs meanwhile, as in production.
 */
export async function benchBetAcceptance(): Promise<void> {
  console.log(
    `\nbet acceptance: ${SUBMITS} single submits (calculated beforehand; ${WARM_UP} more first as a warm-up), ${CONCURRENCY} at a time, over HTTP to the composed server`,
  );
  console.log(
    'database   submits  conc  accepted refused    wall      rate       p50          p99    start   inserts  ratio  cpu/bet  feed  clients  machine  ceiling',
  );
  console.log('  (inserts: raw single-row INSERTs/s of the same database in the same run; ratio: bets/s ÷ inserts/s)');
  console.log(
    `  (cpu/bet: the server's process; clients: the load generator's; machine: every process's CPU per bet (clients, PostgreSQL); ceiling: ${availableParallelism()} cores ÷ machine)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'));
  try {
    report(process.env.PGLITE_WORKER === '1' ? 'pglite-w' : 'pglite', await runBets({ dataDir, databaseUrl: null }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('postgres   (skipped: set DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  // A database of its own: the feed's leader lock is per database.
  const database = await createFreshDatabase(url, 'bench');
  try {
    report('postgres', await runBets({ dataDir: MEMORY, databaseUrl: database.url }));
  } finally {
    await database.drop();
  }
}
