// `npm run chaos` (decision 049): a cluster of 2 instances behind HAProxy on a private
// PostgreSQL and a private Redis (both under /tmp, on loopback, so restarting them disturbs no one),
// loaded by websocket and betting clients while faults are injected; then the racing-submit
// check and a ledger audit. Bounded in time; prints a report and exits 1 if a promise broke.
// This file runs the cluster and the faults; the services, the load and the audit are in chaos/.
//
// CHAOS_SECONDS (60), CHAOS_WS_CLIENTS (1000), CHAOS_BETTORS (32), PG_BIN (/usr/lib/postgresql/15/bin).
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
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
  singleSlip,
  submitTicket,
  upcomingSelections,
} from '../apps/server/src/test-support/bet-client';
import { auditLedger } from './chaos/audit';
import { check, log, problems, sleep, until } from './chaos/kit';
import { acceptedUuids, bets, bettor, logIn, percentile, sockets, stopLoad, ws, wsClient } from './chaos/load';
import { initPostgres, removeServices, scratch, startPostgres, startRedis, stopPostgres } from './chaos/services';

const SECONDS = Number(process.env.CHAOS_SECONDS || 60);
const WS_CLIENTS = Number(process.env.CHAOS_WS_CLIENTS || 1000);
const BETTORS = Number(process.env.CHAOS_BETTORS || 32);
const JWT_SECRET = 'chaos-secret-0123456789abcdef0123456789abcdef0123';
const LOAD_PLAYERS = ['gb', 'ie', 'us', 'gr', 'mx'];
const RACE_PLAYER = 'br';

let redis: ChildProcess | null = null;

// ── The run ─────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<void> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING);
  const [pgPort, redisPort, lbSports, lbAccount, statsPort, ...instancePorts] = await freePorts(9);
  log(`private PostgreSQL :${pgPort} and Redis :${redisPort} under ${scratch}`);
  initPostgres();
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
    stopLoad();
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

    await auditLedger(db, acceptedUuids);
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
    stopLoad();
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
    removeServices();
    if (problems.length > 0) console.log(`\nchaos: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    else console.log('\nchaos: every check held');
    process.exit(problems.length > 0 ? 1 : 0);
  });
