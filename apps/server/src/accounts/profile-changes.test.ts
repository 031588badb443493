import { cashierProfileAnswerSchema, refusalSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { MAIL_TEXTS } from './mail-texts';
import { NOTICE_TEXTS } from './notice-texts';
import { bearer, startSessionTestApp } from './session-test-kit';
import type { SessionTestApp } from './session-test-kit';

const START = new Date('2030-06-01T08:00:00Z');

describe.each(testDatabaseTargets())('e-mail and country changes on $name', (target) => {
  let t: SessionTestApp;
  beforeAll(async () => {
    t = await startSessionTestApp(target, START);
  }, 60_000);
  afterAll(() => t?.close());

  const putProfile = (frontend: string, payload: Record<string, unknown>) =>
    t.cashierApp.inject({ method: 'PUT', url: '/api/cashier/profile', headers: bearer(frontend), payload });
  const stored = async (username: string) => (await t.accounts.players.findByUsername(username))!;

  it('refuses an e-mail change with a wrong or missing current password and changes nothing', async () => {
    const { username, email, password } = await t.newPlayer('mail_wrong');
    const session = await t.logIn(username, password);
    const before = await t.writes();
    const wrong = await putProfile(session.frontend, { email: 'attacker@example.test', current_password: 'guess-1' });
    expect(wrong.statusCode).toBe(200);
    expect(refusalSchema.parse(wrong.json())).toMatchObject({
      message: 'INVALID_LOGIN',
      meta: { error: { field: 'current_password' } },
    });
    const missing = await putProfile(session.frontend, { email: 'attacker@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(refusalSchema.parse(missing.json()).meta?.error.message).toMatch(/current password/);
    expect(await t.writes()).toEqual(before);
    expect((await stored(username)).email).toBe(email);
    expect(await t.accounts.outbox.list('attacker@example.test')).toEqual([]);
    await t.expectLive(session);
  });

  it('keeps the old address until the new one is verified, then ends every session', async () => {
    const { username, email, password } = await t.newPlayer('mail_move');
    const session = await t.logIn(username, password);
    const asked = await putProfile(session.frontend, {
      email: 'mail_move@new.example.test',
      current_password: password,
    });
    expect(cashierProfileAnswerSchema.parse(asked.json())).toEqual({
      status: 1,
      message: 'VERIFY_EMAIL',
      data: { username, email, country: 'GB', currency: 'GBP', pending_email: 'mail_move@new.example.test' },
    });
    // Unverified, the new address is not used: the account, reset mails and the session keep the old one.
    expect((await stored(username)).email).toBe(email);
    await t.post('/api/recover', { email: 'mail_move@new.example.test' });
    expect((await t.accounts.outbox.list('mail_move@new.example.test')).map((mail) => mail.kind)).toEqual([
      'email_change',
    ]);
    await t.expectLive(session);

    const token = await t.tokenFromMail('mail_move@new.example.test', 'email_change');
    const confirmed = await t.post('/api/recover', { type: 'email_change', token });
    expect(confirmed.json()).toEqual({ status: 1, message: 'EMAIL_CHANGED', email: 'mail_move@new.example.test' });
    expect((await stored(username)).email).toBe('mail_move@new.example.test');
    await t.expectEnded(session);
    const again = await t.post('/api/recover', { type: 'email_change', token });
    expect(refusalSchema.parse(again.json()).message).toBe('TOKEN_INVALID');
    await t.expectLive(await t.logIn(username, password));
  });

  it('answers a change to a taken address as any other, applies nothing and tells that address’s owner', async () => {
    const owner = await t.newPlayer('mail_owner');
    const { username, email, password } = await t.newPlayer('mail_probe');
    const session = await t.logIn(username, password);
    const free = await putProfile(session.frontend, {
      email: 'mail_probe_free@example.test',
      current_password: password,
    });
    const taken = await putProfile(session.frontend, { email: owner.email.toUpperCase(), current_password: password });
    expect(taken.statusCode).toBe(free.statusCode);
    const answer = cashierProfileAnswerSchema.parse(taken.json());
    expect(answer).toEqual({
      ...cashierProfileAnswerSchema.parse(free.json()),
      data: { username, email, country: 'GB', currency: 'GBP', pending_email: owner.email.toUpperCase() },
    });
    // No link that could move the account there; the owner is told someone tried (in their language).
    const mails = await t.accounts.outbox.list(owner.email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['notice', NOTICE_TEXTS.es.addressInUse.subject],
      ['verification', MAIL_TEXTS.es.verification.subject],
    ]);
    expect((await stored(username)).email).toBe(email);
    expect((await stored(owner.username)).email).toBe(owner.email);
    await t.expectLive(session);
  });

  it('tells the old address when a change is applied', async () => {
    const { username, email, password } = await t.newPlayer('mail_told');
    const session = await t.logIn(username, password);
    await putProfile(session.frontend, { email: 'mail_told@new.example.test', current_password: password });
    const notices = async () => (await t.accounts.outbox.list(email)).filter((mail) => mail.kind === 'notice');
    expect(await notices()).toEqual([]);
    const token = await t.tokenFromMail('mail_told@new.example.test', 'email_change');
    expect((await t.post('/api/recover', { type: 'email_change', token })).json()).toMatchObject({ status: 1 });
    // The kit registers its players in Spanish: the notice is in their language.
    const [notice] = await notices();
    expect(notice).toMatchObject({ toEmail: email, subject: NOTICE_TEXTS.es.emailChanged.subject });
    expect(notice!.bodyText).toContain(
      NOTICE_TEXTS.es.emailChanged.lead.replace('{email}', 'mail_told@new.example.test'),
    );
  });

  it('refuses to apply a verified address another account took meanwhile, and keeps the old one', async () => {
    const { username, email, password } = await t.newPlayer('mail_race');
    const session = await t.logIn(username, password);
    await putProfile(session.frontend, { email: 'contested@example.test', current_password: password });
    const token = await t.tokenFromMail('contested@example.test', 'email_change');
    await t.newPlayer('contested');
    const refused = await t.post('/api/recover', { type: 'email_change', token });
    expect(refusalSchema.parse(refused.json()).message).toBe('EMAIL_TAKEN');
    expect((await stored(username)).email).toBe(email);
    await t.expectLive(session);
  });

  it('refuses to change the country, and so the currency and tax table, and changes nothing', async () => {
    const { username, password } = await t.newPlayer('country_carl');
    const session = await t.logIn(username, password);
    const before = await t.writes();
    for (const country of ['IE', 'RO', 'US']) {
      const refused = await putProfile(session.frontend, { country });
      expect(refused.statusCode, country).toBe(400);
      expect(refusalSchema.parse(refused.json())).toMatchObject({
        message: 'VALIDATION_ERROR',
        meta: { error: { field: 'country', message: expect.stringMatching(/cannot be changed/) } },
      });
    }
    const withEmail = await putProfile(session.frontend, {
      country: 'IE',
      email: 'x@example.test',
      current_password: password,
    });
    expect(withEmail.statusCode).toBe(400);
    expect(await t.writes()).toEqual(before);
    expect(await stored(username)).toMatchObject({ country: 'GB', currency: 'GBP', email: `${username}@example.test` });
    const same = await putProfile(session.frontend, { country: 'GB' });
    expect(cashierProfileAnswerSchema.parse(same.json()).data).toMatchObject({ country: 'GB', currency: 'GBP' });
    const whoami = await t.sportsApp.inject({ method: 'GET', url: '/test/whoami', headers: { jwt: session.access } });
    expect(whoami.json()).toMatchObject({ player: { country: 'GB', currency: 'GBP' } });
  });
});
