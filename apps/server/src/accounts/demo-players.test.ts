import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { DEMO_PASSWORD, seedDemoPlayers } from './demo-players';
import { createPlayerService } from './players';
import type { PlayerService } from './players';
import { FAST_SCRYPT } from './test-app';

const DAY = 86_400_000;
const EXPECTED = [
  ['demo-ie', 'IE', 'EUR'],
  ['demo-gb', 'GB', 'GBP'],
  ['demo-ro', 'RO', 'RON'],
  ['demo-us', 'US', 'USD'],
  ['demo-gr', 'GR', 'EUR'],
  ['demo-mx', 'MX', 'MXN'],
  ['demo-br', 'BR', 'BRL'],
] as const;

describe.each(testDatabaseTargets())('demo players on $name', (target) => {
  let database: TestDatabase;
  let players: PlayerService;
  let wallet: Wallet;
  const start = new Date();

  beforeAll(async () => {
    database = await target.open();
    players = createPlayerService({ db: database.db, passwordParams: FAST_SCRYPT });
    wallet = createWallet(database);
    await seedDemoPlayers({ players, wallet, now: start });
  }, 60_000);
  afterAll(() => database?.close());

  const ledgerRows = async () =>
    Number((await database.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]?.n);

  it('creates one demo player per country with the demo password and the country currency', async () => {
    for (const [username, country, currency] of EXPECTED) {
      const player = await players.findByUsername(username);
      expect(player, username).toMatchObject({ username, country, currency, isDemo: true, status: 'active' });
      expect((await players.authenticate(username, DEMO_PASSWORD)).ok).toBe(true);
    }
  });

  it('gives each a balance of 1000.00 and two active free bets (5.00 at 1.5+, 10.00 at 2.0+) for 30 days', async () => {
    for (const [username, , currency] of EXPECTED) {
      const player = (await players.findByUsername(username))!;
      expect(await wallet.balanceOf(player.id)).toEqual({ balance: 100_000, currency });
      const freebets = await wallet.activeFreebets(player.id, start);
      expect(freebets.map((freebet) => [freebet.amount, freebet.conditions.min_odds]).sort()).toEqual([
        [1000, 2],
        [500, 1.5],
      ]);
      for (const freebet of freebets) expect(Date.parse(freebet.expires_at)).toBe(start.getTime() + 30 * DAY);
    }
  });

  it('changes nothing when seeded again', async () => {
    const before = await ledgerRows();
    await seedDemoPlayers({ players, wallet, now: new Date(start.getTime() + DAY) });
    expect(await ledgerRows()).toBe(before);
    const player = (await players.findByUsername('demo-gb'))!;
    expect((await wallet.balanceOf(player.id)).balance).toBe(100_000);
    expect(await wallet.activeFreebets(player.id)).toHaveLength(2);
    const [count] = await database.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM players WHERE is_demo`);
    expect(Number(count?.n)).toBe(7);
  });

  it('grants the free bets again once they have expired, without a second deposit', async () => {
    const later = new Date(start.getTime() + 31 * DAY);
    await seedDemoPlayers({ players, wallet, now: later });
    const player = (await players.findByUsername('demo-mx'))!;
    expect(await wallet.activeFreebets(player.id, later)).toHaveLength(2);
    expect((await wallet.balanceOf(player.id)).balance).toBe(100_000);
  });
});
