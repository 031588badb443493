import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_ENV_PLACEHOLDER } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from './cashier/index';
import { readConfig } from './config';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import type { TestDatabaseTarget } from './storage/testing';
import { createManualClock } from './trading/testing';

/*
 * Modes (decision 028) against the composed server: what PRODUCTION=1, a public HOST
 * and DEV_TOOLS=1 turn on and off, asked for over HTTP as an attacker would; and (decision 081)
 * that listening on loopback no longer turns the dev tools on behind a proxy or on PostgreSQL.
 */

/** A production feed seed (decision 080): without one, PRODUCTION=1 does not start. */
const SECRET_SEED = randomBytes(32).toString('hex');
/** Names the development mode only: the suite's database is the test handle. */
const POSTGRES = 'postgres://db.internal/sportsbook';

/** Built-looking client and account site roots, so the runtime env both pages receive can be read. */
function fakeBuilds(): { webRoot: string; accountRoot: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'modes-test-'));
  const webRoot = join(dir, 'web');
  const accountRoot = join(dir, 'account');
  mkdirSync(webRoot);
  mkdirSync(accountRoot);
  // The device simulator's build sits beside the client's (server.ts: `<webRoot>/../dist-simulator`).
  mkdirSync(join(dir, 'dist-simulator', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'dist-simulator', 'simulator.html'), '<html><head><!--sportsbook-env--></head>SIM</html>');
  writeFileSync(join(dir, 'dist-simulator', 'assets', 'simulator-1.js'), 'window.SIM=1');
  writeFileSync(join(webRoot, 'index.html'), '<html><head><!--sportsbook-env--></head></html>');
  writeFileSync(join(accountRoot, 'index.html'), `<html><head>${ACCOUNT_ENV_PLACEHOLDER}</head></html>`);
  return { webRoot, accountRoot, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The composed server started from `env` as main.ts would read it, on a fresh test database. */
function composedServer(target: TestDatabaseTarget, env: NodeJS.ProcessEnv) {
  const state: { sportsbook?: Sportsbook } = {};
  const builds = fakeBuilds();
  beforeAll(async () => {
    const handle = await target.open();
    const config = {
      ...readConfig(env),
      // The suite's database is `handle`; a DATABASE_URL in `env` only decides the mode.
      databaseUrl: null,
      logLevel: 'silent',
      webRoot: builds.webRoot,
      accountRoot: builds.accountRoot,
    };
    state.sportsbook = await createSportsbook(config, {
      handle,
      feedClock: createManualClock(Date.parse('2026-11-20T15:00:00Z')),
      feedTickMs: 0,
      env: {},
    });
    // Seeding the catalogue and the first feed tick take a while on a busy machine; never a wall-time assertion.
  }, 240_000);
  afterAll(async () => {
    await state.sportsbook?.close();
    await state.sportsbook?.handle.close();
    builds.remove();
  });
  return () => state.sportsbook!;
}

/** `testBuild` of the runtime env written into the web client's and the account site's pages. */
async function testBuildFlags(sportsbook: Sportsbook) {
  const web = await sportsbook.app.inject({ url: '/' });
  const account = await sportsbook.accountApp.inject({ url: '/sport' });
  const flag = (html: string) => /"testBuild":(true|false)/.exec(html)?.[1];
  return { web: flag(web.body), account: flag(account.body) };
}

/** The device simulator's page (with and without the slash), one of its assets and its raw HTML file. */
async function simulatorAnswers(sportsbook: Sportsbook) {
  const answers = [];
  for (const url of [
    '/dev/simulator/',
    '/dev/simulator',
    '/dev/simulator/?location=granted',
    '/dev/simulator/assets/simulator-1.js',
    '/dev/simulator/simulator.html',
  ]) {
    const response = await sportsbook.app.inject({ url });
    answers.push({ url, status: response.statusCode, simulator: /SIM/.test(response.body) });
  }
  return answers;
}

async function outboxStatuses(sportsbook: Sportsbook) {
  const page = await sportsbook.accountApp.inject({ url: '/dev/outbox' });
  const json = await sportsbook.accountApp.inject({ url: '/api/dev/outbox' });
  return [page.statusCode, json.statusCode];
}

describe.each(testDatabaseTargets())('a PRODUCTION=1 start-up on $name', (target) => {
  const sportsbook = composedServer(target, { PRODUCTION: '1', FEED_SEED: SECRET_SEED, HOST: '127.0.0.1' });

  it('answers 404 on both dev outbox paths, even listening on loopback', async () => {
    expect(await outboxStatuses(sportsbook())).toEqual([404, 404]);
  });

  it('tells neither client it is a test build', async () => {
    expect(await testBuildFlags(sportsbook())).toEqual({ web: 'false', account: 'false' });
  });

  it('has no device simulator: its page and assets answer 404, not the client or the simulator (decision 038)', async () => {
    for (const answer of await simulatorAnswers(sportsbook())) {
      expect(answer).toEqual({ url: answer.url, status: 404, simulator: false });
    }
    // The client's own routes still get the index page.
    expect((await sportsbook().app.inject({ url: '/football/' })).statusCode).toBe(200);
  });

  it('has no demo players: demo-gb with the published password is refused', async () => {
    const login = await sportsbook().accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-gb', password: 'demo-pass-1', platform: 'web', device_name: 'attacker' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ status: 0, message: 'INVALID_LOGIN' });
    const [demo] = await sportsbook().handle.execute<{ n: string }>('SELECT count(*) AS n FROM players WHERE is_demo');
    expect(Number(demo?.n)).toBe(0);
  });

  it('refuses deposits on both origins with PAYMENT_UNAVAILABLE and leaves the balance as it was', async () => {
    const { accounts, wallet, accountApp, app, handle } = sportsbook();
    const player = await accounts.players.createPlayer({
      username: 'prod-player',
      email: 'prod-player@example.test',
      password: 'prod-pass-1',
      country: 'GB',
    });
    await wallet.openAccount(player.id, player.currency);
    const card = { number: TEST_CARDS.approves, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };
    const cashier = await accountApp.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      payload: { amount: 2500, card },
      headers: { authorization: `Bearer ${await accounts.tokens.issueFrontendToken(player)}` },
    });
    const legacy = await app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      payload: { amount: 2500, card },
      headers: { jwt: await accounts.tokens.issueAccessToken(player), bookmaker: 'gb' },
    });
    for (const response of [cashier, legacy]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 0, message: 'PAYMENT_UNAVAILABLE' });
    }
    expect((await wallet.balanceOf(player.id)).balance).toBe(0);
    const [written] = await handle.execute<{ n: string }>(
      `SELECT (SELECT count(*) FROM ledger_entries WHERE player_id = ${player.id}) +
              (SELECT count(*) FROM cashier_payments WHERE player_id = ${player.id}) AS n`,
    );
    expect(Number(written?.n)).toBe(0);
  });
});

