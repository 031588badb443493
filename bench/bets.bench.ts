import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { COUNTRY_CODES, toMoney } from '@sportsbook/betting';
import { readConfig } from '../apps/server/src/config';
import { createSportsbook } from '../apps/server/src/server';
import { MEMORY } from '../apps/server/src/storage/index';
import type { Sportsbook } from '../apps/server/src/server';

const SUBMITS = 500;
const CONCURRENCY = 8;
const CASH_STAKE = 100;
const PASSWORD = 'demo-pass-1';

interface Player {
  readonly bookmaker: string;
  readonly token: string;
}

interface Selection {
  readonly event_id: number;
  readonly market_id: number;
  readonly outcome_id: number;
  readonly odds: number;
  readonly type: string;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
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

/** Upcoming football prices that start well after the run (no in-play delay, no start during it). */
async function upcomingSelections(sports: string): Promise<Selection[]> {
  const response = await fetch(`${sports}/echo/v1/events?bookmaker=gb&lang=en&live=0&sport=football`);
  const { events } = (await response.json()) as {
    events: {
      id: number;
      is_live: boolean;
      starts_at: string;
      markets: { id: number; type: string; is_suspended: boolean; outcomes: { id: number; odds: number | null }[] }[];
    }[];
  };
  const later = Date.now() + 60 * 60 * 1000;
  return events
    .filter((event) => !event.is_live && Date.parse(event.starts_at) > later)
    .flatMap((event) =>
      (event.markets[0] && !event.markets[0].is_suspended ? event.markets[0].outcomes : [])
        .filter((outcome) => outcome.odds !== null)
        .map((outcome) => ({
          event_id: event.id,
          market_id: event.markets[0]!.id,
          outcome_id: outcome.id,
          odds: outcome.odds!,
          type: event.markets[0]!.type,
        })),
    )
    .slice(0, 60);
}

function slip(selection: Selection): Record<string, unknown> {
  return {
    freebet: null,
    type: 'single',
    system_type: null,
    selections: [{ ...selection, outcome_list: [], each_way: false, is_starting_price: false, stake: CASH_STAKE }],
    total_stake: 0,
    total_bets: 0,
    total_return: 0,
    each_way: false,
    stakes: { [selection.outcome_id]: CASH_STAKE },
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake: CASH_STAKE,
  };
}

/** Demo players, each topped up so the run never meets BALANCE_INSUFFICIENT. */
async function players(sportsbook: Sportsbook, account: string): Promise<Player[]> {
  return Promise.all(
    COUNTRY_CODES.map(async (country) => {
      const username = `demo-${country.toLowerCase()}`;
      const player = await sportsbook.accounts.players.findByUsername(username);
      if (!player) throw new Error(`${username} was not seeded`);
      await sportsbook.wallet.deposit(
        player.id,
        toMoney(SUBMITS * CASH_STAKE),
        `bench-deposit:${username}:${Date.now()}`,
      );
      const login = (await postJson(`${account}/api/login`, {
        username,
        password: PASSWORD,
        platform: 'web',
        device_name: 'bench',
      })) as { access_token: string };
      return { bookmaker: country.toLowerCase(), token: login.access_token };
    }),
  );
}

interface Figures {
  readonly accepted: number;
  readonly refused: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly startSeconds: number;
}

/**
 * One run: the composed server listening on real ports, demo players logged in over HTTP,
 * SUBMITS tickets calculated first, then submitted CONCURRENCY at a time with `fetch`; each
 * submit's latency is its HTTP round trip.
 */
async function runBets(database: { dataDir: string; databaseUrl: string | null }): Promise<Figures> {
  const started = performance.now();
  const config = {
    ...readConfig({}),
    ...database,
    port: 0,
    accountPort: 0,
    logLevel: 'silent',
    webRoot: '/nonexistent',
  };
  const sportsbook = await createSportsbook(config, { env: { SEED_DEMO: '1', BET_IN_PLAY_DELAY_MS: '0' } });
  try {
    await sportsbook.app.listen({ port: 0, host: '127.0.0.1' });
    await sportsbook.accountApp.listen({ port: 0, host: '127.0.0.1' });
    const sports = `http://127.0.0.1:${(sportsbook.app.server.address() as AddressInfo).port}`;
    const account = `http://127.0.0.1:${(sportsbook.accountApp.server.address() as AddressInfo).port}`;
    const startSeconds = (performance.now() - started) / 1000;
    const bettors = await players(sportsbook, account);
    const selections = await upcomingSelections(sports);
    if (selections.length === 0) throw new Error('no upcoming football to bet on');

    const tickets: { player: Player; ticket: unknown }[] = [];
    await pool(SUBMITS, CONCURRENCY, async (index) => {
      const player = bettors[index % bettors.length]!;
      const answer = (await postJson(`${sports}/v1/betslip/calculate`, slip(selections[index % selections.length]!), {
        jwt: player.token,
        bookmaker: player.bookmaker,
      })) as { tickets: unknown[] };
      tickets[index] = { player, ticket: answer.tickets[0] };
    });

    const latencies: number[] = [];
    let accepted = 0;
    let refused = 0;
    const submitStarted = performance.now();
    await pool(SUBMITS, CONCURRENCY, async (index) => {
      const { player, ticket } = tickets[index]!;
      const sent = performance.now();
      const answer = (await postJson(
        `${sports}/v1/betslip/submit`,
        { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: player.bookmaker },
        { jwt: player.token, bookmaker: player.bookmaker },
      )) as { status: number };
      latencies.push(performance.now() - sent);
      if (answer.status === 1) accepted += 1;
      else refused += 1;
    });
    const seconds = (performance.now() - submitStarted) / 1000;
    return { accepted, refused, seconds, latencies, startSeconds };
  } finally {
    await sportsbook.close();
  }
}

function report(name: string, figures: Figures): void {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} ${String(SUBMITS).padStart(7)} ${String(CONCURRENCY).padStart(5)} ${String(figures.accepted).padStart(8)} ` +
      `${String(figures.refused).padStart(7)} ${figures.seconds.toFixed(2).padStart(7)} s ${(figures.accepted / figures.seconds).toFixed(0).padStart(8)}/s ` +
      `${percentile(sorted, 0.5).toFixed(2).padStart(8)} ms ${percentile(sorted, 0.99).toFixed(2).padStart(8)} ms ` +
      `${figures.startSeconds.toFixed(1).padStart(6)} s`,
  );
}

/** A fresh PostgreSQL database for one run (the feed's leader lock is per database), dropped afterwards. */
async function withFreshDatabase<T>(url: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return await run(databaseUrl.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Prints accepted bets per second and p50 / p99 submit latency of the composed server over real
 * HTTP: on PGlite in a temporary DATA_DIR, and — when `DATABASE_URL` or `TEST_DATABASE_URL` is
 * set — on PostgreSQL in a fresh database. The feed runs meanwhile, as in production.
 */
export async function benchBetAcceptance(): Promise<void> {
  console.log(
    `\nbet acceptance: ${SUBMITS} single submits (calculated beforehand), ${CONCURRENCY} at a time, over HTTP to the composed server`,
  );
  console.log('database   submits  conc  accepted refused    wall      rate       p50          p99    start');
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'));
  try {
    report('pglite', await runBets({ dataDir, databaseUrl: null }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) report('postgres', await withFreshDatabase(url, (databaseUrl) => runBets({ dataDir: MEMORY, databaseUrl })));
  else console.log('postgres   (skipped: set DATABASE_URL or TEST_DATABASE_URL)');
}
