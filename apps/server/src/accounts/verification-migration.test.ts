import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { createPlayerService } from './players';
import { FAST_SCRYPT } from './test-app';

describe.each(testDatabaseTargets())('migration 0009 on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(() => database?.close());

  it('counts every player who existed before it as verified, and new unverified players stay unverified', async () => {
    const migrations = await loadMigrations();
    const before = migrations.filter((migration) => migration.version < '0009');
    await migrate(database, before);
    await database.execute(`INSERT INTO players (username, email, password_hash, country, currency, is_demo, created_at)
      VALUES ('demo-gb', 'demo-gb@demo.sportsbook.test', 'x', 'GB', 'GBP', true, '2029-01-02T03:04:05Z'),
             ('old-player', 'old@example.test', 'x', 'IE', 'EUR', false, '2029-05-06T07:08:09Z')`);
    expect(await migrate(database)).toContain('0009');

    const rows = await database.execute<{ username: string; verified_at: string }>(
      `SELECT username, to_char(email_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS verified_at
         FROM players ORDER BY id`,
    );
    expect(rows).toEqual([
      { username: 'demo-gb', verified_at: '2029-01-02T03:04:05' },
      { username: 'old-player', verified_at: '2029-05-06T07:08:09' },
    ]);
    const players = createPlayerService({ db: database.db, passwordParams: FAST_SCRYPT });
    const fresh = { email: 'new@example.test', password: 'pw', country: 'MX' } as const;
    expect((await players.createPlayer({ ...fresh, username: 'new' })).emailVerified).toBe(true);
    const unverified = await players.createPlayer({
      ...fresh,
      username: 'new-unverified',
      email: 'new2@example.test',
      emailVerified: false,
    });
    expect(unverified.emailVerified).toBe(false);
    expect(await players.authenticate('new-unverified', 'pw')).toMatchObject({ ok: false, reason: 'unverified' });
  });
});
