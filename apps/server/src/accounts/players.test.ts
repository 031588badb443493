import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { createPlayerService, loginBlockOf, PlayerError } from './players';
import type { PlayerService } from './players';
import { FAST_SCRYPT } from './test-app';

const NOW = new Date('2030-06-01T12:00:00Z');
const LATER = new Date('2030-07-01T12:00:00Z');
const EARLIER = new Date('2030-05-01T12:00:00Z');

describe('login blocks', () => {
  it.each([
    ['active', null, false],
    ['timed_out', LATER, true],
    ['timed_out', EARLIER, false],
    ['self_excluded', LATER, true],
    ['self_excluded', null, true],
    ['self_excluded', EARLIER, false],
    ['closed', null, true],
    ['closed', EARLIER, true],
  ] as const)('a %s player blocked until %s is blocked: %s', (status, blockedUntil, blocked) => {
    expect(loginBlockOf({ status, blockedUntil }, NOW) !== null).toBe(blocked);
  });
});

describe.each(testDatabaseTargets())('players on $name', (target) => {
  let database: TestDatabase;
  let players: PlayerService;
  beforeAll(async () => {
    database = await target.open();
    players = createPlayerService({ db: database.db, passwordParams: FAST_SCRYPT });
  }, 60_000);
  afterAll(() => database?.close());

  const refusal = (run: () => Promise<unknown>) =>
    run().then(
      () => null,
      (error: unknown) => (error instanceof PlayerError ? error.code : error),
    );

  it('creates a player in the currency of their country, with a hash instead of the password', async () => {
    const player = await players.createPlayer({
      username: 'Ana',
      email: 'ana@example.test',
      password: 'pw-1',
      country: 'RO',
    });
    expect(player).toMatchObject({ username: 'Ana', country: 'RO', currency: 'RON', status: 'active', isDemo: false });
    const [row] = await database.execute<{ password_hash: string }>(
      `SELECT password_hash FROM players WHERE id = ${player.id}`,
    );
    expect(row?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row?.password_hash).not.toContain('pw-1');
  });

  it('finds a player by username without regard to case', async () => {
    const created = await players.createPlayer({
      username: 'Bruno',
      email: 'bruno@example.test',
      password: 'pw',
      country: 'BR',
    });
    expect((await players.findByUsername('bRUNO'))?.id).toBe(created.id);
    expect((await players.findById(created.id))?.currency).toBe('BRL');
    expect(await players.findByUsername('nobody')).toBeNull();
  });

  it('refuses a username or email already taken in another case', async () => {
    await players.createPlayer({ username: 'Carla', email: 'carla@example.test', password: 'pw', country: 'MX' });
    expect(
      await refusal(() =>
        players.createPlayer({ username: 'CARLA', email: 'c2@example.test', password: 'pw', country: 'MX' }),
      ),
    ).toBe('USERNAME_TAKEN');
    expect(
      await refusal(() =>
        players.createPlayer({ username: 'Carla2', email: 'CARLA@example.test', password: 'pw', country: 'MX' }),
      ),
    ).toBe('EMAIL_TAKEN');
  });

  it('refuses an empty username, a malformed email or an unknown country', async () => {
    const base = { username: 'Dora', email: 'dora@example.test', password: 'pw', country: 'IE' } as const;
    expect(await refusal(() => players.createPlayer({ ...base, username: ' ' }))).toBe('INVALID_PLAYER');
    expect(await refusal(() => players.createPlayer({ ...base, email: 'dora' }))).toBe('INVALID_PLAYER');
    expect(await refusal(() => players.createPlayer({ ...base, country: 'FR' as 'IE' }))).toBe('INVALID_PLAYER');
  });

  it('authenticates the right password only, and reports a block only after it', async () => {
    const player = await players.createPlayer({
      username: 'Eve',
      email: 'eve@example.test',
      password: 'secret',
      country: 'GB',
    });
    expect(await players.authenticate('EVE', 'secret', NOW)).toMatchObject({ ok: true, player: { id: player.id } });
    expect(await players.authenticate('eve', 'wrong', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await players.authenticate('no-such-player', 'secret', NOW)).toEqual({ ok: false, reason: 'invalid' });
    await players.restrictPlayer(player.id, 'self_excluded', LATER);
    expect(await players.authenticate('eve', 'wrong', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await players.authenticate('eve', 'secret', NOW)).toMatchObject({
      ok: false,
      reason: 'blocked',
      block: { status: 'self_excluded', blockedUntil: LATER },
    });
    expect(await players.authenticate('eve', 'secret', new Date(LATER.getTime() + 1))).toMatchObject({ ok: true });
  });
});
