import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, requirePlayer, sportsAuth } from '../accounts/index';
import type { Accounts } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { walletRoutes } from './routes';
import { freebets } from './tables';
import { createWallet } from './wallet';
import type { Wallet } from './wallet';
import { refusalErrorHandler } from '../http/index';

const DAY = 86_400_000;

/*
 * `/v1/player/sync` touches only the caller's free bets. The attack: a
 * player syncs naming someone else's lapsed free bet (in the query, as a client could send
 * anything), and the other player's free bet, ledger and balance must not move.
 */
describe.each(testDatabaseTargets())('player sync scope on $name', (target) => {
  let database: TestDatabase;
  let wallet: Wallet;
  let accounts: Accounts;
  let app: FastifyInstance;
  let created = 0;

  beforeAll(async () => {
    database = await target.open();
    wallet = createWallet(database);
    accounts = await createAccounts({ handle: database, wallet, passwordParams: FAST_SCRYPT });
    app = Fastify({ logger: false });
    await app.register(refusalErrorHandler);
    await app.register(sportsAuth, { tokens: accounts.tokens });
    await app.register(walletRoutes, { wallet, requirePlayer });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newPlayer() {
    created += 1;
    const username = `sync-${created}-${Math.random().toString(36).slice(2, 8)}`;
    const player = await accounts.players.createPlayer({
      username,
      email: `${username}@example.test`,
      password: 'pass-1',
      country: 'GB',
    });
    await wallet.openAccount(player.id, player.currency);
    await wallet.deposit(player.id, toMoney(5_000), `test-deposit:${username}`);
    return { id: player.id, token: await accounts.tokens.issueAccessToken(player) };
  }

  /** A free bet that lapsed a day ago but was not yet expired by anyone. */
  const grantLapsed = (playerId: number) =>
    wallet.grantFreebet(playerId, {
      name: 'Lapsed',
      amount: toMoney(500),
      minOdds: null,
      expiresAt: new Date(Date.now() - DAY),
    });

  async function stateOf(playerId: number) {
    const rows = await database.db
      .select({ id: freebets.id, status: freebets.status, remaining: freebets.amountRemaining })
      .from(freebets)
      .where(eq(freebets.playerId, playerId));
    const [ledger] = await database.execute<{ entries: number }>(
      sql`select count(*)::int as entries from ledger_entries where player_id = ${playerId}`,
    );
    return { rows, entries: ledger?.entries, balance: (await wallet.balanceOf(playerId)).balance };
  }

  const sync = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `/v1/player/sync${query}`, headers: { jwt: token, bookmaker: 'gb' } });

  it("leaves another player's lapsed free bet alone when a player syncs, even naming its id", async () => {
    const victim = await newPlayer();
    const attacker = await newPlayer();
    const { id } = await grantLapsed(victim.id);
    const before = await stateOf(victim.id);

    for (const query of ['', `?freebet_id=${id}`, `?player_id=${victim.id}&freebet=${id}`]) {
      const response = await sync(attacker.token, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 1, data: { freebet_count: 0 } });
    }

    expect(await stateOf(victim.id)).toEqual(before);
    expect(before.rows).toEqual([{ id, status: 'active', remaining: 500 }]);
  });

  it("expires the caller's own lapsed free bet through the ledger", async () => {
    const player = await newPlayer();
    const { id } = await grantLapsed(player.id);
    const response = await sync(player.token);
    expect(response.json()).toEqual({ status: 1, data: { balance: 50, currency: 'GBP', freebet_count: 0 } });
    const after = await stateOf(player.id);
    expect(after.rows).toMatchObject([{ id, status: 'expired' }]);
    expect(after.entries).toBe(3);
  });

  it('answers a guest with 401 and writes nothing', async () => {
    const victim = await newPlayer();
    await grantLapsed(victim.id);
    const before = await stateOf(victim.id);
    const response = await sync('');
    expect(response.statusCode).toBe(401);
    expect(await stateOf(victim.id)).toEqual(before);
  });
});
