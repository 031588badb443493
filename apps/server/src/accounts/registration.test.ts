import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  accountConfigResponseSchema,
  emailVerifiedSchema,
  loginResponseSchema,
  recoverResponseSchema,
  refusalSchema,
  registerResponseSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { accountTokens } from './tables';
import { freshIp, registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';

const TODAY = new Date('2030-06-15T09:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets())('registration on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, TODAY);
  }, 60_000);
  afterAll(() => t?.close());

  const register = (overrides: Parameters<typeof registrationBody>[0] = {}, url = '/api/register') =>
    t.post(url, registrationBody(overrides));
  const refusalOf = async (response: Awaited<ReturnType<typeof register>>) => {
    expect(response.statusCode).toBe(200);
    return refusalSchema.parse(registerResponseSchema.parse(response.json()));
  };
  const playerCount = async () =>
    (await t.database.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM players`))[0]!.n;

  it('creates an unverified player with an empty wallet in the country’s currency and mails the link', async () => {
    const response = await register({ username: 'ana.mx', email: 'Ana@Example.test', country: 'mx' });
    expect(response.statusCode).toBe(200);
    expect(registerResponseSchema.parse(response.json())).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
    const player = await t.accounts.players.findByUsername('ana.mx');
    expect(player).toMatchObject({ country: 'MX', currency: 'MXN', emailVerified: false, isDemo: false });
    expect(await t.wallet.balanceOf(player!.id)).toEqual({ balance: 0, currency: 'MXN' });
    const [mail] = await t.accounts.outbox.list('ana@example.test');
    expect(mail).toMatchObject({ toEmail: 'Ana@Example.test', kind: 'verification' });
    expect(mail!.subject).toMatch(/confirm/i);
    const token = await t.tokenFromMail('ana@example.test', 'verification');
    const stored = await t.database.db
      .select({ tokenHash: accountTokens.tokenHash, kind: accountTokens.kind, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(eq(accountTokens.playerId, player!.id));
    // Only the hash of the token is kept, and it lives 24 h.
    expect(stored).toEqual([
      {
        tokenHash: createHash('sha256').update(token).digest('hex'),
        kind: 'verification',
        expiresAt: new Date(TODAY.getTime() + DAY_MS),
      },
    ]);
  });

  it('refuses login until the email is verified, then lets the player in with the link once', async () => {
    await register({ username: 'bea', email: 'bea@example.test', country: 'GB', password: 'Seashell-42' });
    const early = await t.login('bea', 'Seashell-42');
    expect(early.statusCode).toBe(401);
    expect(refusalSchema.parse(early.json()).message).toBe('EMAIL_NOT_VERIFIED');
    // A wrong password says nothing about verification.
    expect((await t.login('bea', 'Seashell-43')).json()).toEqual({ status: 0, message: 'INVALID_LOGIN' });

    const token = await t.tokenFromMail('bea@example.test', 'verification');
    const verified = await t.post('/api/recover', { type: 'signup', token });
    expect(emailVerifiedSchema.parse(verified.json())).toEqual({
      status: 1,
      message: 'EMAIL_VERIFIED',
      username: 'bea',
    });
    const login = await t.login('bea', 'Seashell-42');
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json()).user).toMatchObject({ Account: 'bea', currency: 'GBP', Money: 0 });

    const again = await t.post('/api/recover', { type: 'signup', token });
    expect(recoverResponseSchema.parse(again.json())).toMatchObject({ status: 0, message: 'TOKEN_INVALID' });
  });

  it('refuses an unknown verification token and one opened after 24 hours', async () => {
    await register({ username: 'cleo', email: 'cleo@example.test' });
    const token = await t.tokenFromMail('cleo@example.test', 'verification');
    for (const unknown of ['x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short']) {
      expect((await t.post('/api/recover', { type: 'signup', token: unknown })).json()).toMatchObject({
        status: 0,
        message: 'TOKEN_INVALID',
      });
    }
    t.clock.now = new Date(TODAY.getTime() + DAY_MS);
    try {
      const late = await t.post('/api/recover', { type: 'signup', token });
      expect(refusalSchema.parse(late.json()).message).toBe('TOKEN_INVALID');
      expect((await t.accounts.players.findByUsername('cleo'))?.emailVerified).toBe(false);
    } finally {
      t.clock.now = TODAY;
    }
  });

  it('refuses a taken username whatever its case, naming the field, and writes nothing', async () => {
    await register({ username: 'dora', email: 'dora@example.test' });
    const before = await playerCount();
    const username = await refusalOf(await register({ username: 'DORA', email: 'other@example.test' }));
    expect(username).toMatchObject({ message: 'USERNAME_TAKEN', meta: { error: { field: 'username' } } });
    const demo = await refusalOf(await register({ username: 'Demo-GB', email: 'x@example.test' }));
    expect(demo.message).toBe('USERNAME_TAKEN');
    // A taken username with a taken address answers the same: the username, never the address.
    const both = await refusalOf(await register({ username: 'Dora', email: 'DORA@example.TEST' }));
    expect(both).toMatchObject({ message: 'USERNAME_TAKEN', meta: { error: { field: 'username' } } });
    expect(await playerCount()).toBe(before);
    expect(await t.accounts.outbox.list('other@example.test')).toEqual([]);
    expect(await t.accounts.outbox.list('x@example.test')).toEqual([]);
  });

  it('answers a taken address exactly as a new one, writes no player, and mails its owner instead', async () => {
    await register({ username: 'hana', email: 'hana@example.test', lang: 'en' });
    const before = await playerCount();
    const ownerMails = (await t.accounts.outbox.list('hana@example.test')).length;
    const fresh = await register({ username: 'hana_new', email: 'hana.new@example.test' });
    const taken = await register({ username: 'hana_two', email: 'HANA@example.TEST' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.body).toBe(fresh.body);
    expect(registerResponseSchema.parse(taken.json())).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
    // Only the new address made a player; the taken one made none, and no verification link.
    expect(await playerCount()).toBe(before + 1);
    expect(await t.accounts.players.findByUsername('hana_two')).toBeNull();
    const mails = await t.accounts.outbox.list('hana@example.test');
    expect(mails).toHaveLength(ownerMails + 1);
    expect(mails[0]).toMatchObject({ kind: 'notice', subject: 'Someone tried to register with your address' });
    expect(mails[0]!.bodyText).toMatch(/^Hello hana,/);
    expect(mails[0]!.link).toMatch(/\/sport\/forgot-password$/);
    expect(mails.filter((mail) => mail.kind === 'verification')).toHaveLength(1);
  });

  it('refuses a weak password: short, without a digit or a letter, or holding the username', async () => {
    for (const password of ['abc1234', 'abcdefgh', '12345678', 'x-erin-99', 'ERIN2000x']) {
      const refused = await refusalOf(await register({ username: 'erin', email: 'erin@example.test', password }));
      expect(refused, password).toMatchObject({ message: 'WEAK_PASSWORD', meta: { error: { field: 'password' } } });
    }
    expect(await t.accounts.players.findByUsername('erin')).toBeNull();
    expect((await register({ username: 'erin', email: 'erin@example.test', password: 'ábcdefg7' })).json()).toEqual({
      status: 1,
      message: 'VERIFY_EMAIL',
    });
  });

  it('refuses a username or email that breaks the rules', async () => {
    for (const username of ['ab', 'a'.repeat(21), 'with space', 'semi;colon', 'émile']) {
      const refused = await refusalOf(await register({ username, email: 'fay@example.test' }));
      expect(refused, username).toMatchObject({ message: 'INVALID_USERNAME', meta: { error: { field: 'username' } } });
    }
    for (const email of ['fay', 'fay@', 'fay@example', 'fay @example.test', '@example.test']) {
      const refused = await refusalOf(await register({ username: 'fay', email }));
      expect(refused, email).toMatchObject({ message: 'INVALID_EMAIL', meta: { error: { field: 'email' } } });
    }
  });

  it('takes a player whose 18th birthday is today and refuses one a day younger', async () => {
    const younger = await refusalOf(
      await register({ username: 'gus', email: 'gus@example.test', date_of_birth: '2012-06-16' }),
    );
    expect(younger).toMatchObject({ message: 'UNDERAGE', meta: { error: { field: 'date_of_birth' } } });
    const unborn = await refusalOf(
      await register({ username: 'gus', email: 'gus@example.test', date_of_birth: '2031-01-01' }),
    );
    expect(unborn.message).toBe('UNDERAGE');
    const adult = await register({ username: 'gus', email: 'gus@example.test', date_of_birth: '2012-06-15' });
    expect(adult.json()).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
  });

  it('refuses without the terms accepted', async () => {
    const refused = await refusalOf(
      await register({ username: 'hal', email: 'hal@example.test', accept_terms: false }),
    );
    expect(refused).toMatchObject({ message: 'TERMS_NOT_ACCEPTED', meta: { error: { field: 'accept_terms' } } });
    expect(refused.meta?.error.message).toMatch(/terms/i);
  });

  it('answers POST /api/post, the spec’s signup name, as /api/register', async () => {
    const response = await register({ username: 'ivy', email: 'ivy@example.test', country: 'BR' }, '/api/post');
    expect(response.json()).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
    expect(await t.accounts.players.findByUsername('ivy')).toMatchObject({ currency: 'BRL' });
  });

  it('writes nothing at all when any part of the registration fails (one transaction)', async () => {
    await t.database.execute(sql`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'mail refused'; END $$`);
    await t.database.execute(
      sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const response = await register({ username: 'jon', email: 'jon@example.test' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ status: 0, message: 'SERVER_ERROR' });
    } finally {
      await t.database.execute(sql`DROP TRIGGER refuse_mail ON outbox_messages`);
      await t.database.execute(sql`DROP FUNCTION refuse_mail()`);
    }
    expect(await t.accounts.players.findByUsername('jon')).toBeNull();
    const orphans = await t.database.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wallets w LEFT JOIN players p ON p.id = w.player_id WHERE p.id IS NULL`,
    );
    expect(orphans[0]!.n).toBe(0);
    expect((await register({ username: 'jon', email: 'jon@example.test' })).json()).toMatchObject({ status: 1 });
  });

  it('describes registration in /api/account-config: switches, seven countries, the password rule, 18', async () => {
    const config = accountConfigResponseSchema.parse(
      (await t.accountApp.inject({ method: 'GET', url: '/api/account-config' })).json(),
    );
    expect(config).toMatchObject({ registration_enabled: true, login_enabled: true, min_age: 18 });
    expect(config.countries).toHaveLength(7);
    expect(config.countries).toContainEqual({ code: 'GB', currency: 'GBP' });
    expect(config.countries).toContainEqual({ code: 'MX', currency: 'MXN' });
    expect(config.password_rule).toMatch(/8 characters/);
  });
});

