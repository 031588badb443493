import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import type { SessionVersions } from './sessions';

/*
 * Three HS256 JWTs, told apart by audience so one can never stand in for another:
 *   access_token    (aud "sports")      the sports API's `jwt` header; names player, country, currency.
 *   frontend_token  (aud "account")     Bearer on the account API.
 *   temporary_token (aud "token-login") exchanged once at /auth/loginWithToken (country switch).
 * Each carries its session (decision 029): `sv`, the player's session version when the session
 * was opened, and `sst`, when it was opened (epoch seconds). A token is refused once the stored
 * version has moved on (logout, password reset, e-mail change, block) or 30 days after `sst`.
 */

const ISSUER = 'sportsbook';
const ALGORITHM = 'HS256';

/** How long each token lives, in seconds. */
export const TOKEN_TTL_SECONDS = {
  /** 12 h: the client refreshes it through getMainDynamicConfig long before (spec 001 §4). */
  access: 12 * 60 * 60,
  /** 24 h: the account session; the client logs out after 2 h of inactivity anyway. */
  frontend: 24 * 60 * 60,
  /** 2 min: the country switch waits about 2 s before exchanging it. */
  temporary: 2 * 60,
} as const;

/** No session outlives this, however often it is refreshed: 30 days from the login, in seconds. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session a token belongs to. */
export interface SessionClaims {
  /** The player's session version when the session was opened. */
  readonly version: number;
  /** When the session was opened (the login); refreshing keeps it. */
  readonly startedAt: Date;
}

/** The player a sports access token speaks for (no database read needed to trust it). */
export interface SportsPlayer {
  readonly id: number;
  readonly username: string;
  /** ISO country code, upper case (`GB`). */
  readonly country: string;
  readonly currency: string;
}

/** An account session read from a frontend token. */
export interface AccountSession {
  readonly playerId: number;
  /** When this token was issued, shown as the user's `lastAction`. */
  readonly issuedAt: Date;
  readonly session: SessionClaims;
}

/** A verified temporary token; its `jti` must still be consumed (once) in storage. */
export interface TemporaryGrant {
  readonly playerId: number;
  readonly jti: string;
  readonly domain: string;
  readonly expiresAt: Date;
  readonly session: SessionClaims;
}

/**
 * Signs and verifies every token of the product. An issue call without `session` opens a new
 * session (started now, at the player's current version); pass the session of the token being
 * exchanged to continue it. Every verify call reads the stored version (decision 029).
 */
export interface TokenService {
  /** A new session of the player, started now at their stored version (a login). */
  startSession(player: { readonly id: number }): Promise<SessionClaims>;
  issueAccessToken(player: SportsPlayer, session?: SessionClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<SportsPlayer | null>;
  issueFrontendToken(player: { readonly id: number }, session?: SessionClaims): Promise<string>;
  verifyFrontendToken(token: string): Promise<AccountSession | null>;
  issueTemporaryToken(
    player: { readonly id: number },
    domain: string,
    session?: SessionClaims,
  ): Promise<{ token: string; expiresAt: Date }>;
  verifyTemporaryToken(token: string): Promise<TemporaryGrant | null>;
}

export interface TokenServiceOptions {
  /** HS256 key (see `loadJwtSecret`). */
  readonly secret: Uint8Array;
  /** The stored session versions, read on every verification. */
  readonly sessions: SessionVersions;
  /** The clock; tests move it to expire tokens. */
  readonly now?: () => Date;
}

type Audience = 'sports' | 'account' | 'token-login';

/** Verified tokens kept so their signature is not checked again (≈ 0.5 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

function playerIdOf(payload: JWTPayload): number | null {
  const id = Number(payload.sub);
  return Number.isSafeInteger(id) && id > 0 && String(id) === payload.sub ? id : null;
}

function text(payload: JWTPayload, claim: string): string | null {
  const value = payload[claim];
  return typeof value === 'string' ? value : null;
}

function wholeNumber(payload: JWTPayload, claim: string): number | null {
  const value = payload[claim];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The token service over one secret. */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const { secret, sessions } = options;
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** The given session, or a new one opened now at the player's stored version. */
  async function sessionFor(playerId: number, session: SessionClaims | undefined): Promise<SessionClaims> {
    if (session) return session;
    const version = await sessions.versionOf(playerId);
    if (version === null) throw new Error(`Cannot open a session for player ${playerId}: no such player.`);
    return { version, startedAt: new Date(seconds() * 1000) };
  }

