import type { OutgoingMail } from './outbox';

/*
 * The texts of the mails. English only for now: the outbox stands in for a mail server, and
 * the pages the links open are translated (decision 018).
 */

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
export function composeEmailChangeMail(to: { username: string; email: string }, link: string): OutgoingMail {
  return {
    toEmail: to.email,
    subject: 'Confirm your new email address',
    bodyText: [
      `Hello ${to.username},`,
      '',
      'We were asked to use this address for your account. Open this link within 24 hours to confirm it:',
      '',
      link,
      '',
      'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
    ].join('\n'),
    link,
    kind: 'email_change',
  };
}

/** The mail that confirms a new player's address. */
export function composeVerificationMail(to: { username: string; email: string }, link: string): OutgoingMail {
  return {
    toEmail: to.email,
    subject: 'Confirm your email address',
    bodyText: [
      `Hello ${to.username},`,
      '',
      'Thank you for registering. Open this link within 24 hours to confirm your email address, then log in:',
      '',
      link,
      '',
      'If you did not register, ignore this mail: the account cannot be used without this link.',
    ].join('\n'),
    link,
    kind: 'verification',
  };
}

/** The mail that lets a player choose a new password. */
export function composeRecoveryMail(to: { username: string; email: string }, link: string): OutgoingMail {
  return {
    toEmail: to.email,
    subject: 'Reset your password',
    bodyText: [
      `Hello ${to.username},`,
      '',
      'We were asked to reset the password of your account. Open this link within 1 hour to choose a new one:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    link,
    kind: 'recovery',
  };
}
