import { LANGUAGES } from '@sportsbook/betting';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/test-database';
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
