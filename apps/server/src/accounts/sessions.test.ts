import { refreshResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { bearer, startSessionTestApp } from './session-test-kit';
import type { Session, SessionTestApp } from './session-test-kit';
import { SESSION_MAX_AGE_SECONDS } from './tokens';

const START = new Date('2030-05-01T08:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseTargets())('ending sessions on $name', (target) => {
  let t: SessionTestApp;
  beforeAll(async () => {
    t = await startSessionTestApp(target, START);
  }, 60_000);
  afterAll(() => t?.close());

  it('ends every session of the player on logout, on every device, for both token kinds', async () => {
    const { username, password } = await t.newPlayer('logout_lea');
    const phone = await t.logIn(username, password);
    const laptop = await t.logIn(username, password);
    await t.expectLive(phone);
    await t.expectLive(laptop);
    const socket = await t.openSocket(laptop.access);
    const following = await t.openSocket(phone.access, { follow: true });
    const out = await t.accountApp.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone.frontend) });
    expect(out.json()).toEqual({ status: 1 });
    await t.expectEnded(phone);
    await t.expectEnded(laptop);
    await t.expectSocketRefused(socket);
    await t.expectFollowingSocketDropped(following, phone.access);
    await t.expectLive(await t.logIn(username, password));
  });

  it('ends the sessions opened with the old password when the password is reset', async () => {
    const { username, email, password } = await t.newPlayer('reset_rob');
    const stolen = await t.logIn(username, password);
    await t.post('/api/recover', { email });
    const token = await t.tokenFromMail(email, 'recovery');
    expect((await t.post('/api/recover', { type: 'recovery', token, password: 'second-pass-2' })).json()).toEqual({
      status: 1,
      message: 'PASSWORD_RESET',
    });
    await t.expectEnded(stolen);
    await t.expectLive(await t.logIn(username, 'second-pass-2'));
  });

  it('ends every session when the player self-excludes, and a new login is refused', async () => {
    const { username, password } = await t.newPlayer('exclude_eve');
    const other = await t.logIn(username, password);
    const current = await t.logIn(username, password);
    const socket = await t.openSocket(other.access);
    const excluded = await t.cashierApp.inject({
      method: 'POST',
      url: '/api/cashier/self-exclusion',
      headers: bearer(current.frontend),
      payload: { months: 6 },
    });
    expect(excluded.json()).toMatchObject({ status: 1, data: { status: 'self_excluded' } });
    await t.expectEnded(current);
    await t.expectEnded(other);
    await t.expectSocketRefused(socket);
    expect((await t.login(username, password)).statusCode).toBe(403);
  });

  it('ends every session when the player takes a time-out', async () => {
    const { username, password } = await t.newPlayer('timeout_tim');
    const session = await t.logIn(username, password);
    const timedOut = await t.cashierApp.inject({
      method: 'POST',
      url: '/api/cashier/time-out',
      headers: bearer(session.frontend),
      payload: { days: 1 },
    });
    expect(timedOut.json()).toMatchObject({ status: 1, data: { status: 'timed_out' } });
    await t.expectEnded(session);
  });

  it('refreshes a session for 30 days from its login, and refuses refresh and every token after that', async () => {
    const { username, password } = await t.newPlayer('refresh_rita');
    let refreshed: Session = await t.logIn(username, password);
    try {
      // Refreshed every 20 hours, as a client that stays open would: each refresh keeps the login time.
      for (let at = 20 * HOUR_MS; at < SESSION_MAX_AGE_SECONDS * 1000; at += 20 * HOUR_MS) {
        t.clock.now = new Date(START.getTime() + at);
        const response = await t.accountApp.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: bearer(refreshed.frontend),
        });
        expect(response.statusCode, `refresh after ${at / HOUR_MS} hours`).toBe(200);
        const body = refreshResponseSchema.parse(response.json());
        refreshed = { frontend: body.frontend_token, access: body.access_token };
      }
      await t.expectLive(refreshed);
      t.clock.now = new Date(START.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
      await t.expectEnded(refreshed);
      // Logging in again opens a new session.
      await t.expectLive(await t.logIn(username, password));
    } finally {
      t.clock.now = START;
    }
  });
});
