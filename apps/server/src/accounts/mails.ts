import { COUNTRY_DEFAULTS, LANGUAGES } from '@sportsbook/betting';
import type { CountryCode, Language } from '@sportsbook/betting';
import { MAIL_TEXTS } from './mail-texts';
import type { MailText } from './mail-texts';
import { NOTICE_TEXTS } from './notice-texts';
import type { OutboxKind } from './tables';
import type { OutgoingMail } from './outbox';

/*
 * The mails, in the player's language (decision 043): the one stored at registration, else their
 * country's default. The outbox stands in for a mail server; the pages the links open are
 * translated too (decision 018).
 */

/** Who a mail goes to: the name it greets, the address, and what decides its language. */
export interface MailRecipient {
  readonly username: string;
  readonly email: string;
  readonly lang?: string | null;
  readonly country?: string | null;
}

/** The language of a player's mails: their stored one, else their country's default, else English. */
export function mailLanguage(to: Pick<MailRecipient, 'lang' | 'country'>): Language {
  if (to.lang && (LANGUAGES as readonly string[]).includes(to.lang)) return to.lang as Language;
  const country = to.country?.toUpperCase();
  return country && country in COUNTRY_DEFAULTS ? COUNTRY_DEFAULTS[country as CountryCode].defaultLocale : 'en';
}

function compose(to: MailRecipient, link: string, text: MailText, kind: OutboxKind, newEmail = ''): OutgoingMail {
  const lead = text.lead.replace('{email}', newEmail);
  return {
    toEmail: to.email,
    subject: text.subject,
    bodyText: [text.greeting.replace('{name}', to.username), '', lead, '', link, '', text.after].join('\n'),
    link,
    kind,
  };
}

/** `{accountOrigin}/sport/registration-with-token/{token}`: the account site verifies the email. */
export function verificationLink(accountOrigin: string, token: string): string {
  return `${accountOrigin.replace(/\/+$/, '')}/sport/registration-with-token/${token}`;
}

/** `{accountOrigin}/sport/reset-password/{token}`: the account site asks for the new password. */
export function recoveryLink(accountOrigin: string, token: string): string {
  return `${accountOrigin.replace(/\/+$/, '')}/sport/reset-password/${token}`;
}

/** `{accountOrigin}/sport/confirm-email/{token}`: the account site applies the new e-mail address. */
export function emailChangeLink(accountOrigin: string, token: string): string {
  return `${accountOrigin.replace(/\/+$/, '')}/sport/confirm-email/${token}`;
}

/** The mail, sent to the NEW address, that proves it belongs to the player before it counts. */
export function composeEmailChangeMail(to: MailRecipient, link: string): OutgoingMail {
  return compose(to, link, MAIL_TEXTS[mailLanguage(to)].emailChange, 'email_change');
}

/** The mail that confirms a new player's address. */
export function composeVerificationMail(to: MailRecipient, link: string): OutgoingMail {
  return compose(to, link, MAIL_TEXTS[mailLanguage(to)].verification, 'verification');
}

/** The mail that lets a player choose a new password. */
export function composeRecoveryMail(to: MailRecipient, link: string): OutgoingMail {
  return compose(to, link, MAIL_TEXTS[mailLanguage(to)].recovery, 'recovery');
}

/** `{accountOrigin}/sport/forgot-password`: where a player asks for a reset link. */
export function forgotPasswordLink(accountOrigin: string): string {
  return `${accountOrigin.replace(/\/+$/, '')}/sport/forgot-password`;
}

/** `{accountOrigin}/sport/login`: the account site's login. */
export function loginLink(accountOrigin: string): string {
  return `${accountOrigin.replace(/\/+$/, '')}/sport/login`;
}

/**
 * To the owner of an address someone tried to register with (decision 087): the registration
 * answers as for a new address, and only this mail, in the owner's mailbox, says it was taken.
 */
export function composeAlreadyRegisteredMail(to: MailRecipient, accountOrigin: string): OutgoingMail {
  return compose(to, forgotPasswordLink(accountOrigin), NOTICE_TEXTS[mailLanguage(to)].alreadyRegistered, 'notice');
}

/** To the owner of an address someone asked to move another account to: nothing changed. */
export function composeAddressInUseMail(to: MailRecipient, accountOrigin: string): OutgoingMail {
  return compose(to, loginLink(accountOrigin), NOTICE_TEXTS[mailLanguage(to)].addressInUse, 'notice');
}

/** To the OLD address once an account's address changed to `newEmail`. */
export function composeEmailChangedMail(to: MailRecipient, newEmail: string, accountOrigin: string): OutgoingMail {
  return compose(to, loginLink(accountOrigin), NOTICE_TEXTS[mailLanguage(to)].emailChanged, 'notice', newEmail);
}
