import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, openDatabase } from '../storage/index';
import { DEFAULT_CURRENCY_STAKE_LIMITS } from '../catalog/testing';
import { calculateTicket, logInDemo, singleSlip, submitTicket, upcomingSelections } from '../test-support/bet-client';
import type { Bettor, Selection, SubmitAnswer } from '../test-support/bet-client';
import { createFreshDatabase } from '../test-support/fresh-database';
import { killRunningServers, startServer, stopServer } from '../test-support/server-process';
import type { RunningServer } from '../test-support/server-process';
import type { DatabaseHandle } from '../storage/index';

/*
 * Crash safety: the real server, as a child process, takes a stream of concurrent
 * submits from several players; it is killed with SIGKILL mid-stream, started again on the same
 * data, stopped, and the data is checked through SQL: every balance is its ledger's sum, every
 * bet has exactly one debit of its stake, no debit lacks its bet, and every bet a client saw
 * accepted is there.
 */

const PLAYERS = ['gb', 'ie', 'us', 'gr', 'mx', 'br'] as const;
const WORKERS_PER_PLAYER = 3;
/** Kill once this many bets were accepted (and other submits are still waiting for answers). */
const KILL_AFTER_ACCEPTED = 100;
/** A stake every player may place: the largest minimum of their currencies (decision 105). */
const CASH_STAKE = Math.max(...Object.values(DEFAULT_CURRENCY_STAKE_LIMITS).map((limits) => limits.min));

interface Player extends Bettor {
  readonly bookmaker: (typeof PLAYERS)[number];
}

type SubmitState = 'accepted' | 'refused' | 'unanswered';

interface Submit {
  readonly uuid: string;
  readonly ticket: Record<string, unknown>;
  readonly player: Player;
  state: SubmitState;
  betId?: number;
  message?: string;
}

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await killRunningServers();
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function logIn(server: RunningServer, country: Player['bookmaker']): Promise<Player> {
  return { bookmaker: country, token: await logInDemo(server.account, `demo-${country}`, 'crash-safety') };
}

async function activeFreebet(server: RunningServer, player: Player): Promise<string | null> {
  const response = await fetch(`${server.sports}/api/content/freebets/active?active=1&bookmaker=${player.bookmaker}`, {
    headers: { jwt: player.token },
  });
  const { data } = (await response.json()) as { data: { id: string; conditions: { min_odds: number | null } }[] };
  return data.find((freebet) => (freebet.conditions.min_odds ?? 0) <= 2)?.id ?? null;
}

interface StreamResult {
  readonly submits: Submit[];
  readonly inFlightAtKill: number;
  readonly acceptedAtKill: number;
  readonly ms: number;
}

/**
 * Several workers per player loop calculate → submit. The first ticket of two workers of each
 * player spends the same free bet (one wins). Once enough bets were accepted, the server is
 * SIGKILLed at a moment other submits are still waiting for their answers.
 */
async function streamUntilKilled(
  server: RunningServer,
  players: Player[],
  selections: Selection[],
): Promise<StreamResult> {
  const started = Date.now();
  const submits: Submit[] = [];
  let accepted = 0;
  let inFlight = 0;
  let killedAt: { inFlight: number; accepted: number } | null = null;
  const freebets = new Map<Player, string | null>();
  for (const player of players) freebets.set(player, await activeFreebet(server, player));

  const worker = async (player: Player, index: number) => {
    for (let round = 0; killedAt === null; round += 1) {
      const selection = selections[(index * 7 + round) % selections.length]!;
      const freebetId = round === 0 && index < 2 ? (freebets.get(player) ?? null) : null;
      let ticket: Record<string, unknown>;
      try {
        ticket = await calculateTicket(server.sports, player, singleSlip(selection, CASH_STAKE, freebetId));
      } catch (error) {
        if (killedAt) return;
        throw error;
      }
      if (killedAt) return;
      const submit: Submit = { uuid: String(ticket.uuid), ticket, player, state: 'unanswered' };
      submits.push(submit);
      inFlight += 1;
      let answer: SubmitAnswer;
      try {
        answer = await submitTicket(server.sports, player, ticket);
      } catch (error) {
        if (killedAt) return; // The connection died with the server: this submit's fate is unknown.
        throw error;
      } finally {
        inFlight -= 1;
      }
      if (killedAt) return; // Answered after the kill was decided: treat as unknown, like the rest.
      if (answer.status === 1) {
        submit.state = 'accepted';
        submit.betId = answer.bet!.id;
        accepted += 1;
      } else {
        submit.state = 'refused';
        submit.message = answer.message ?? '';
      }
      if (accepted >= KILL_AFTER_ACCEPTED && inFlight >= 2) {
        killedAt = { inFlight, accepted };
        server.child.kill('SIGKILL');
      }
    }
  };

  await Promise.all(
    players.flatMap((player) => Array.from({ length: WORKERS_PER_PLAYER }, (_, index) => worker(player, index))),
  );
  const at = killedAt as { inFlight: number; accepted: number } | null;
  if (!at) throw new Error('the stream ended before the kill');
  return { submits, inFlightAtKill: at.inFlight, acceptedAtKill: at.accepted, ms: Date.now() - started };
}

