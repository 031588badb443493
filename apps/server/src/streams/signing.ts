import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed stream links (decisions 037 and 085): `exp` (unix seconds) and `sig`, an HMAC-SHA256 of
 * what the link opens, for whom (the viewer: player and session version) and until when. A leaked
 * link stops working at `exp` or when the player's session ends; a changed id, viewer or time breaks
 * the signature. No link is stored, so every server instance sharing the secret checks every link.
 */

/** What a signature vouches for: the stream page, the playlist, or the media (init and segments). */
export type LinkPurpose = 'source' | 'playlist' | 'media';

/** A signed link's query. */
export interface LinkSignature {
  readonly exp: number;
  readonly sig: string;
}

/** Signs and checks stream links with one secret. */
export interface LinkSigner {
  sign(purpose: LinkPurpose, subject: string, exp: number): LinkSignature;
  /** 'ok', 'expired' (signature right, time past) or 'forged' (signature wrong or missing). */
  verify(purpose: LinkPurpose, subject: string, query: { exp?: unknown; sig?: unknown }, nowMs: number): LinkCheck;
}

/** The verdict on a link. */
export type LinkCheck = 'ok' | 'expired' | 'forged';

/** A signer over `secret` (derive it from the JWT secret so every instance shares it). */
export function createLinkSigner(secret: Uint8Array | string): LinkSigner {
  const mac = (purpose: LinkPurpose, subject: string, exp: number) =>
    createHmac('sha256', secret).update(`stream:${purpose}:${subject}:${exp}`).digest();
  return {
    sign(purpose, subject, exp) {
      return { exp, sig: mac(purpose, subject, exp).toString('base64url') };
    },
    verify(purpose, subject, query, nowMs) {
      const exp = typeof query.exp === 'string' && /^\d{1,12}$/.test(query.exp) ? Number(query.exp) : null;
      if (exp === null || typeof query.sig !== 'string') return 'forged';
      const given = Buffer.from(query.sig, 'base64url');
      const expected = mac(purpose, subject, exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return exp * 1000 > nowMs ? 'ok' : 'expired';
    },
  };
}

/** `?exp=…&sig=…` of a signature. */
export function signatureQuery({ exp, sig }: LinkSignature): string {
  return `exp=${exp}&sig=${sig}`;
}

/**
 * Whom a link was minted for (decision 085): the player and the session version it was minted
 * in. It travels in the link as `viewer=<player id>.<session version>` and is part of what the
 * signature vouches for, so it cannot be moved to another player or session.
 */
export interface Viewer {
  readonly playerId: number;
  readonly sessionVersion: number;
}

/** The `viewer` parameter of a link. */
export function viewerParam({ playerId, sessionVersion }: Viewer): string {
  return `${playerId}.${sessionVersion}`;
}

/** The viewer a link's `viewer` parameter names, or null when it names none. */
export function viewerOf(param: unknown): Viewer | null {
  const match = typeof param === 'string' ? /^([1-9]\d{0,14})\.(\d{1,9})$/.exec(param) : null;
  return match ? { playerId: Number(match[1]), sessionVersion: Number(match[2]) } : null;
}

/** The stream-link key derived from the JWT secret: every instance sharing `JWT_SECRET` checks every link. */
export function deriveStreamSecret(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('stream-links').digest();
}
