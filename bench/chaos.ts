// `npm run chaos` (decision 049): a cluster of 2 instances behind HAProxy on a private
// PostgreSQL and a private Redis (both under /tmp, on loopback, so restarting them disturbs no one),
// loaded by websocket and betting clients while faults are injected; then the racing-submit
// check and a ledger audit. Bounded in time; prints a report and exits 1 if a promise broke.
//
// CHAOS_SECONDS (60), CHAOS_WS_CLIENTS (1000), CHAOS_BETTORS (32), PG_BIN (/usr/lib/postgresql/15/bin).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import WebSocket from 'ws';
import {
  DRAIN_DELAY_MS,
  HAPROXY_MISSING,
  findHaproxy,
  freePorts,
  haproxyConfig,
  haproxyStats,
  startHaproxy,
  startInstance,
  waitForOk,
} from '../scripts/cluster/kit.mjs';
import type { Instance } from '../scripts/cluster/kit.mjs';
import {
  calculateTicket,
  logInDemo,
  singleSlip,
  submitTicket,
  upcomingSelections,
} from '../apps/server/src/test-support/bet-client';
import type { Bettor, Selection } from '../apps/server/src/test-support/bet-client';

const SECONDS = Number(process.env.CHAOS_SECONDS || 60);
const WS_CLIENTS = Number(process.env.CHAOS_WS_CLIENTS || 1000);
const BETTORS = Number(process.env.CHAOS_BETTORS || 32);
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const JWT_SECRET = 'chaos-secret-0123456789abcdef0123456789abcdef0123';
const LOAD_PLAYERS = ['gb', 'ie', 'us', 'gr', 'mx'];
const RACE_PLAYER = 'br';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await condition().catch(() => false)) return Math.round(performance.now() - started);
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

// ── Private PostgreSQL and Redis ───────────────────────────────────────────────────────────────
const scratch = mkdtempSync(join(tmpdir(), 'sportsbook-chaos-'));
const children: ChildProcess[] = [];

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user (runuser). */
const asPostgres = process.getuid?.() === 0;

function run(binary: string, args: string[]): void {
  const [command, rest] = asPostgres ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
}

