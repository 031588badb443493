import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { LANGUAGES } from '@sportsbook/betting';
import { busPlayerChannel } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { tableColumns } from '../storage/testing';
import { startForSuite } from '../test-support/suite-app';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries, wallets } from '../wallet/testing';
import { GAME_TEXTS } from './game-texts';
import { roundOutcome, payoutOf } from './games';
import { LAUNCH_TOKEN_IDLE_MS } from './service';
import { casinoNextSeeds, casinoRounds, casinoSeeds, casinoSessions } from './tables';
import { startCasinoTestApp } from './test-app';
import type { CasinoTestApp, CasinoTestPlayer, LaunchedGame } from './test-app';

const round = (stake: number, extra: Record<string, unknown> = {}) => ({ round_id: randomUUID(), stake, ...extra });

describe.each(testDatabaseTargets())('casino game server on $name', (target) => {
  const t = startForSuite(() => startCasinoTestApp(target));

  async function balance(app: CasinoTestApp, player: CasinoTestPlayer): Promise<number> {
    const [row] = await app.database.db.select().from(wallets).where(eq(wallets.playerId, player.id));
    return row!.balance;
  }

  async function casinoLedger(app: CasinoTestApp, player: CasinoTestPlayer) {
    return app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, player.id), like(ledgerEntries.reference, 'casino:%')));
  }

  it('declares in drizzle exactly the columns of migrations 0015 and 0026', async () => {
    for (const table of [casinoSeeds, casinoNextSeeds, casinoSessions, casinoRounds]) {
      const { name, actual, declared } = await tableColumns(t().database, table);
      expect(actual, `table ${name}`).toEqual(declared);
    }
  });

  it('answers the casino config: three games and the 1-minute reality check by default', async () => {
    const player = await t().newPlayer();
    const response = await t().get('/tournaments/esa?lang=de&country=gb', player);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data.games.map((game: { identifier: string }) => game.identifier)).toEqual(['dice', 'wheel', 'plinko']);
    expect(body.data.games[0]).toEqual({
      esaId: 1301,
      identifier: 'dice',
      name: 'Würfel',
      mobile_game_id: 'dice-mobile',
      desktop_game_id: 'dice-desktop',
    });
    expect(body.data.reality_check_default_interval).toBe(1);
    expect(body.data.casino_language).toBe('de');
  });

  it.each(LANGUAGES)('names the games in %s, the words of their own pages', async (lang) => {
    const player = await t().newPlayer();
    const response = await t().get(`/tournaments/esa?lang=${lang}&country=gb`, player);
    const names = response.json().data.games.map((game: { name: string }) => game.name);
    expect(names).toEqual([GAME_TEXTS[lang]!.dice, GAME_TEXTS[lang]!.wheel, GAME_TEXTS[lang]!.plinko]);
    for (const name of names) expect(name.trim()).not.toBe('');
    if (lang !== 'en') expect(names).not.toEqual(['Dice', 'Wheel', 'Plinko']);
  });

  it('names the games in English for a language the site is not written in', async () => {
    const player = await t().newPlayer();
    const response = await t().get('/tournaments/esa?lang=xx&country=gb', player);
    expect(response.json().data.games.map((game: { name: string }) => game.name)).toEqual(['Dice', 'Wheel', 'Plinko']);
    const japanese = await t().get('/tournaments/esa?lang=ja&country=gb', player);
    expect(japanese.json().data.games.map((game: { name: string }) => game.name)).toEqual([
      'ダイス',
      'ホイール',
      'プリンコ',
    ]);
  });

  it('launches, plays each game through the one ledger, and closes', async () => {
    const app = t();
    const player = await app.newPlayer(10_000);
    const pushed: unknown[] = [];
    const stop = app.bus.subscribe(busPlayerChannel(player.id), (event) => pushed.push(event));
    let expected = 10_000;
    for (const [game, extra] of [
      ['dice', { chance: 4_950 }],
      ['wheel', {}],
      ['plinko', {}],
    ] as const) {
      const launched = await app.launch(player, game);
      expect(launched.url).toMatch(new RegExp(`^/casino/play/${game}\\?`));
      const state = await app.gameApi(launched, 'GET', '/casino/api/state');
      expect(state.json().data).toMatchObject({ game, balance: expected / 100, currency: 'GBP' });
      for (let i = 0; i < 5; i++) {
        const response = await app.play(launched, round(100, extra));
        expect(response.statusCode, response.body).toBe(200);
        const { round: played, balance: after } = response.json().data;
        expected += played.payout - 100;
        expect(after).toBe(expected / 100);
        expect(played.server_seed).toBeNull();
      }
      const close = await app.get(
        `/games/closeGameSession?website=sport&device=desktop&lang=en&launch_session=${launched.session}&launch_token=${launched.token}&wallet=sportsbook`,
        player,
      );
      expect(close.json()).toEqual({ status: 1 });
      const after = await app.play(launched, round(100, extra));
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('CASINO_SESSION_ENDED');
    }
    stop();
    expect(await balance(app, player)).toBe(expected);
    const entries = await casinoLedger(app, player);
    expect(entries.filter((entry) => entry.kind === 'casino_stake')).toHaveLength(15);
    expect(entries.reduce((total, entry) => total + entry.amount, 0)).toBe(expected - 10_000);
    expect(pushed.at(-1)).toEqual({ type: 'balance', balance: expected / 100, currency: 'GBP' });
    const history = await app.get('/v1/casino/rounds?limit=50', player);
    expect(history.json().data).toHaveLength(15);
  });

  it('refuses a guest, a self-excluded or timed-out player, and an expired launch token', async () => {
    const app = t();
    const guest = await app.get('/games/launchGame?website=sport&device=desktop&lang=en&game_id=dice-desktop&launch=1');
    expect(guest.statusCode).toBe(401);
    expect((await app.get('/tournaments/esa?lang=en')).statusCode).toBe(401);

    const excluded = await app.newPlayer();
    const launched = await app.launch(excluded, 'wheel');
    await app.accounts.players.restrictPlayer(excluded.id, 'self_excluded', null);
    // The token of the launch no longer plays, and the old access token no longer launches.
    const play = await app.play(launched, round(100));
    expect([401, 403]).toContain(play.statusCode);
    expect((await app.launch(excluded, 'dice').catch((error: Error) => error)) instanceof Error).toBe(true);
    expect(await balance(app, excluded)).toBe(10_000);

    // A time-out taken on the account blocks play even where the token still verifies.
    const timedOut = await app.newPlayer();
    const game = await app.launch(timedOut, 'dice');
    await app.database.db.execute(
      `UPDATE players SET status = 'timed_out', blocked_until = now() + interval '1 day' WHERE id = ${timedOut.id}`,
    );
    const refused = await app.play(game, round(100, { chance: 5_000 }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('CASINO_ACCOUNT_BLOCKED');
    const [session] = await app.database.db.select().from(casinoSessions).where(eq(casinoSessions.id, game.session));
    expect(session).toMatchObject({ status: 'closed', closeReason: 'blocked' });

    const idle = await app.newPlayer();
    const idleGame = await app.launch(idle, 'plinko');
    expect((await app.play(idleGame, round(100))).statusCode).toBe(200);
    app.advance(LAUNCH_TOKEN_IDLE_MS + 1_000);
    const expired = await app.play(idleGame, round(100));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('CASINO_SESSION_ENDED');
    const forged = await app.play({ ...idleGame, token: 'a'.repeat(64) }, round(100));
    expect(forged.statusCode).toBe(401);
  });

  it('answers junk with a readable 400 and changes nothing', async () => {
    const app = t();
    const player = await app.newPlayer(5_000);
    const game = await app.launch(player, 'dice');
    const junk: unknown[] = [
      'not json',
      null,
      [],
      {},
      { round_id: 'x', stake: 100, chance: 5_000 },
      { round_id: randomUUID(), stake: -100, chance: 5_000 },
      { round_id: randomUUID(), stake: 1.5, chance: 5_000 },
      { round_id: randomUUID(), stake: 100 },
      { round_id: randomUUID(), stake: 100, chance: 9_999 },
      { round_id: randomUUID(), stake: 100, chance: 50.5 },
      { round_id: randomUUID(), stake: 1, chance: 5_000 },
      { round_id: randomUUID(), stake: 1e12, chance: 5_000 },
      { round_id: randomUUID(), stake: '100', chance: 5_000 },
    ];
    for (const body of junk) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/casino/api/rounds',
        headers: { 'casino-session': game.session, 'casino-token': game.token, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe(0);
      expect(typeof response.json().meta.error.message).toBe('string');
    }
    for (const url of [
      '/games/launchGame?device=tablet&game_id=dice-desktop',
      '/games/launchGame?device=desktop&game_id=roulette-desktop',
      '/games/launchGame?device=desktop',
      '/games/closeGameSession?launch_session=nope&launch_token=zz',
      '/v1/casino/rounds?limit=-4',
    ]) {
      const response = await app.get(url, player);
      expect(response.statusCode, url).toBe(400);
    }
    const missing = await app.app.inject({ method: 'POST', url: '/casino/api/rounds', payload: { stake: 100 } });
    expect(missing.statusCode).toBe(400);
    const verify = await app.app.inject({ method: 'GET', url: '/casino/api/verify?game=dice&server_seed=zz' });
    expect(verify.statusCode).toBe(400);
    expect(await balance(app, player)).toBe(5_000);
    expect(await casinoLedger(app, player)).toHaveLength(0);
    expect(await app.database.db.select().from(casinoRounds).where(eq(casinoRounds.playerId, player.id))).toHaveLength(
      0,
    );
  });

  it('pays a retried round id once, and refuses the id reused with another stake', async () => {
    const app = t();
    const player = await app.newPlayer(10_000);
    const game = await app.launch(player, 'wheel');
    const body = round(500);
    const answers = await Promise.all([app.play(game, body), app.play(game, body), app.play(game, body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rounds = answers.map((answer) => answer.json().data.round);
    expect(new Set(rounds.map((played) => JSON.stringify(played))).size).toBe(1);
    const again = await app.play(game, body);
    expect(again.json().data).toMatchObject({ round: rounds[0], replayed: true });
    const reused = await app.play(game, { ...body, stake: 600 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(app, player)).toBe(10_000 - 500 + rounds[0].payout);
    const entries = await casinoLedger(app, player);
    expect(entries.filter((entry) => entry.reference === `casino:${body.round_id}`)).toHaveLength(
      rounds[0].payout > 0 ? 2 : 1,
    );
  });

  it('never overdraws: 50 racing rounds on a balance that covers 10', async () => {
    const app = t();
    const player = await app.newPlayer(1_000);
    const game = await app.launch(player, 'dice');
    // 1 % chance rounds: the balance covers ten stakes unless a rare win tops it up.
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.play(game, round(100, { chance: 100 }))));
    const played = answers.filter((answer) => answer.statusCode === 200 && answer.json().status === 1);
    const refused = answers.filter((answer) => answer.json().message === 'BALANCE_INSUFFICIENT');
    expect(played.length + refused.length).toBe(50);
    const won = played.reduce((total, answer) => total + answer.json().data.round.payout, 0);
    expect(played.length * 100).toBeLessThanOrEqual(1_000 + won);
    const final = await balance(app, player);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(1_000 - played.length * 100 + won);
    if (won === 0) expect(played).toHaveLength(10);
    const entries = await casinoLedger(app, player);
    expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
  });

  it('reveals the seed on rotation and every past round recomputes from it', async () => {
    const app = t();
    const player = await app.newPlayer(50_000);
    const games: Record<string, LaunchedGame> = {
      dice: await app.launch(player, 'dice'),
      wheel: await app.launch(player, 'wheel', 'mobile'),
      plinko: await app.launch(player, 'plinko'),
    };
    const state = (await app.gameApi(games.dice!, 'GET', '/casino/api/state')).json().data;
    const committed = state.seed.server_seed_hash;
    const played = [];
    for (let i = 0; i < 12; i++) {
      const name = (['dice', 'wheel', 'plinko'] as const)[i % 3]!;
      const response = await app.play(games[name]!, round(100, name === 'dice' ? { chance: 1_000 + i * 500 } : {}));
      played.push(response.json().data.round);
    }
    expect(played.map((entry) => entry.nonce)).toEqual([...Array(12).keys()].map((n) => n + state.seed.next_nonce));
    const rotation = await app.gameApi(games.dice!, 'POST', '/casino/api/seed', { client_seed: 'my-own-seed' });
    const { revealed, seed } = rotation.json().data;
    expect(revealed.server_seed_hash).toBe(committed);
    expect(seed).toMatchObject({ client_seed: 'my-own-seed', next_nonce: 0 });
    expect(seed.server_seed_hash).not.toBe(committed);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(revealed.server_seed).digest('hex')).toBe(committed);
    const history = (await app.get('/v1/casino/rounds?limit=12', player)).json().data;
    expect(history).toHaveLength(12);
    for (const past of history) {
      expect(past.server_seed).toBe(revealed.server_seed);
      const outcome = roundOutcome(
        past.game,
        { chance: past.chance ?? undefined },
        past.server_seed,
        past.client_seed,
        past.nonce,
      );
      expect(outcome).toEqual({ result: past.result, path: past.path, multiplier: past.multiplier });
      expect(payoutOf(past.stake, outcome.multiplier)).toBe(past.payout);
      const query = new URLSearchParams({
        game: past.game,
        server_seed: past.server_seed,
        client_seed: past.client_seed,
        nonce: String(past.nonce),
        ...(past.chance === null ? {} : { chance: String(past.chance) }),
      });
      const verified = await app.app.inject({ method: 'GET', url: `/casino/api/verify?${query.toString()}` });
      expect(verified.json().data).toMatchObject({ result: past.result, multiplier: past.multiplier });
    }
    const next = await app.play(games.plinko!, round(100));
    expect(next.json().data.round).toMatchObject({ nonce: 0, client_seed: 'my-own-seed' });
  });

  it('serves the game page and its scripts with the sports CSP untouched', async () => {
    const page = await t().app.inject({ method: 'GET', url: '/casino/play/dice?lang=ja&device=mobile' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('ダイス');
    expect(page.body).toContain('src="/casino/assets/casino-game.js"');
    for (const asset of ['casino-game.js', 'casino-game.css', 'communicator.js']) {
      expect((await t().app.inject({ method: 'GET', url: `/casino/assets/${asset}` })).statusCode).toBe(200);
    }
    expect((await t().app.inject({ method: 'GET', url: '/casino/play/roulette' })).statusCode).toBe(404);
  });
});