describe.each(testDatabaseTargets())('registration switched off and throttled on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, TODAY, {
      registrationEnabled: false,
      loginEnabled: false,
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses registration and login when configuration turns them off, and says so in the config', async () => {
    const before = await t.accounts.outbox.list();
    const registration = await t.post('/api/register', registrationBody());
    expect(refusalSchema.parse(registration.json()).message).toBe('REGISTRATION_DISABLED');
    expect(await t.accounts.players.findByUsername('carla_1')).toBeNull();
    expect(await t.accounts.outbox.list()).toEqual(before);
    const login = await t.login('demo-gb', 'demo-pass-1');
    expect(login.statusCode).toBe(403);
    expect(refusalSchema.parse(login.json()).message).toBe('LOGIN_DISABLED');
    const config = accountConfigResponseSchema.parse(
      (await t.accountApp.inject({ method: 'GET', url: '/api/account-config' })).json(),
    );
    expect(config).toMatchObject({ registration_enabled: false, login_enabled: false });
  });
});

describe.each(testDatabaseTargets())('registration throttling on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, TODAY, {
      registrationLimits: {
        register: { email: { max: 10, windowMs: 60 * 60_000 }, ip: { max: 2, windowMs: 60 * 60_000 } },
        recover: { email: { max: 2, windowMs: 15 * 60_000 }, ip: { max: 10, windowMs: 15 * 60_000 } },
      },
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('throttles registrations from one address with 429 and Retry-After, and lets the hour pass', async () => {
    const ip = freshIp();
    for (const name of ['kim', 'lea']) {
      const body = registrationBody({ username: name, email: `${name}@example.test` });
      expect((await t.post('/api/register', body, ip)).json()).toMatchObject({ status: 1 });
    }
    const limited = await t.post('/api/register', registrationBody({ username: 'max', email: 'max@example.test' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusalSchema.parse(limited.json()).message).toBe('RATE_LIMITED');
    expect(await t.accounts.players.findByUsername('max')).toBeNull();
    t.clock.now = new Date(TODAY.getTime() + 60 * 60_000 + 1);
    const later = await t.post('/api/register', registrationBody({ username: 'max', email: 'max@example.test' }), ip);
    expect(later.json()).toMatchObject({ status: 1 });
  });

  it('throttles reset mails to one address, answering 429 whether or not it belongs to a player', async () => {
    for (const email of ['demo-gb@demo.sportsbook.test', 'nobody@example.test']) {
      for (let i = 0; i < 2; i += 1) expect((await t.post('/api/recover', { email })).statusCode).toBe(200);
      const limited = await t.post('/api/recover', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
    expect(await t.accounts.outbox.list('demo-gb@demo.sportsbook.test')).toHaveLength(2);
  });
});