function startPostgres(port: number): void {
  run(join(PG_BIN, 'pg_ctl'), [
    '-D',
    join(scratch, 'pg'),
    '-l',
    join(scratch, 'pg.log'),
    '-w',
    '-o',
    `-p ${port} -k ${scratch} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ]);
}
function stopPostgres(mode: 'fast' | 'immediate'): void {
  run(join(PG_BIN, 'pg_ctl'), ['-D', join(scratch, 'pg'), '-m', mode, '-w', 'stop']);
}
let redis: ChildProcess | null = null;
function startRedis(port: number): ChildProcess {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  children.push(child);
  return child;
}

// ── Load: websocket clients ─────────────────────────────────────────────────────────────────────
interface WsStats {
  pushes: number;
  lastPushAt: number;
  reconnects: number;
  errors: number;
  open: number;
  duplicates: number;
}
const ws: WsStats = { pushes: 0, lastPushAt: 0, reconnects: 0, errors: 0, open: 0, duplicates: 0 };
let stopping = false;

function wsClient(url: string, index: number): void {
  let lastPayload = '';
  const connect = () => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let opened = false;
    socket.on('open', () => {
      opened = true;
      ws.open += 1;
      socket.send(JSON.stringify({ type: 'subscribe', channel: 'gb_events' }));
      // A fresh snapshot after every (re)connect: the client never keeps a stale price.
      socket.send(JSON.stringify({ id: `s${index}`, type: 'events-simple', bookmaker: 'gb', params: { live: true } }));
    });
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { channel?: string; data?: string; error?: unknown };
      if (frame.error) ws.errors += 1;
      if (frame.channel !== 'gb_events' || !frame.data) return;
      ws.pushes += 1;
      ws.lastPushAt = performance.now();
      // The same push twice in a row on one socket would be a double publish.
      if (index % 50 === 0) {
        const payload = gunzipSync(Buffer.from(frame.data, 'base64')).toString();
        if (payload === lastPayload) ws.duplicates += 1;
        lastPayload = payload;
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (opened) ws.open -= 1;
      else ws.errors += 1;
      if (stopping) return;
      ws.reconnects += 1;
      setTimeout(connect, 200 + Math.random() * 800);
    });
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  connect();
}
const sockets = new Set<WebSocket>();

// ── Load: betting clients ───────────────────────────────────────────────────────────────────────
interface BetStats {
  accepted: number;
  refused: number;
  errors: number;
  latencies: number[];
  errorLog: string[];
}
const bets: BetStats = { accepted: 0, refused: 0, errors: 0, latencies: [], errorLog: [] };
const acceptedUuids = new Map<string, number>();

async function bettor(sports: string, player: Bettor, selections: Selection[], index: number): Promise<void> {
  for (let round = 0; !stopping; round += 1) {
    const selection = selections[(index * 7 + round) % selections.length]!;
    const started = performance.now();
    try {
      const ticket = await calculateTicket(sports, player, singleSlip(selection, 10));
      const answer = await submitTicket(sports, player, ticket);
      bets.latencies.push(performance.now() - started);
      if (answer.status === 1) {
        bets.accepted += 1;
        acceptedUuids.set(String(ticket.uuid), answer.bet!.id);
      } else bets.refused += 1;
    } catch (error) {
      bets.errors += 1;
      if (bets.errorLog.length < 20)
        bets.errorLog.push(`${new Date().toISOString().slice(11, 19)} ${String(error).slice(0, 200)}`);
      await sleep(200);
    }
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** Logs in as a client would: a 503 (no instance ready) is retried after its Retry-After. */
async function logIn(account: string, country: string, device: string): Promise<Bettor> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { bookmaker: country, token: await logInDemo(account, `demo-${country}`, device) };
    } catch (error) {
      if (attempt >= 30 || !String(error).includes('503')) throw error;
      await sleep(2000);
    }
  }
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<void> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING);
  const [pgPort, redisPort, lbSports, lbAccount, statsPort, ...instancePorts] = await freePorts(9);
  log(`private PostgreSQL :${pgPort} and Redis :${redisPort} under ${scratch}`);
  mkdirSync(join(scratch, 'pg'));
  if (asPostgres) {
    chmodSync(scratch, 0o777);
    spawnSync('chown', ['postgres', join(scratch, 'pg')]);
  }
  run(join(PG_BIN, 'initdb'), ['-D', join(scratch, 'pg'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  startPostgres(pgPort!);
  redis = startRedis(redisPort!);
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    JWT_SECRET,
    SEED_DEMO: '1',
    // Its ledger checks count the run's own bets only: no first start history (decision 108).
    DEMO_HISTORY: '0',
    LOG_LEVEL: 'warn',
    TRUST_PROXY_HOPS: '1',
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    BET_IN_PLAY_DELAY_MS: '0',
    // A load far above one bettor's pace, from a handful of players on one address (decision 083).
    MONEY_RATE_LIMITS: '0',
    WS_MAX_CONNECTIONS_PER_IP: String(WS_CLIENTS + 100),
    WEB_ROOT: '/nonexistent',
    FEED_SEED: 'chaos',
  };
  const instances: Instance[] = [];
  const launch = (i: number) => {
    const instance = startInstance({
      name: `s${i + 1}`,
      sports: instancePorts[2 * i]!,
      account: instancePorts[2 * i + 1]!,
      env,
    });
    instances[i] = instance;
    return waitForOk(`http://127.0.0.1:${instance.sports}/health/ready`, {
      exited: instance.exited,
      what: instance.name,
      timeoutMs: 180_000,
    });
  };
  await launch(0);
  await launch(1);
  const balancer = startHaproxy(
    haproxy,
    join(scratch, 'haproxy'),
    haproxyConfig({ sportsPort: lbSports!, accountPort: lbAccount!, statsPort: statsPort!, instances }),
  );
  const sports = `http://127.0.0.1:${lbSports}`;
  const account = `http://127.0.0.1:${lbAccount}`;
  await waitForOk(`${sports}/health/ready`, { timeoutMs: 30_000 });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);
  const feedRole = async (instance: Instance) =>
    (await (await fetch(`http://127.0.0.1:${instance.sports}/health/feed`)).json()) as {
      leader: boolean;
      elected: boolean;
    };
  const simTime = async () => String((await db.query('SELECT sim_time::text AS t FROM feed_clock')).rows[0]?.t);

  try {
    const players = await Promise.all(LOAD_PLAYERS.map((country) => logIn(account, country, 'chaos')));
    const selections = await upcomingSelections(sports, { minOdds: 1.2, limit: 20 });
    log(`load: ${WS_CLIENTS} websocket clients and ${BETTORS} bettors through HAProxy for ${SECONDS} s`);
    for (let i = 0; i < WS_CLIENTS; i += 1) {
      wsClient(`ws://127.0.0.1:${lbSports}/ws`, i);
      if (i % 100 === 99) await sleep(50);
    }
    await until('websocket clients open', async () => ws.open >= WS_CLIENTS * 0.98, 60_000).catch((error: unknown) =>
      log(String(error)),
    );
    const loadStarted = performance.now();
    const pushesAtStart = ws.pushes;
    const betting = Array.from({ length: BETTORS }, (_, i) =>
      bettor(sports, players[i % players.length]!, selections, i),
    );
    const recovery: Record<string, string> = {};

    // Fault 1: kill -9 of the feed leader.
    await sleep(SECONDS * 150);
    const leaderIndex = (await feedRole(instances[0]!)).leader ? 0 : 1;
    const other = instances[1 - leaderIndex]!;
    const killedAt = performance.now();
    instances[leaderIndex]!.child.kill('SIGKILL');
    const elected = await until('another instance elected', async () => (await feedRole(other)).elected, 30_000);
    const before = await simTime();
    const ticking = await until('prices move again', async () => (await simTime()) !== before, 120_000);
    recovery['kill -9 feed leader'] =
      `elected ${elected} ms, feed ticking ${Math.round(performance.now() - killedAt)} ms (since elected ${ticking} ms)`;
    check(elected < 10_000, `after kill -9 of the leader another instance is elected within 10 s (${elected} ms)`);
    await launch(leaderIndex);

    // Fault 2: Redis restart.
    const redisDown = performance.now();
    redis!.kill('SIGTERM');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await sleep(1000);
    redis = startRedis(redisPort!);
    const restarted = performance.now();
    const pushes = await until('pushes resume', async () => ws.lastPushAt > restarted, 60_000);
    recovery['Redis restart'] =
      `down ${Math.round(restarted - redisDown)} ms, pushes resumed ${pushes} ms after it was back`;
    check(pushes < 5_000, `after a Redis restart pushes resume within 5 s (${pushes} ms)`);

    // Fault 3: SIGTERM drain of one instance; the balancer must fail no request.
    const statsBefore = await haproxyStats(statsPort!);
    const errorsBefore = bets.errors;
    const drained = instances[1]!;
    const drainStarted = performance.now();
    drained.child.kill('SIGTERM');
    const exit = await drained.exited;
    const drainMs = Math.round(performance.now() - drainStarted);
    const statsAfter = await haproxyStats(statsPort!);
    const failed = (stats: typeof statsAfter) =>
      ['sports/BACKEND', 'account/BACKEND'].reduce(
        (sum, key) => sum + Number(stats[key]?.hrsp_5xx ?? 0) + Number(stats[key]?.eresp ?? 0),
        0,
      );
    const balancerFailures = failed(statsAfter) - failed(statsBefore);
    recovery['SIGTERM drain'] =
      `exit ${exit.code}, ${drainMs} ms, ${balancerFailures} failed at the balancer, ${bets.errors - errorsBefore} client errors`;
    check(
      exit.code === 0 && balancerFailures === 0 && bets.errors === errorsBefore,
      `SIGTERM drain: exit 0 and 0 failed requests (${recovery['SIGTERM drain']})`,
    );
    await launch(1);

    // Fault 4: PostgreSQL restart.
    const pgDown = performance.now();
    const errorsBeforePg = bets.errors;
    const refusedBeforePg = bets.refused;
    stopPostgres('fast');
    await sleep(2000);
    startPostgres(pgPort!);
    const back = await until(
      'submits accepted again',
      async () => {
        const accepted = bets.accepted;
        await sleep(500);
        return bets.accepted > accepted;
      },
      60_000,
    );
    recovery['PostgreSQL restart'] =
      `down ~2 s, bets accepted again ${back} ms after it was back (${Math.round(performance.now() - pgDown)} ms in all); during it ${bets.errors - errorsBeforePg} client errors, ${bets.refused - refusedBeforePg} refusals`;
    log(recovery['PostgreSQL restart']);

    const remaining = SECONDS * 1000 - (performance.now() - loadStarted);
    if (remaining > 0) await sleep(remaining);
    stopping = true;
    await Promise.all(betting);
    const seconds = (performance.now() - loadStarted) / 1000;
    for (const socket of sockets) socket.close();

    // The racing check: 30 submits split over the two instances directly, one balance covering 10.
    const racer = await logIn(account, RACE_PLAYER, 'chaos-race');
    const balance = Math.round(
      (
        (await (await fetch(`${sports}/player/details`, { headers: { jwt: racer.token } })).json()) as {
          data: { balance: number };
        }
      ).data.balance * 100,
    );
    const stake = Math.floor(balance / 10);
    const direct = instances.map((instance) => `http://127.0.0.1:${instance.sports}`);
    const tickets = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        calculateTicket(direct[i % 2]!, racer, singleSlip(selections[i % selections.length]!, stake)),
      ),
    );
    const answers = await Promise.all(tickets.map((ticket, i) => submitTicket(direct[i % 2]!, racer, ticket)));
    const raceAccepted = answers.filter((answer) => answer.status === 1).length;
    check(
      raceAccepted === 10,
      `30 racing submits over two instances on a balance covering 10: ${raceAccepted} accepted`,
    );

    // Ledger audit.
    const audit = await db.query<{
      bad_wallets: number;
      bets: number;
      bad_debits: number;
      double_settled: number;
      unanswered: number;
    }>(`
      SELECT
        (SELECT count(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.player_id = w.player_id))::int AS bad_wallets,
        (SELECT count(*) FROM bets)::int AS bets,
        (SELECT count(*) FROM bets b WHERE (SELECT count(*) FROM ledger_entries l WHERE l.reference = 'bet:' || b.uuid::text AND l.kind IN ('stake', 'freebet_stake')) <> 1)::int AS bad_debits,
        (SELECT count(*) FROM (SELECT reference FROM ledger_entries WHERE reference LIKE 'settle:%' GROUP BY reference HAVING count(*) > 1) d)::int AS double_settled,
        (SELECT count(*) FROM bets WHERE result_response IS NULL)::int AS unanswered`);
    const row = audit.rows[0]!;
    const stored = await db.query<{ uuid: string; id: string }>('SELECT uuid::text, id::text FROM bets');
    const byUuid = new Map(stored.rows.map((bet) => [bet.uuid, Number(bet.id)]));
    const missing = [...acceptedUuids].filter(([uuid, id]) => byUuid.get(uuid) !== id).length;
    check(row.bad_wallets === 0, `every wallet's entries sum to its balance (${row.bad_wallets} wrong)`);
    check(
      row.bad_debits === 0 && row.unanswered === 0,
      `every bet has one stake debit and one stored answer (${row.bets} bets)`,
    );
    check(
      missing === 0,
      `every accepted bet is stored as answered (${acceptedUuids.size} accepted, ${missing} missing)`,
    );
    check(row.double_settled === 0, `no bet settled twice (${row.double_settled})`);
    check(ws.duplicates === 0, `no push delivered twice in a row to a sampled socket (${ws.duplicates})`);

    const report = {
      seconds: Math.round(seconds),
      wsClients: WS_CLIENTS,
      bettors: BETTORS,
      betsPerSecond: Math.round((bets.accepted / seconds) * 10) / 10,
      submits: { accepted: bets.accepted, refused: bets.refused, errors: bets.errors },
      p99Ms: percentile(bets.latencies, 99),
      p50Ms: percentile(bets.latencies, 50),
      deliveredPerSecond: Math.round((ws.pushes - pushesAtStart) / seconds),
      wsReconnects: ws.reconnects,
      wsErrors: ws.errors,
      recovery,
      errorSamples: bets.errorLog,
      load: spawnSync('uptime', { encoding: 'utf8' }).stdout.trim(),
    };
    console.log(JSON.stringify(report, null, 2));
  } catch (error) {
    log(`stopped by: ${String(error)}`);
    log(`client error samples:\n  ${bets.errorLog.join('\n  ')}`);
    for (const instance of instances) log(`${instance?.name} log tail:\n${instance?.output().slice(-3000)}`);
    throw error;
  } finally {
    stopping = true;
    for (const socket of sockets) socket.terminate();
    for (const instance of instances) instance?.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance?.exited));
    balancer.child.kill('SIGTERM');
    await balancer.exited;
    await db.end();
  }
}

main()
  .catch((error: unknown) => {
    problems.push(String(error));
    console.error(error);
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    try {
      stopPostgres('immediate');
    } catch {
      // Not running.
    }
    rmSync(scratch, { recursive: true, force: true });
    if (problems.length > 0) console.log(`\nchaos: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    else console.log('\nchaos: every check held');
    process.exit(problems.length > 0 ? 1 : 0);
  });
