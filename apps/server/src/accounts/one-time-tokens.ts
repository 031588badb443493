import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenKind } from './tables';

/** How long each mailed link works, in milliseconds (decision 018). */
export const ONE_TIME_TOKEN_TTL_MS: Readonly<Record<AccountTokenKind, number>> = {
  /** 24 h: a new player may open the mail the next day. */
  verification: 24 * 60 * 60 * 1000,
  /** 1 h: a reset link is a key to the account, so it is short-lived. */
  recovery: 60 * 60 * 1000,
  /** 24 h: the new address may read its mail the next day; the old address works meanwhile. */
  email_change: 24 * 60 * 60 * 1000,
};

/** A fresh token for a link: 32 random bytes, base64url (43 characters, safe in a path). */
export function generateOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256 in hex. A token has 256 random bits, so a
 * plain hash (no salt, no stretching) is enough; a leaked table opens no link.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
