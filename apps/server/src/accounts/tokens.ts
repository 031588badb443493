import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';

/*
 * Three HS256 JWTs, told apart by audience so one can never stand in for another:
 *   access_token    (aud "sports")      the sports API's `jwt` header; names player, country, currency.
 *   frontend_token  (aud "account")     Bearer on the account API.
 *   temporary_token (aud "token-login") exchanged once at /auth/loginWithToken (country switch).
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
  /** When the session was opened (the login), shown as the user's `lastAction`. */
  readonly issuedAt: Date;
}

/** A verified temporary token; its `jti` must still be consumed (once) in storage. */
export interface TemporaryGrant {
  readonly playerId: number;
  readonly jti: string;
  readonly domain: string;
  readonly expiresAt: Date;
}

/** Signs and verifies every token of the product. */
export interface TokenService {
  issueAccessToken(player: SportsPlayer): Promise<string>;
  verifyAccessToken(token: string): Promise<SportsPlayer | null>;
  issueFrontendToken(player: { readonly id: number }): Promise<string>;
  verifyFrontendToken(token: string): Promise<AccountSession | null>;
  issueTemporaryToken(player: { readonly id: number }, domain: string): Promise<{ token: string; expiresAt: Date }>;
  verifyTemporaryToken(token: string): Promise<TemporaryGrant | null>;
}

export interface TokenServiceOptions {
  /** HS256 key (see `loadJwtSecret`). */
  readonly secret: Uint8Array;
  /** The clock; tests move it to expire tokens. */
  readonly now?: () => Date;
}

type Audience = 'sports' | 'account' | 'token-login';

function playerIdOf(payload: JWTPayload): number | null {
  const id = Number(payload.sub);
  return Number.isSafeInteger(id) && id > 0 && String(id) === payload.sub ? id : null;
}

function text(payload: JWTPayload, claim: string): string | null {
  const value = payload[claim];
  return typeof value === 'string' ? value : null;
}

/** The token service over one secret. */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const { secret } = options;
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);

  function sign(
    claims: JWTPayload,
    playerId: number,
    audience: Audience,
    ttl: number,
    jti?: string,
    issuedAt = seconds(),
  ) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(playerId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl);
    return (jti ? jwt.setJti(jti) : jwt).sign(secret);
  }

  /** The payload of a valid token of this audience, or null for anything else (never throws). */
  async function verify(token: string, audience: Audience): Promise<JWTPayload | null> {
    if (token === '') return null;
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        currentDate: now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    issueAccessToken: (player) =>
      sign(
        { username: player.username, country: player.country, currency: player.currency },
        player.id,
        'sports',
        TOKEN_TTL_SECONDS.access,
      ),
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
      return { id, username, country, currency };
    },
    issueFrontendToken: (player) => sign({}, player.id, 'account', TOKEN_TTL_SECONDS.frontend, randomUUID()),
    async verifyFrontendToken(token) {
      const payload = await verify(token, 'account');
      const playerId = payload ? playerIdOf(payload) : null;
      if (!payload || playerId === null || payload.iat === undefined) return null;
      return { playerId, issuedAt: new Date(payload.iat * 1000) };
    },
    async issueTemporaryToken(player, domain) {
      const issuedAt = seconds();
      const ttl = TOKEN_TTL_SECONDS.temporary;
      const token = await sign({ domain }, player.id, 'token-login', ttl, randomUUID(), issuedAt);
      return { token, expiresAt: new Date((issuedAt + ttl) * 1000) };
    },
    async verifyTemporaryToken(token) {
      const payload = await verify(token, 'token-login');
      const playerId = payload ? playerIdOf(payload) : null;
      const domain = payload ? text(payload, 'domain') : null;
      if (!payload || playerId === null || domain === null || !payload.jti || payload.exp === undefined) return null;
      return { playerId, jti: payload.jti, domain, expiresAt: new Date(payload.exp * 1000) };
    },
  };
}