interface LedgerReport {
  readonly wallets: number;
  readonly bets: number;
  readonly stakeEntries: number;
  readonly freebetBets: number;
}

const num = (value: unknown) => Number(value);

/** The SQL checks: throws (via expect) on any broken rule, returns what it counted. */
async function checkLedger(
  handle: DatabaseHandle,
  accepted: Submit[],
  unanswered: Submit[],
): Promise<LedgerReport & { unansweredPlaced: number }> {
  const wallets = await handle.execute<{
    player_id: string;
    balance: string;
    ledger: string;
    last_after: string | null;
  }>(`
    SELECT w.player_id::text, w.balance::text,
      (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.player_id = w.player_id)::text AS ledger,
      (SELECT l.balance_after FROM ledger_entries l WHERE l.player_id = w.player_id ORDER BY l.id DESC LIMIT 1)::text AS last_after
    FROM wallets w ORDER BY w.player_id`);
  expect(wallets.length).toBeGreaterThanOrEqual(PLAYERS.length);
  for (const wallet of wallets) {
    expect({ player: wallet.player_id, balance: num(wallet.balance) }).toEqual({
      player: wallet.player_id,
      balance: num(wallet.ledger),
    });
    expect(num(wallet.last_after)).toBe(num(wallet.balance));
    expect(num(wallet.balance)).toBeGreaterThanOrEqual(0);
  }
  const [walletless] = await handle.execute<{ count: number }>(`
    SELECT count(*)::int AS count FROM ledger_entries l
    WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.player_id = l.player_id)`);
  expect(walletless!.count).toBe(0);

  const freebets = await handle.execute<{ id: string; remaining: string; ledger: string }>(`
    SELECT f.id::text, f.amount_remaining::text AS remaining,
      (SELECT COALESCE(SUM(l.freebet_amount), 0) FROM ledger_entries l WHERE l.freebet_id = f.id)::text AS ledger
    FROM freebets f`);
  for (const freebet of freebets)
    expect({ id: freebet.id, remaining: num(freebet.ledger) }).toEqual({
      id: freebet.id,
      remaining: num(freebet.remaining),
    });

  const bets = await handle.execute<{
    id: string;
    uuid: string;
    player_id: string;
    total_stake: string;
    cash_stake: string;
    freebet_amount: string;
    debits: number;
    cash_debit: string;
    freebet_debit: string;
    other_player: number;
    legs: number;
    answered: boolean;
  }>(`
    SELECT b.id::text, b.uuid::text, b.player_id::text, b.total_stake::text, b.cash_stake::text,
      b.freebet_amount::text, b.result_response IS NOT NULL AS answered,
      (SELECT count(*) FROM bet_legs g WHERE g.bet_id = b.id)::int AS legs,
      (SELECT count(*) FROM ledger_entries l
        WHERE l.reference = 'bet:' || b.uuid::text AND l.kind IN ('stake', 'freebet_stake'))::int AS debits,
      (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l
        WHERE l.reference = 'bet:' || b.uuid::text AND l.kind = 'stake')::text AS cash_debit,
      (SELECT COALESCE(SUM(l.freebet_amount), 0) FROM ledger_entries l
        WHERE l.reference = 'bet:' || b.uuid::text AND l.kind = 'freebet_stake')::text AS freebet_debit,
      (SELECT count(*) FROM ledger_entries l
        WHERE l.reference = 'bet:' || b.uuid::text AND l.player_id <> b.player_id)::int AS other_player
    FROM bets b ORDER BY b.id`);
  for (const bet of bets) {
    const freebet = num(bet.freebet_amount) > 0;
    expect({
      uuid: bet.uuid,
      debits: bet.debits,
      cash: num(bet.cash_debit),
      freebet: num(bet.freebet_debit),
      otherPlayer: bet.other_player,
      legs: bet.legs,
      answered: bet.answered,
      total: num(bet.total_stake),
    }).toEqual({
      uuid: bet.uuid,
      debits: 1,
      cash: freebet ? 0 : -num(bet.total_stake),
      freebet: freebet ? -num(bet.total_stake) : 0,
      otherPlayer: 0,
      legs: 1,
      answered: true,
      total: num(bet.cash_stake) + num(bet.freebet_amount),
    });
  }
  const [orphans] = await handle.execute<{ count: number }>(`
    SELECT count(*)::int AS count FROM ledger_entries l
    WHERE l.kind IN ('stake', 'freebet_stake')
      AND NOT EXISTS (SELECT 1 FROM bets b WHERE 'bet:' || b.uuid::text = l.reference)`);
  expect(orphans!.count).toBe(0);
  const [stakeEntries] = await handle.execute<{ count: number }>(
    `SELECT count(*)::int AS count FROM ledger_entries WHERE kind IN ('stake', 'freebet_stake')`,
  );
  expect(stakeEntries!.count).toBe(bets.length);

  const byUuid = new Map(bets.map((bet) => [bet.uuid, bet]));
  for (const submit of accepted) {
    expect(byUuid.get(submit.uuid)?.id, `accepted bet ${submit.uuid} is missing`).toBe(String(submit.betId));
  }
  return {
    wallets: wallets.length,
    bets: bets.length,
    stakeEntries: stakeEntries!.count,
    freebetBets: bets.filter((bet) => num(bet.freebet_amount) > 0).length,
    unansweredPlaced: unanswered.filter((submit) => byUuid.has(submit.uuid)).length,
  };
}

