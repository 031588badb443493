import { LANGUAGES } from '@sportsbook/betting';
import { eq } from 'drizzle-orm';
import { loginResponseSchema, playerLanguageAnswerSchema, refusalSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { MAIL_TEXTS } from './mail-texts';
import { composeEmailChangeMail, mailLanguage } from './mails';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';
import { players } from './tables';

describe.each(testDatabaseTargets())('account mails in the player’s language on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, new Date('2030-03-01T08:00:00Z'));
  }, 60_000);
  afterAll(() => t?.close());

  const mailsTo = async (email: string, kind: string) =>
    (await t.accounts.outbox.list(email)).filter((mail) => mail.kind === kind);

  it.each(LANGUAGES)('writes the verification and recovery mails in %s, the language registered in', async (lang) => {
    const username = `mail_${lang}`;
    const email = `${username}@example.test`;
    await t.post('/api/register', registrationBody({ username, email, country: 'IE', lang }));
    const [stored] = await t.database.db
      .select({ lang: players.lang })
      .from(players)
      .where(eq(players.username, username));
    expect(stored?.lang).toBe(lang);
    const [verification] = await mailsTo(email, 'verification');
    expect(verification?.subject).toBe(MAIL_TEXTS[lang].verification.subject);
    expect(verification?.bodyText).toContain(MAIL_TEXTS[lang].verification.lead);
    expect(verification?.bodyText).toContain(username);
    expect(verification?.bodyText).toContain(verification!.link);

    await t.post('/api/recover', { email });
    const [recovery] = await mailsTo(email, 'recovery');
    expect(recovery?.subject).toBe(MAIL_TEXTS[lang].recovery.subject);
    expect(recovery?.bodyText).toContain(MAIL_TEXTS[lang].recovery.after);
  });

  it('writes the mails in the language the player switches to while logged in, and only for a live session', async () => {
    const username = 'switcher';
    const email = 'switcher@example.test';
    await t.post('/api/register', registrationBody({ username, email, password: 'horse-battery-9', lang: 'es' }));
    const verification = await t.tokenFromMail(email, 'verification');
    await t.post('/api/recover', { type: 'signup', token: verification });
    const login = await t.login(username, 'horse-battery-9');
    const frontend = loginResponseSchema.parse(login.json()).frontend_token;
    const setLanguage = (payload: unknown, token = frontend) =>
      t.accountApp.inject({
        method: 'POST',
        url: '/api/user/language',
        headers: { authorization: `Bearer ${token}` },
        payload: payload as Record<string, unknown>,
      });
    const langOf = async () =>
      (await t.database.db.select({ lang: players.lang }).from(players).where(eq(players.username, username)))[0]?.lang;

    const changed = await setLanguage({ lang: 'fi' });
    expect(changed.statusCode).toBe(200);
    expect(playerLanguageAnswerSchema.parse(changed.json())).toEqual({ status: 1, lang: 'fi' });
    expect(await langOf()).toBe('fi');
    await t.post('/api/recover', { email });
    const recoveries = await mailsTo(email, 'recovery');
    expect(recoveries.map((mail) => mail.subject)).toEqual([MAIL_TEXTS.fi.recovery.subject]);

    // Parsed with the protocol schema: a language the site is not written in is a 400 and changes nothing.
    const unknown = await setLanguage({ lang: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(refusalSchema.parse(unknown.json()).message).toBe('VALIDATION_ERROR');
    expect((await setLanguage({})).statusCode).toBe(400);
    // Without a live session nothing changes.
    const stranger = await setLanguage({ lang: 'de' }, 'not-a-token');
    expect(stranger.statusCode).toBe(401);
    expect(await langOf()).toBe('fi');

    await setLanguage({ lang: 'nl' });
    await t.post('/api/recover', { email });
    const latest = await mailsTo(email, 'recovery');
    expect(latest.map((mail) => mail.subject).sort()).toEqual(
      [MAIL_TEXTS.fi.recovery.subject, MAIL_TEXTS.nl.recovery.subject].sort(),
    );
  });

  it('writes in the country’s language when the registration named none', async () => {
    const { lang: _none, ...body } = registrationBody({ username: 'ion_ro', email: 'ion@example.test', country: 'RO' });
    await t.post('/api/register', body);
    const [mail] = await mailsTo('ion@example.test', 'verification');
    expect(mail?.subject).toBe(MAIL_TEXTS.ro.verification.subject);
  });
});

describe('the language of a mail', () => {
  it('is the stored one, else the country’s default, else English', () => {
    expect(mailLanguage({ lang: 'fi', country: 'GR' })).toBe('fi');
    expect(mailLanguage({ lang: null, country: 'GR' })).toBe('el');
    expect(mailLanguage({ lang: null, country: 'br' })).toBe('pt');
    expect(mailLanguage({ lang: 'xx', country: null })).toBe('en');
  });

  it('writes the new-address mail in it, greeting the player by name', () => {
    const mail = composeEmailChangeMail(
      { username: 'hans', email: 'hans@example.test', lang: 'de' },
      'http://a.test/x',
    );
    expect(mail.subject).toBe('Bestätige deine neue E-Mail-Adresse');
    expect(mail.bodyText.split('\n')[0]).toBe('Hallo hans,');
    expect(mail).toMatchObject({ toEmail: 'hans@example.test', kind: 'email_change', link: 'http://a.test/x' });
  });

  it('has all three mails in every language, each text filled in', () => {
    for (const lang of LANGUAGES) {
      for (const text of Object.values(MAIL_TEXTS[lang])) {
        for (const part of [text.subject, text.greeting, text.lead, text.after]) expect(part.trim(), lang).not.toBe('');
        expect(text.greeting, lang).toContain('{name}');
      }
    }
  });
});