  /** Signs a token of the session; it never lives past the session's absolute end. */
  async function sign(
    claims: JWTPayload,
    playerId: number,
    audience: Audience,
    ttl: number,
    session: SessionClaims,
    jti?: string,
  ): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = seconds();
    const startedAt = Math.floor(session.startedAt.getTime() / 1000);
    const expiresAt = Math.min(issuedAt + ttl, startedAt + SESSION_MAX_AGE_SECONDS);
    const jwt = new SignJWT({ ...claims, sv: session.version, sst: startedAt })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(playerId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt);
    return { token: await (jti ? jwt.setJti(jti) : jwt).sign(secret), expiresAt };
  }

  /**
   * The session of a verified payload when it is still open: younger than the absolute age and
   * at the player's stored version (one primary-key read, every time). Null otherwise.
   */
  async function openSession(payload: JWTPayload, playerId: number): Promise<SessionClaims | null> {
    const version = wholeNumber(payload, 'sv');
    const startedAt = wholeNumber(payload, 'sst');
    if (version === null || startedAt === null) return null;
    const age = seconds() - startedAt;
    // A minute of leeway for instances whose clocks differ a little.
    if (age < -60 || age >= SESSION_MAX_AGE_SECONDS) return null;
    if ((await sessions.versionOf(playerId)) !== version) return null;
    return { version, startedAt: new Date(startedAt * 1000) };
  }

  /**
   * Tokens whose signature, algorithm, issuer, audience and claims were verified, most recent last
   * (decision 071: WebCrypto's HMAC was ≈ 8 % of a bet's CPU, paid again on every request). None of
   * that can change for a token under one secret, so only the expiry is checked again on reuse; the
   * session version is still read on every use (`openSession`).
   */
  const verified = new Map<string, { readonly audience: Audience; readonly payload: JWTPayload }>();

  /** The payload of a valid token of this audience, or null for anything else (never throws). */
  async function verify(token: string, audience: Audience): Promise<JWTPayload | null> {
    if (token === '') return null;
    const known = verified.get(token);
    if (known) {
      // jose's rule: a token is good while now < exp.
      return known.audience === audience && seconds() < (known.payload.exp ?? 0) ? known.payload : null;
    }
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        currentDate: now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { audience, payload });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    startSession: (player) => sessionFor(player.id, undefined),
    async issueAccessToken(player, session) {
      const claims = { username: player.username, country: player.country, currency: player.currency };
      const opened = await sessionFor(player.id, session);
      return (await sign(claims, player.id, 'sports', TOKEN_TTL_SECONDS.access, opened)).token;
    },
    async verifyAccessToken(token) {
      const payload = await verify(token, 'sports');
      if (!payload) return null;
      const id = playerIdOf(payload);
      const [username, country, currency] = [
        text(payload, 'username'),
        text(payload, 'country'),
        text(payload, 'currency'),
      ];
      if (id === null || username === null || country === null || currency === null) return null;
      return (await openSession(payload, id)) ? { id, username, country, currency } : null;
    },
    async issueFrontendToken(player, session) {
      const opened = await sessionFor(player.id, session);
      return (await sign({}, player.id, 'account', TOKEN_TTL_SECONDS.frontend, opened, randomUUID())).token;
    },
    async verifyFrontendToken(token) {
      const payload = await verify(token, 'account');
      const playerId = payload ? playerIdOf(payload) : null;
      if (!payload || playerId === null || payload.iat === undefined) return null;
      const session = await openSession(payload, playerId);
      return session ? { playerId, issuedAt: new Date(payload.iat * 1000), session } : null;
    },
    async issueTemporaryToken(player, domain, session) {
      const opened = await sessionFor(player.id, session);
      const ttl = TOKEN_TTL_SECONDS.temporary;
      const { token, expiresAt } = await sign({ domain }, player.id, 'token-login', ttl, opened, randomUUID());
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verifyTemporaryToken(token) {
      const payload = await verify(token, 'token-login');
      const playerId = payload ? playerIdOf(payload) : null;
      const domain = payload ? text(payload, 'domain') : null;
      if (!payload || playerId === null || domain === null || !payload.jti || payload.exp === undefined) return null;
      const session = await openSession(payload, playerId);
      if (!session) return null;
      return { playerId, jti: payload.jti, domain, expiresAt: new Date(payload.exp * 1000), session };
    },
  };
}