describe.each(testDatabaseTargets())('a development server on a public HOST on $name', (target) => {
  const sportsbook = composedServer(target, { HOST: '0.0.0.0' });

  it('keeps the dev tools off when DEV_TOOLS is not set', async () => {
    expect(await outboxStatuses(sportsbook())).toEqual([404, 404]);
    expect(await testBuildFlags(sportsbook())).toEqual({ web: 'false', account: 'false' });
    for (const answer of await simulatorAnswers(sportsbook())) expect(answer.status).toBe(404);
  });
});

describe.each(testDatabaseTargets())('a development server on a public HOST with DEV_TOOLS=1 on $name', (target) => {
  const sportsbook = composedServer(target, { HOST: '0.0.0.0', DEV_TOOLS: '1' });

  it('serves the dev outbox and tells the clients they are a test build', async () => {
    expect(await outboxStatuses(sportsbook())).toEqual([200, 200]);
    expect(await testBuildFlags(sportsbook())).toEqual({ web: 'true', account: 'true' });
  });

  it('serves the device simulator page and its assets, never its raw HTML file', async () => {
    const answers = await simulatorAnswers(sportsbook());
    expect(answers.map(({ status, simulator }) => [status, simulator])).toEqual([
      [200, true],
      [200, true],
      [200, true],
      [200, true],
      [404, false],
    ]);
    const page = await sportsbook().app.inject({ url: '/dev/simulator/' });
    expect(page.body).toContain('"testBuild":true');
  });
});

describe.each(
  testDatabaseTargets().flatMap((target) => [
    {
      target,
      what: 'a development server (DATABASE_URL) on loopback',
      env: { HOST: '127.0.0.1', DATABASE_URL: POSTGRES },
    },
    // A reverse proxy on the same machine connects from loopback: every visitor would reach the outbox.
    { target, what: 'the demo behind a proxy on loopback', env: { HOST: '127.0.0.1', TRUST_PROXY_HOPS: '1' } },
  ]),
)('$what without DEV_TOOLS=1 on $target.name', ({ target, env }) => {
  const sportsbook = composedServer(target, env);

  it('answers 404 on both dev outbox paths and tells neither client it is a test build', async () => {
    expect(await outboxStatuses(sportsbook())).toEqual([404, 404]);
    expect(await testBuildFlags(sportsbook())).toEqual({ web: 'false', account: 'false' });
    for (const answer of await simulatorAnswers(sportsbook())) expect(answer.status).toBe(404);
  });

  it('hands out no reset link: a reset asked for by an attacker is nowhere to read', async () => {
    const { accounts, accountApp, handle } = sportsbook();
    await accounts.players.createPlayer({
      username: 'victim',
      email: 'victim@example.test',
      password: 'victim-pass-1',
      country: 'GB',
    });
    const before = await handle.execute<{ password_hash: string }>(
      "SELECT password_hash FROM players WHERE username = 'victim'",
    );
    const reset = await accountApp.inject({
      method: 'POST',
      url: '/api/recover',
      payload: { email: 'victim@example.test' },
    });
    expect(reset.json()).toEqual({ status: 1, message: 'RECOVERY_SENT' });
    // The mail is written (a real mailer would send it to the victim), but no page serves its link.
    const mail = (await accounts.outbox.list('victim@example.test')).find((sent) => sent.kind === 'recovery');
    expect(mail?.link).toMatch(/reset-password\/.+/);
    for (const url of ['/api/dev/outbox?email=victim@example.test', '/dev/outbox?email=victim@example.test']) {
      const outbox = await accountApp.inject({ url });
      expect(outbox.statusCode, url).toBe(404);
      expect(outbox.body, url).not.toContain(mail!.link.split('/').pop());
    }
    const after = await handle.execute<{ password_hash: string }>(
      "SELECT password_hash FROM players WHERE username = 'victim'",
    );
    expect(after).toEqual(before);
  });
});
