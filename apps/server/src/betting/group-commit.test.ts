import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { toMoney } from '@sportsbook/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../storage/index';
import { isUniqueViolation } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { WalletError } from '../wallet/index';
import type { NewBet } from './bet-store';
import { findCurrentLegs } from './current-legs';
import { createGroupCommit } from './group-commit';
import type { CommittedBet } from './group-commit';
import { betWrite } from './place-bet';
import { priceTicket } from './price-ticket';
import { startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * Group commit (decisions 044 and 071) on a real database: a batch must answer every write
 * exactly as writing them one after another would, whichever way it took (the set-based
 * statements or one by one), and leave the ledger as one-by-one posting would have.
 */

/** What one write of a batch must come to. */
type Expected =
  { readonly kind: 'accepted' } | { readonly kind: 'refused'; readonly code: string } | { readonly kind: 'duplicate' };

interface PlannedWrite {
  readonly player: number;
  readonly stake: number;
  /** Resends the uuid of this earlier write of the same player (a client's retry), or a new uuid. */
  readonly repeats: number | null;
}

/** One after another in arrival order, player by player: what each write must come to. */
function expectedOutcomes(plan: readonly PlannedWrite[], deposit: number): Expected[] {
  const balances = new Map<number, number>();
  const placed = new Set<number>();
  return plan.map((write, index) => {
    const first = write.repeats ?? index;
    if (placed.has(first)) return { kind: 'duplicate' };
    const balance = balances.get(write.player) ?? deposit;
    if (balance < write.stake) return { kind: 'refused', code: 'BALANCE_INSUFFICIENT' };
    balances.set(write.player, balance - write.stake);
    placed.add(first);
    return { kind: 'accepted' };
  });
}

/** The handle, counting the transactions run through it. */
function counting(handle: DatabaseHandle): { handle: DatabaseHandle; transactions: () => number } {
  let transactions = 0;
  return {
    handle: {
      db: handle.db,
      dialect: handle.dialect,
      execute: handle.execute,
      scriptTransaction: handle.scriptTransaction,
      close: handle.close,
      transaction: (fn) => {
        transactions += 1;
        return handle.transaction(fn);
      },
    },
    transactions: () => transactions,
  };
}

describe.each(testDatabaseTargets())('group commit on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
  }, 60_000);
  afterAll(() => t?.close());

  /** A single on Sinner at `stake`, priced from the catalogue as a submit prices it. */
  async function newBet(player: TestPlayer, stake: number, uuid: string): Promise<NewBet> {
    const selection = await t.selection('Sinner');
    const current = await findCurrentLegs(t.database.db, [selection.outcome_id]);
    const ticket = priceTicket(
      {
        betType: 'single',
        systemType: null,
        eachWay: false,
        stake: toMoney(stake),
        legs: [
          {
            eventId: selection.event_id,
            marketId: selection.market_id,
            outcomeId: selection.outcome_id,
            odds: selection.odds,
            startingPrice: false,
          },
        ],
        freebet: null,
      },
      current,
      { maxPayout: toMoney(25_000_000), taxRule: null, acceptOdds: 'ACCEPT_ANY' },
    );
    expect(ticket.refusal).toBeNull();
    return {
      uuid,
      playerId: player.id,
      currency: player.currency,
      country: 'GB',
      acceptOdds: 'ACCEPT_ANY',
      ticket,
      ticketHash: createHash('sha256').update(uuid).digest('hex'),
      placedAt: new Date(),
    };
  }

  /** The player's stake rows in ledger order: amount and the balance each left. */
  async function stakeRows(playerId: number) {
    return t.database.execute<{ amount: number; balance_after: number; reference: string }>(
      sql`select amount::int, balance_after::int, reference from ledger_entries
          where player_id = ${playerId} and kind = 'stake' order by id`,
    );
  }

  /** Runs the plan as one batch (every write asked in the same turn) and checks it against one by one. */
  async function runPlan(plan: readonly PlannedWrite[], { deposit, maxBatch }: { deposit: number; maxBatch: number }) {
    // Batches one at a time (the default), so arrival order is the order they commit in (with several
    // in flight on PostgreSQL any serial order is right; a test below checks that case).
    const playerCount = Math.max(...plan.map((write) => write.player)) + 1;
    const players = await Promise.all(Array.from({ length: playerCount }, () => t.newPlayer({ deposit })));
    const uuids: string[] = [];
    plan.forEach((write) => uuids.push(write.repeats === null ? randomUUID() : uuids[write.repeats]!));
    const bets = await Promise.all(
      plan.map((write, index) => newBet(players[write.player]!, write.stake, uuids[index]!)),
    );
    const { handle, transactions } = counting(t.database);
    const commit = createGroupCommit(handle, { maxBatch });
    const results = await Promise.allSettled(bets.map((bet) => commit.run(betWrite(bet))));
    const expected = expectedOutcomes(plan, deposit);

    results.forEach((result, index) => {
      const want = expected[index]!;
      if (want.kind === 'accepted') {
        expect(result.status).toBe('fulfilled');
        const { answer } = (result as PromiseFulfilledResult<CommittedBet>).value;
        expect(answer.uuid).toBe(uuids[index]);
        expect(answer.bet.id).toBeGreaterThan(0);
      } else {
        expect(result.status).toBe('rejected');
        const error = (result as PromiseRejectedResult).reason;
        if (want.kind === 'refused') expect(error).toEqual(expect.objectContaining({ code: want.code }));
        else expect(isUniqueViolation(error)).toBe(true);
        if (want.kind === 'refused') expect(error).toBeInstanceOf(WalletError);
      }
    });

    // Every accepted answer is its stored bet's, with its legs; nothing else was written.
    const accepted = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.answer] : []));
    const stored = await t.database.execute<{ id: number; uuid: string; answer_id: number; legs: number }>(
      sql`select b.id::int, b.uuid::text, (b.result_response->'bet'->>'id')::int as answer_id,
            (select count(*)::int from bet_legs l where l.bet_id = b.id) as legs
          from bets b where b.uuid::text in ${[...new Set(uuids)]}`,
    );
    expect(stored).toHaveLength(accepted.length);
    for (const answer of accepted) {
      expect(stored.find((row) => row.uuid === answer.uuid)).toEqual({
        id: answer.bet.id,
        uuid: answer.uuid,
        answer_id: answer.bet.id,
        legs: 1,
      });
    }

    // Each player's ledger is what posting one by one in arrival order leaves.
    for (const [index, player] of players.entries()) {
      const stakes = plan.flatMap((write, at) =>
        write.player === index && expected[at]!.kind === 'accepted' ? [write.stake] : [],
      );
      let running = deposit;
      const rows = stakes.map((stake, at) => {
        running -= stake;
        return { amount: -stake, balance_after: running, reference: expect.any(String), at };
      });
      expect(await stakeRows(player.id)).toEqual(rows.map(({ at: _at, ...row }) => row));
      expect((await t.wallet.balanceOf(player.id)).balance).toBe(running);
      const audit = await t.wallet.audit(player.id);
      expect(audit.balance).toBe(audit.ledgerSum);
    }
    return { expected, transactions: transactions(), results, players };
  }

  it('writes a batch that all goes through in ONE transaction, several bets per player, as one by one would', async () => {
    const plan: PlannedWrite[] = [0, 1, 0, 2, 1, 0, 2, 2, 1, 0].map((player, index) => ({
      player,
      stake: 100 + index,
      repeats: null,
    }));
    const { expected, transactions, results, players } = await runPlan(plan, { deposit: 10_000, maxBatch: 64 });
    expect(expected.every((outcome) => outcome.kind === 'accepted')).toBe(true);
    expect(transactions).toBe(1);
    // Each answer carries its player's balance at the COMMIT (what `bet_placed` publishes).
    for (const [index, result] of results.entries()) {
      const player = players[plan[index]!.player]!;
      expect(result.status === 'fulfilled' && result.value.balance).toBe((await t.wallet.balanceOf(player.id)).balance);
    }
  });

  it('accepts exactly what each balance covers when one player cannot pay the sum, the others untouched', async () => {
    // Player 0 has 1,000: 400 + 400 go through, the third 400 cannot, the 200 after it can.
    const plan: PlannedWrite[] = [
      { player: 0, stake: 400, repeats: null },
      { player: 1, stake: 300, repeats: null },
      { player: 0, stake: 400, repeats: null },
      { player: 0, stake: 400, repeats: null },
      { player: 1, stake: 300, repeats: null },
      { player: 0, stake: 200, repeats: null },
    ];
    const { expected, transactions } = await runPlan(plan, { deposit: 1_000, maxBatch: 64 });
    expect(expected.map((outcome) => outcome.kind)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'refused',
      'accepted',
      'accepted',
    ]);
    expect(transactions).toBeGreaterThan(1);
  });

  it('writes a resent uuid once: the retry meets the uuid taken, the rest of the batch goes through', async () => {
    const plan: PlannedWrite[] = [
      { player: 0, stake: 100, repeats: null },
      { player: 1, stake: 100, repeats: null },
      { player: 0, stake: 100, repeats: 0 },
      { player: 1, stake: 250, repeats: null },
    ];
    const { expected } = await runPlan(plan, { deposit: 1_000, maxBatch: 64 });
    expect(expected.map((outcome) => outcome.kind)).toEqual(['accepted', 'accepted', 'duplicate', 'accepted']);
  });

  it('refuses a uuid a committed bet already holds, and writes the others of its batch', async () => {
    const [player] = await Promise.all([t.newPlayer({ deposit: 1_000 })]);
    const taken = await newBet(player!, 100, randomUUID());
    const commit = createGroupCommit(t.database);
    await commit.run(betWrite(taken));
    const fresh = await newBet(player!, 100, randomUUID());
    const [again, other] = await Promise.allSettled([commit.run(betWrite(taken)), commit.run(betWrite(fresh))]);
    expect(again.status === 'rejected' && isUniqueViolation(again.reason)).toBe(true);
    expect(other.status).toBe('fulfilled');
    expect((await t.wallet.balanceOf(player!.id)).balance).toBe(800);
  });

  it('answers NO_WALLET for a player without a wallet, and writes the others of its batch', async () => {
    const player = await t.newPlayer({ deposit: 1_000 });
    const walletless = await t.accounts.players.createPlayer({
      username: `no-wallet-${randomUUID().slice(0, 8)}`,
      email: `no-wallet-${randomUUID().slice(0, 8)}@example.test`,
      password: 'pass-1',
      country: 'GB',
    });
    const commit = createGroupCommit(t.database);
    const [paid, unpaid] = await Promise.allSettled([
      commit.run(betWrite(await newBet(player, 100, randomUUID()))),
      commit.run(
        betWrite(await newBet({ id: walletless.id, token: '', currency: walletless.currency }, 100, randomUUID())),
      ),
    ]);
    expect(paid.status).toBe('fulfilled');
    expect(unpaid.status === 'rejected' && (unpaid.reason as WalletError).code).toBe('NO_WALLET');
    const [count] = await t.database.execute<{ count: number }>(
      sql`select count(*)::int as count from bets where player_id = ${walletless.id}`,
    );
    expect(count!.count).toBe(0);
  });

  it('keeps every balance and ledger whole with several batches in flight at once on the same players', async () => {
    const players = await Promise.all([t.newPlayer({ deposit: 1_000 }), t.newPlayer({ deposit: 1_000 })]);
    const stakes = Array.from({ length: 40 }, (_, index) => 50 + (index % 7) * 10);
    const bets = await Promise.all(stakes.map((stake, index) => newBet(players[index % 2]!, stake, randomUUID())));
    // Batches of 3, up to four in flight on PostgreSQL (PGlite's one connection runs them one at a time).
    const commit = createGroupCommit(t.database, { maxBatch: 3, parallel: 4 });
    const results = await Promise.allSettled(bets.map((bet) => commit.run(betWrite(bet))));
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toEqual(expect.objectContaining({ code: 'BALANCE_INSUFFICIENT' }));
    }
    for (const [index, player] of players.entries()) {
      const accepted = stakes.filter((_, at) => at % 2 === index && results[at]!.status === 'fulfilled');
      const spent = accepted.reduce((sum, stake) => sum + stake, 0);
      expect(spent).toBeLessThanOrEqual(1_000);
      // What is left cannot pay any refused stake of this player's.
      const left = 1_000 - spent;
      stakes.forEach((stake, at) => {
        if (at % 2 === index && results[at]!.status === 'rejected') expect(stake).toBeGreaterThan(left);
      });
      // In ledger order, each row leaves the balance before it minus its stake.
      let running = 1_000;
      for (const row of await stakeRows(player.id)) {
        running += row.amount;
        expect(row.balance_after).toBe(running);
      }
      expect(running).toBe(left);
      expect((await t.wallet.balanceOf(player.id)).balance).toBe(left);
      const audit = await t.wallet.audit(player.id);
      expect(audit.balance).toBe(audit.ledgerSum);
    }
  });

  it('answers any batch as one by one would (random players, stakes, retries and batch sizes)', async () => {
    const write = fc.record({
      player: fc.integer({ min: 0, max: 3 }),
      stake: fc.integer({ min: 10, max: 400 }),
      retry: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 24 }),
        fc.constantFrom(3, 64),
        async (writes, maxBatch) => {
          // A retry resends the uuid of the same player's latest write before it, when there is one.
          const plan = writes.map((entry, index): PlannedWrite => {
            const earlier = writes.slice(0, index).map((other, at) => ({ other, at }));
            const last = earlier.reverse().find(({ other }) => other.player === entry.player);
            return last && entry.retry
              ? { player: entry.player, stake: writes[last.at]!.stake, repeats: last.at }
              : { player: entry.player, stake: entry.stake, repeats: null };
          });
          // A retry of a retry resends the first uuid of the chain.
          const rooted = plan.map((entry) => {
            let repeats = entry.repeats;
            while (repeats !== null && plan[repeats]!.repeats !== null) repeats = plan[repeats]!.repeats;
            return { ...entry, repeats };
          });
          await runPlan(rooted, { deposit: 1_000, maxBatch });
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
