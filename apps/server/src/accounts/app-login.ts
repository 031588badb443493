import { COUNTRY_DEFAULTS } from '@sportsbook/betting';
import type { AppLoginRequest } from '@sportsbook/protocol';
import type { LoginBlock, Player, PlayerService } from './players';
import type { LoginRateLimiter } from './rate-limit';
import type { TokenService } from './tokens';

/** The outcome of a native-app login (`POST /auth/login`, docs/api.md 'Native login'). */
export type AppLoginOutcome =
  | { readonly kind: 'ok'; readonly accessToken: string; readonly frontendToken: string }
  | { readonly kind: 'other-site'; readonly temporaryToken: string; readonly domain: string }
  | { readonly kind: 'unknown-app' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'blocked'; readonly block: LoginBlock }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'disabled' }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number };

/** What an app login needs; the same players, tokens and throttle as the web login. */
export interface AppLoginDeps {
  readonly players: PlayerService;
  readonly tokens: TokenService;
  readonly rateLimiter: LoginRateLimiter;
  readonly loginEnabled: boolean;
  readonly now: () => Date;
}

/** The country whose brand a bookmaker id names (`gb` → GB), case-insensitive; null when none. */
export function countryOfApp(app: string): string | null {
  const wanted = app.trim().toLowerCase();
  const entry = Object.entries(COUNTRY_DEFAULTS).find(([, defaults]) => defaults.bookmaker.toLowerCase() === wanted);
  return entry ? entry[0] : null;
}

/**
 * A login from the native app (spec 001 §3, §4). The credentials are judged exactly as the web
 * login judges them (same throttle, blocks and verification); a player of another country's site
 * gets a single-use temporary token for that site's domain instead of tokens for this one, so the
 * app switches country and logs in there with the token (`GET /auth/loginWithToken`).
 */
export async function loginFromApp(deps: AppLoginDeps, request: AppLoginRequest, ip: string): Promise<AppLoginOutcome> {
  if (!deps.loginEnabled) return { kind: 'disabled' };
  const appCountry = countryOfApp(request.app);
  if (!appCountry) return { kind: 'unknown-app' };
  const attempt = await deps.rateLimiter.attempt(request.username, ip);
  if (!attempt.allowed) return { kind: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const result = await deps.players.authenticate(request.username, request.password, deps.now());
  if (!result.ok && result.reason === 'invalid') return { kind: 'invalid' };
  await attempt.succeeded();
  if (!result.ok)
    return result.reason === 'blocked' ? { kind: 'blocked', block: result.block } : { kind: 'unverified' };
  return issueFor(deps, result.player, appCountry);
}

async function issueFor(deps: AppLoginDeps, player: Player, appCountry: string): Promise<AppLoginOutcome> {
  const session = await deps.tokens.startSession(player);
  if (player.country.toUpperCase() !== appCountry) {
    const domain = player.country.toLowerCase();
    const { token } = await deps.tokens.issueTemporaryToken(player, domain, session);
    return { kind: 'other-site', temporaryToken: token, domain };
  }
  const [frontendToken, accessToken] = await Promise.all([
    deps.tokens.issueFrontendToken(player, session),
    deps.tokens.issueAccessToken(player, session),
  ]);
  return { kind: 'ok', accessToken, frontendToken };
}
