import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { toMoney } from '@sportsbook/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { WalletError } from './errors';
import { createWallet } from './wallet';
import type { Wallet } from './wallet';

const DAY = 86_400_000;

describe.each(testDatabaseTargets())('wallet on $name', (target) => {
  let db: TestDatabase;
  let wallet: Wallet;
  let nextPlayer = 0;

  beforeAll(async () => {
    db = await target.open();
    wallet = createWallet(db);
  }, 60_000);
  afterAll(() => db.close());

  /** A player with an open wallet in GBP. */
  async function newPlayer(): Promise<number> {
    nextPlayer += 1;
    const [row] = await db.execute<{ id: number }>(sql`
      insert into players (username, email, password_hash, country, currency)
      values (${`wallet-${nextPlayer}-${Math.random()}`}, ${`w${nextPlayer}-${Math.random()}@example.test`}, 'x', 'GB', 'GBP')
      returning id`);
    const id = Number(row!.id);
    await wallet.openAccount(id, 'GBP');
    return id;
  }

  const refused = async (run: () => Promise<unknown>, code: string) => {
    const error = await run().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).code).toBe(code);
  };

  it('credits a deposit and records it with the balance after', async () => {
    const player = await newPlayer();
    const entry = await wallet.deposit(player, toMoney(2500), 'dep-1');
    expect(entry).toMatchObject({ kind: 'deposit', amount: 2500, balanceAfter: 2500 });
    expect(await wallet.balanceOf(player)).toEqual({ balance: 2500, currency: 'GBP' });
  });

  it('answers a repeated deposit reference with the first entry, moving money once', async () => {
    const player = await newPlayer();
    const first = await wallet.deposit(player, toMoney(1000), `once-${player}`);
    const again = await wallet.deposit(player, toMoney(1000), `once-${player}`);
    expect(again.id).toBe(first.id);
    expect((await wallet.balanceOf(player)).balance).toBe(1000);
  });

  it('refuses a withdrawal above the balance and writes nothing', async () => {
    const player = await newPlayer();
    await wallet.deposit(player, toMoney(500), `dep-${player}`);
    await refused(() => wallet.withdraw(player, toMoney(501), `wd-${player}`), 'BALANCE_INSUFFICIENT');
    expect((await wallet.balanceOf(player)).balance).toBe(500);
    expect(await wallet.history(player)).toHaveLength(1);
  });

  it('refuses amounts that are not whole positive minor units', async () => {
    const player = await newPlayer();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await refused(() => wallet.deposit(player, amount as never, `bad-${amount}`), 'VALIDATION_ERROR');
    }
  });

  it('refuses a movement for a player without a wallet', async () => {
    await refused(() => wallet.deposit(999_999, toMoney(1), 'ghost'), 'NO_WALLET');
    await refused(() => wallet.balanceOf(999_999), 'NO_WALLET');
  });

  it('never lets the ledger be edited or deleted', async () => {
    const player = await newPlayer();
    await wallet.deposit(player, toMoney(100), `immutable-${player}`);
    await expect(db.execute(sql`update ledger_entries set amount = 1 where player_id = ${player}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where player_id = ${player}`)).rejects.toThrow();
  });

  it('never goes negative when 50 withdrawals race for one balance', async () => {
    const player = await newPlayer();
    await wallet.deposit(player, toMoney(1000), `race-${player}`);
    const peer = await db.openPeer();
    const other = createWallet(peer);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? wallet : other).withdraw(player, toMoney(100), `race-wd-${player}-${i}`),
      ),
    );
    await peer.close();
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as WalletError).code).toBe('BALANCE_INSUFFICIENT');
    expect(await wallet.audit(player)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('keeps the ledger equal to the balance through any sequence of movements', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 5000 })), { maxLength: 12 }),
        async (moves) => {
          const player = await newPlayer();
          let expected = 0;
          for (const [index, [isDeposit, amount]] of moves.entries()) {
            const reference = `prop-${player}-${index}`;
            if (isDeposit) {
              await wallet.deposit(player, toMoney(amount), reference);
              expected += amount;
            } else if (amount <= expected) {
              await wallet.withdraw(player, toMoney(amount), reference);
              expected -= amount;
            } else {
              await refused(() => wallet.withdraw(player, toMoney(amount), reference), 'BALANCE_INSUFFICIENT');
            }
          }
          expect(await wallet.audit(player)).toEqual({ balance: expected, ledgerSum: expected });
        },
      ),
      { numRuns: 15 },
    );
  });

  describe('free bets', () => {
    it('lists a granted free bet with its conditions', async () => {
      const player = await newPlayer();
      const { id } = await wallet.grantFreebet(player, {
        name: 'Welcome £5',
        amount: toMoney(500),
        minOdds: 1.5,
        expiresAt: new Date(Date.now() + DAY),
      });
      expect(await wallet.activeFreebets(player)).toEqual([
        {
          id,
          name: 'Welcome £5',
          amount: 500,
          amount_remaining: 500,
          conditions: { min_odds: 1.5 },
          expires_at: expect.any(String),
        },
      ]);
      expect((await wallet.balanceOf(player)).balance).toBe(0);
    });

    it('spends a free bet once, and not beyond what is left', async () => {
      const player = await newPlayer();
      const { id } = await wallet.grantFreebet(player, {
        name: 'FB',
        amount: toMoney(1000),
        minOdds: null,
        expiresAt: new Date(Date.now() + DAY),
      });
      await wallet.consumeFreebet(player, id, toMoney(600), `bet-a-${player}`);
      expect((await wallet.activeFreebets(player))[0]?.amount_remaining).toBe(400);
      await refused(() => wallet.consumeFreebet(player, id, toMoney(500), `bet-b-${player}`), 'FREEBET_NOT_ELIGIBLE');
      await wallet.consumeFreebet(player, id, toMoney(400), `bet-c-${player}`);
      expect(await wallet.activeFreebets(player)).toEqual([]);
    });

    it('refuses another player’s free bet', async () => {
      const owner = await newPlayer();
      const thief = await newPlayer();
      const { id } = await wallet.grantFreebet(owner, {
        name: 'FB',
        amount: toMoney(100),
        minOdds: null,
        expiresAt: new Date(Date.now() + DAY),
      });
      await refused(() => wallet.consumeFreebet(thief, id, toMoney(100), `steal-${thief}`), 'FREEBET_NOT_ELIGIBLE');
    });

    it('expires a lapsed free bet through the ledger and stops offering it', async () => {
      const player = await newPlayer();
      const now = new Date();
      const { id } = await wallet.grantFreebet(player, {
        name: 'Short',
        amount: toMoney(300),
        minOdds: null,
        expiresAt: new Date(now.getTime() + 1000),
      });
      const later = new Date(now.getTime() + 2000);
      expect(await wallet.activeFreebets(player, later)).toEqual([]);
      await refused(
        () => wallet.consumeFreebet(player, id, toMoney(100), `late-${player}`, later),
        'FREEBET_NOT_ELIGIBLE',
      );
      expect(await wallet.expireFreebets(later)).toBeGreaterThanOrEqual(1);
      const [movement] = await db.execute<{ total: string }>(
        sql`select sum(freebet_amount) as total from ledger_entries where freebet_id = ${id}`,
      );
      expect(Number(movement!.total)).toBe(0);
      expect(await wallet.expireFreebets(later)).toBe(0);
    });
  });
});