interface Target {
  readonly name: string;
  /** Environment of the server process, and how the test opens the same data afterwards. */
  prepare(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }>;
}

function pgliteTarget(): Target {
  return {
    name: 'pglite',
    async prepare() {
      const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-crash-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
    },
  };
}

/** A fresh database (not just a schema): the feed's leader lock is per database, so no other server competes for it. */
function postgresTarget(url: string): Target {
  return {
    name: 'postgres',
    async prepare() {
      const database = await createFreshDatabase(url, 'crash');
      cleanups.push(database.drop);
      // DATA_DIR still holds the generated JWT secret, so tokens survive the restart as they would in production.
      const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-crash-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      return {
        env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
        open: () => openDatabase({ databaseUrl: database.url, maxConnections: 2 }),
      };
    },
  };
}

const targets: Target[] = [pgliteTarget()];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) targets.push(postgresTarget(testDatabaseUrl));

describe.each(targets)('crash safety of bet acceptance on $name', (target) => {
  it('keeps the ledger whole when the server is SIGKILLed in the middle of a stream of submits', async () => {
    const { env, open } = await target.prepare();
    const first = await startServer(env);
    const players = await Promise.all(PLAYERS.map((country) => logIn(first, country)));
    // At least 2.2: the shared free bets need prices of 2.0 or more.
    const selections = await upcomingSelections(first.sports, { minOdds: 2.2, limit: 20 });
    expect(selections.length).toBeGreaterThanOrEqual(5);

    const stream = await streamUntilKilled(first, players, selections);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const accepted = stream.submits.filter((submit) => submit.state === 'accepted');
    const refused = stream.submits.filter((submit) => submit.state === 'refused');
    const unanswered = stream.submits.filter((submit) => submit.state === 'unanswered');
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    expect(stream.inFlightAtKill).toBeGreaterThanOrEqual(2);
    // Refusals can only be the losers of the shared free bets: cash bets at ACCEPT_ANY cannot be refused.
    for (const submit of refused)
      expect({ message: submit.message, freebet: submit.ticket.freebet_id }).toMatchObject({
        freebet: expect.any(String),
      });
    if (env.DATABASE_URL === undefined) {
      // The dead process left its lock behind; the restart must take it over.
      const lock = join(env.DATA_DIR!, LOCK_FILE);
      expect(existsSync(lock)).toBe(true);
      expect(Number(readFileSync(lock, 'utf8').trim())).toBe(first.child.pid);
    }

    const second = await startServer(env);
    // A resubmitted accepted ticket answers its first result: the same bet, no second debit.
    const resubmitted = accepted.slice(0, 10);
    for (const submit of resubmitted) {
      const again = await submitTicket(second.sports, submit.player, submit.ticket);
      expect(again).toMatchObject({ status: 1, bet: { id: submit.betId } });
    }
    // And the restarted server takes new bets.
    const fresh: Submit[] = [];
    for (const country of PLAYERS) {
      const player = await logIn(second, country);
      const ticket = await calculateTicket(second.sports, player, singleSlip(selections[0]!, CASH_STAKE));
      const answer = await submitTicket(second.sports, player, ticket);
      expect(answer.status).toBe(1);
      fresh.push({ uuid: String(ticket.uuid), ticket, player, state: 'accepted', betId: answer.bet!.id });
    }
    await stopServer(second);

    const handle = await open();
    try {
      const report = await checkLedger(handle, [...accepted, ...fresh], unanswered);
      expect(report.bets).toBe(accepted.length + fresh.length + report.unansweredPlaced);
      expect(report.freebetBets).toBeGreaterThanOrEqual(1);
      console.log(
        `[crash-safety ${target.name}] ${stream.submits.length} submits in ${stream.ms} ms: accepted ${accepted.length} ` +
          `(${stream.acceptedAtKill} when killed), refused ${refused.length}, unanswered ${unanswered.length} ` +
          `(${stream.inFlightAtKill} in flight at the kill, ${report.unansweredPlaced} found committed); ` +
          `after restart ${resubmitted.length} resubmits answered the same bet, ${fresh.length} new bets; ` +
          `bets ${report.bets} (free bet ${report.freebetBets}), stake entries ${report.stakeEntries}, ` +
          `wallets ${report.wallets} whose balance is the ledger's sum`,
      );
    } finally {
      await handle.close();
    }
  }, 180_000);
});
