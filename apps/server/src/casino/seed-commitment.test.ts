import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { startForSuite } from '../test-support/suite-app';
import { testDatabaseTargets } from '../storage/testing';
import { GAME_TEXTS } from './game-texts';
import { roundOutcome } from './games';
import { casinoSeeds } from './tables';
import { startCasinoTestApp } from './test-app';
import type { CasinoTestApp, CasinoTestPlayer, LaunchedGame } from './test-app';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface PublishedSeed {
  readonly server_seed_hash: string;
  readonly next_server_seed_hash: string;
  readonly client_seed: string;
  readonly next_nonce: number;
}

describe.each(testDatabaseTargets())('casino seeds committed before the client seed on $name', (target) => {
  const t = startForSuite(() => startCasinoTestApp(target));

  async function published(game: LaunchedGame): Promise<PublishedSeed> {
    const response = await t().gameApi(game, 'GET', '/casino/api/state');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.seed;
  }

  const rotate = (game: LaunchedGame, body: Record<string, unknown>) =>
    t().gameApi(game, 'POST', '/casino/api/seed', body);

  /** Every seed pair of the player, oldest first. */
  async function seedRows(app: CasinoTestApp, player: CasinoTestPlayer) {
    const rows = await app.database.db.select().from(casinoSeeds).where(eq(casinoSeeds.playerId, player.id));
    return rows.sort((a, b) => a.id - b.id);
  }

  async function activeServerSeed(app: CasinoTestApp, player: CasinoTestPlayer): Promise<string> {
    const [row] = await app.database.db
      .select()
      .from(casinoSeeds)
      .where(and(eq(casinoSeeds.playerId, player.id), eq(casinoSeeds.status, 'active')));
    return row!.serverSeed;
  }

  it('publishes the next server seed hash and activates exactly that seed, whatever client seed is chosen', async () => {
    const app = t();
    const player = await app.newPlayer();
    const game = await app.launch(player, 'dice');
    for (const clientSeed of ['a', 'my-own-seed', 'Z'.repeat(32), '0123456789', 'lucky_7']) {
      const before = await published(game);
      expect(before.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(before.next_server_seed_hash).not.toBe(before.server_seed_hash);
      const rotation = await rotate(game, { client_seed: clientSeed });
      expect(rotation.statusCode, rotation.body).toBe(200);
      const { revealed, seed } = rotation.json().data;
      expect(revealed.server_seed_hash).toBe(before.server_seed_hash);
      expect(sha256(revealed.server_seed)).toBe(before.server_seed_hash);
      // The committed seed, not one drawn once the client seed was known.
      expect(seed.server_seed_hash).toBe(before.next_server_seed_hash);
      expect(sha256(await activeServerSeed(app, player))).toBe(before.next_server_seed_hash);
      expect(seed).toMatchObject({ client_seed: clientSeed, next_nonce: 0 });
      // A fresh commitment for the rotation after this one.
      expect(seed.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(seed.next_server_seed_hash).not.toBe(before.next_server_seed_hash);
      expect(await published(game)).toMatchObject({
        server_seed_hash: before.next_server_seed_hash,
        next_server_seed_hash: seed.next_server_seed_hash,
        client_seed: clientSeed,
      });
    }
  });

  it('refuses a rotation to another commitment than the one named, changing nothing', async () => {
    const app = t();
    const player = await app.newPlayer();
    const game = await app.launch(player, 'wheel');
    const before = await published(game);
    const rowsBefore = await seedRows(app, player);
    const refused = await rotate(game, { client_seed: 'mine', next_server_seed_hash: 'ab'.repeat(32) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('CASINO_SEED_CHANGED');
    expect(await seedRows(app, player)).toEqual(rowsBefore);
    expect(await published(game)).toEqual(before);
    const junk = await rotate(game, { client_seed: 'mine', next_server_seed_hash: 'not a hash' });
    expect(junk.statusCode).toBe(400);
    expect(await seedRows(app, player)).toEqual(rowsBefore);
    const named = await rotate(game, { client_seed: 'mine', next_server_seed_hash: before.next_server_seed_hash });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.seed.server_seed_hash).toBe(before.next_server_seed_hash);
  });

  it('never reveals or activates two seeds when rotations race', async () => {
    const app = t();
    const player = await app.newPlayer();
    const game = await app.launch(player, 'plinko');
    const before = await published(game);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        rotate(game, { client_seed: `racer-${index}`, next_server_seed_hash: before.next_server_seed_hash }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe('CASINO_SEED_CHANGED');
    }
    const rows = await seedRows(app, player);
    expect(rows.map((row) => row.status)).toEqual(['revealed', 'active']);
    expect(rows[0]!.serverSeedHash).toBe(before.server_seed_hash);
    expect(rows[1]!.serverSeedHash).toBe(before.next_server_seed_hash);
    expect(won[0]!.json().data.seed.client_seed).toBe(rows[1]!.clientSeed);

    // Rotations that name no commitment each take the one current when they arrive: one after another.
    const unnamed = await Promise.all(
      Array.from({ length: 5 }, (_, index) => rotate(game, { client_seed: `loose-${index}` })),
    );
    for (const answer of unnamed) expect([200, 409], answer.body).toContain(answer.statusCode);
    const after = await seedRows(app, player);
    const succeeded = unnamed.filter((answer) => answer.statusCode === 200).length;
    expect(succeeded).toBeGreaterThanOrEqual(1);
    expect(after).toHaveLength(2 + succeeded);
    expect(after.filter((row) => row.status === 'active')).toHaveLength(1);
    expect(new Set(after.map((row) => row.serverSeed)).size).toBe(after.length);
    const revealedSeeds = unnamed
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().data.revealed.server_seed as string);
    expect(new Set(revealedSeeds).size).toBe(succeeded);
  });

  it('plays a round racing a rotation on the old pair or the committed one, never refusing it', async () => {
    const app = t();
    const player = await app.newPlayer();
    const game = await app.launch(player, 'dice');
    const before = await published(game);
    const [rotation, ...rounds] = await Promise.all([
      rotate(game, { client_seed: 'mid-play', next_server_seed_hash: before.next_server_seed_hash }),
      ...Array.from({ length: 4 }, () => app.play(game, { round_id: randomUUID(), stake: 100, chance: 5_000 })),
    ]);
    expect(rotation!.statusCode, rotation!.body).toBe(200);
    for (const answer of rounds) {
      expect(answer.statusCode, answer.body).toBe(200);
      const { server_seed_hash: hash } = answer.json().data.round;
      expect([before.server_seed_hash, before.next_server_seed_hash]).toContain(hash);
    }
  });

  it('verifies a round played after a rotation with the seeds the next rotation reveals', async () => {
    const app = t();
    const player = await app.newPlayer();
    const game = await app.launch(player, 'dice');
    const before = await published(game);
    expect((await rotate(game, { client_seed: 'after-rotation' })).statusCode).toBe(200);
    const played = await app.play(game, { round_id: randomUUID(), stake: 100, chance: 4_000 });
    expect(played.statusCode, played.body).toBe(200);
    const round = played.json().data.round;
    expect(round).toMatchObject({ nonce: 0, client_seed: 'after-rotation', server_seed: null });
    expect(round.server_seed_hash).toBe(before.next_server_seed_hash);

    const reveal = await rotate(game, { client_seed: 'later' });
    const revealedSeed = reveal.json().data.revealed.server_seed as string;
    expect(sha256(revealedSeed)).toBe(before.next_server_seed_hash);
    const [listed] = (await app.get('/v1/casino/rounds?limit=1', player)).json().data;
    expect(listed).toMatchObject({ id: round.id, server_seed: revealedSeed });
    expect(roundOutcome('dice', { chance: 4_000 }, revealedSeed, 'after-rotation', 0)).toEqual({
      result: round.result,
      path: round.path,
      multiplier: round.multiplier,
    });
    const query = new URLSearchParams({
      game: 'dice',
      server_seed: revealedSeed,
      client_seed: 'after-rotation',
      nonce: '0',
      chance: '4000',
    });
    const verified = await app.app.inject({ method: 'GET', url: `/casino/api/verify?${query.toString()}` });
    expect(verified.json().data).toMatchObject({
      result: round.result,
      multiplier: round.multiplier,
      server_seed_hash: before.next_server_seed_hash,
    });
  });

  it.each(LANGUAGES)('labels the next server seed hash in the fairness panel in %s', async (lang) => {
    const page = await t().app.inject({ method: 'GET', url: `/casino/play/dice?lang=${lang}` });
    expect(page.statusCode).toBe(200);
    const label = GAME_TEXTS[lang]!.nextServerSeedHash;
    expect(label.trim()).not.toBe('');
    if (lang !== 'en') expect(label).not.toBe(GAME_TEXTS.en!.nextServerSeedHash);
    expect(page.body).toContain(JSON.stringify(label).slice(1, -1));
    const script = await t().app.inject({ method: 'GET', url: '/casino/assets/casino-game.js' });
    expect(script.body).toContain("t('nextServerSeedHash')");
    expect(script.body).toContain('next_server_seed_hash');
  });
});
