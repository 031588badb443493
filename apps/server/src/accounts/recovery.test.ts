import {
  loginResponseSchema,
  passwordResetSchema,
  recoverResponseSchema,
  recoverySentSchema,
  refreshResponseSchema,
  refusalSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';

const START = new Date('2030-03-01T08:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseTargets())('password recovery and refresh on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, START);
  }, 60_000);
  afterAll(() => t?.close());

  /** A verified player of our own, so resets never disturb the demo players other tests log in as. */
  async function verifiedPlayer(username: string, password = 'first-pass-1') {
    const email = `${username}@example.test`;
    await t.post('/api/register', registrationBody({ username, email, password, country: 'IE' }));
    const token = await t.tokenFromMail(email, 'verification');
    expect((await t.post('/api/recover', { type: 'signup', token })).json()).toMatchObject({ status: 1 });
    return { email, password };
  }
  const recoveryMails = async (email: string) =>
    (await t.accounts.outbox.list(email)).filter((mail) => mail.kind === 'recovery');

  it('answers a reset request alike for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await verifiedPlayer('nora');
    const known = await t.post('/api/recover', { email: email.toUpperCase() });
    const unknown = await t.post('/api/recover', { email: 'no-one@example.test' });
    // A NUL character (PostgreSQL refuses it in text) is an address no player has, not a server error.
    const nul = await t.post('/api/recover', { email: 'no-one\u0000@example.test' });
    expect(nul.body).toBe(unknown.body);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(recoverySentSchema.parse(response.json())).toEqual({ status: 1, message: 'RECOVERY_SENT' });
    }
    expect(known.body).toBe(unknown.body);
    expect(await recoveryMails(email)).toHaveLength(1);
    expect(await t.accounts.outbox.list('no-one@example.test')).toEqual([]);
  });

  it('resets the password through the mailed link once: the old one stops working, the new one logs in', async () => {
    const { email, password } = await verifiedPlayer('otto');
    await t.post('/api/recover', { email });
    const token = await t.tokenFromMail(email, 'recovery');
    const reset = await t.post('/api/recover', { type: 'recovery', token, password: 'second-pass-2' });
    expect(passwordResetSchema.parse(reset.json())).toEqual({ status: 1, message: 'PASSWORD_RESET' });
    expect((await t.login('otto', password)).statusCode).toBe(401);
    expect((await t.login('otto', 'second-pass-2')).statusCode).toBe(200);
    const again = await t.post('/api/recover', { type: 'recovery', token, password: 'third-pass-3' });
    expect(refusalSchema.parse(again.json()).message).toBe('TOKEN_INVALID');
    expect((await t.login('otto', 'second-pass-2')).statusCode).toBe(200);
  });

  it('keeps the link usable after a weak new password is refused', async () => {
    const { email } = await verifiedPlayer('pia');
    await t.post('/api/recover', { email });
    const token = await t.tokenFromMail(email, 'recovery');
    for (const password of ['short1', 'pia-is-me-1', 'no-digits-here']) {
      const weak = await t.post('/api/recover', { type: 'recovery', token, password });
      expect(refusalSchema.parse(weak.json()), password).toMatchObject({
        message: 'WEAK_PASSWORD',
        meta: { error: { field: 'password' } },
      });
    }
    expect((await t.post('/api/recover', { type: 'recovery', token, password: 'strong-one-7' })).json()).toEqual({
      status: 1,
      message: 'PASSWORD_RESET',
    });
  });

  it('refuses a reset link after its hour, and a verification token used as a reset token', async () => {
    const email = 'quinn@example.test';
    await t.post('/api/register', registrationBody({ username: 'quinn', email }));
    const verification = await t.tokenFromMail(email, 'verification');
    const crossed = await t.post('/api/recover', { type: 'recovery', token: verification, password: 'strong-one-7' });
    expect(refusalSchema.parse(crossed.json()).message).toBe('TOKEN_INVALID');
    await t.post('/api/recover', { email });
    const token = await t.tokenFromMail(email, 'recovery');
    const asSignup = await t.post('/api/recover', { type: 'signup', token });
    expect(refusalSchema.parse(asSignup.json()).message).toBe('TOKEN_INVALID');
    t.clock.now = new Date(START.getTime() + HOUR_MS);
    try {
      const late = await t.post('/api/recover', { type: 'recovery', token, password: 'strong-one-7' });
      expect(refusalSchema.parse(late.json()).message).toBe('TOKEN_INVALID');
    } finally {
      t.clock.now = START;
    }
  });

  it('uses up the older reset links once one is used, and verifies an unverified email on the way', async () => {
    const email = 'rosa@example.test';
    await t.post('/api/register', registrationBody({ username: 'rosa', email, password: 'old-secret-1' }));
    await t.post('/api/recover', { email });
    const first = await t.tokenFromMail(email, 'recovery');
    t.clock.now = new Date(START.getTime() + 60_000);
    try {
      await t.post('/api/recover', { email });
    } finally {
      t.clock.now = START;
    }
    const second = await t.tokenFromMail(email, 'recovery');
    expect(second).not.toBe(first);
    expect(await recoveryMails(email)).toHaveLength(2);
    expect(
      (await t.post('/api/recover', { type: 'recovery', token: second, password: 'brand-new-pw-2' })).json(),
    ).toEqual({
      status: 1,
      message: 'PASSWORD_RESET',
    });
    const stale = await t.post('/api/recover', { type: 'recovery', token: first, password: 'brand-new-pw-3' });
    expect(refusalSchema.parse(stale.json()).message).toBe('TOKEN_INVALID');
    // Opening a mailed link proved the address, so the reset player may log in.
    expect((await t.login('rosa', 'brand-new-pw-2')).statusCode).toBe(200);
  });

  it('refuses a malformed email on recover with INVALID_EMAIL and mails nothing', async () => {
    const before = await t.accounts.outbox.list();
    const refused = await t.post('/api/recover', { email: 'not an email' });
    expect(recoverResponseSchema.parse(refused.json())).toMatchObject({
      status: 0,
      message: 'INVALID_EMAIL',
      meta: { error: { field: 'email' } },
    });
    expect(await t.accounts.outbox.list()).toEqual(before);
  });

  it('refreshes both tokens for a live session, and the new sports token works', async () => {
    const login = loginResponseSchema.parse((await t.login('demo-ie', 'demo-pass-1')).json());
    t.clock.now = new Date(START.getTime() + 5_000);
    try {
      const response = await t.accountApp.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: { authorization: `Bearer ${login.frontend_token}` },
      });
      expect(response.statusCode).toBe(200);
      const refreshed = refreshResponseSchema.parse(response.json());
      expect(refreshed.frontend_token).not.toBe(login.frontend_token);
      expect(refreshed.access_token).not.toBe(login.access_token);
      const whoami = await t.sportsApp.inject({
        method: 'GET',
        url: '/test/whoami',
        headers: { jwt: refreshed.access_token },
      });
      expect(whoami.json()).toMatchObject({ status: 1, player: { username: 'demo-ie', currency: 'EUR' } });
      const user = await t.accountApp.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${refreshed.frontend_token}` },
      });
      expect(user.statusCode).toBe(200);
    } finally {
      t.clock.now = START;
    }
  });

  it('refuses refresh with 401 NOT_AUTHENTICATED for a missing, forged or sports token', async () => {
    const login = loginResponseSchema.parse((await t.login('demo-gr', 'demo-pass-1')).json());
    for (const headers of [{}, { authorization: 'Bearer a.b.c' }, { authorization: `Bearer ${login.access_token}` }]) {
      const response = await t.accountApp.inject({ method: 'POST', url: '/api/refresh', headers });
      expect(response.statusCode).toBe(401);
      expect(refusalSchema.parse(response.json()).message).toBe('NOT_AUTHENTICATED');
    }
  });
});
