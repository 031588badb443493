import { toMajor, ZERO } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import type {
  AppLoginRequest,
  AccountUser,
  LoginRequest,
  LoginResponse,
  MainDynamicConfigResponse,
} from '@sportsbook/protocol';
import type { RefreshResponse, TemporaryTokenResponse, TokenLoginSuccess } from '@sportsbook/protocol';
import type { Database } from '../storage/index';
import { WalletError } from '../wallet/index';
import { loginFromApp } from './app-login';
import type { AppLoginOutcome } from './app-login';
import type { Wallet } from '../wallet/index';
import { consumeTokenOnce } from './consumed-tokens';
import { loginBlockOf } from './players';
import { endSessions } from './sessions';
import type { LoginBlock, Player, PlayerService } from './players';
import { createLoginRateLimiter } from './rate-limit';
import type { LoginRateLimiter } from './rate-limit';
import type { TokenService } from './tokens';

/** The outcome of a web login. */
export type LoginOutcome =
  | { readonly kind: 'ok'; readonly response: LoginResponse }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'blocked'; readonly block: LoginBlock }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'disabled' }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number };

/** The account API's use cases; the routes only parse and answer. */
export interface AccountService {
  /** `POST /api/login`, throttled per username and per `ip`. */
  login(request: LoginRequest, ip: string): Promise<LoginOutcome>;
  /** `GET /api/user`: null when the frontend token is not a live session. */
  currentUser(frontendToken: string): Promise<AccountUser | null>;
  /** `POST /getMainDynamicConfig`: balance and a fresh sports token; null without a session. */
  mainDynamicConfig(frontendToken: string): Promise<MainDynamicConfigResponse | null>;
  /** `POST /auth/temporary-token`: a single-use token for the country switch; null without a session. */
  issueTemporaryToken(frontendToken: string): Promise<TemporaryTokenResponse | null>;
  /** `GET /auth/loginWithToken`: exchanges a temporary token once; null when it cannot be. */
  loginWithToken(temporaryToken: string): Promise<TokenLoginSuccess | null>;
  /**
   * `POST /api/refresh`: a new frontend and access token of the same session (its start is kept,
   * so no session outlives SESSION_MAX_AGE_SECONDS); null without a live session.
   */
  refresh(frontendToken: string): Promise<RefreshResponse | null>;
  /** `POST /api/logout`: ends every open session of the token's player; false without a live session. */
  logout(frontendToken: string): Promise<boolean>;
  /**
   * `POST /api/user/language`: the player's mails are written in `lang` from now on (the site's
   * language switch while logged in, decision 056); false without a live session.
   */
  setLanguage(frontendToken: string, lang: Language): Promise<boolean>;
  /** `POST /auth/login` from the native app: the web login's checks, and a temporary token for another country's player. */
  appLogin(request: AppLoginRequest, ip: string): Promise<AppLoginOutcome>;
}

export interface AccountServiceOptions {
  readonly db: Database;
  readonly players: PlayerService;
  readonly tokens: TokenService;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  readonly rateLimiter?: LoginRateLimiter;
  /** LOGIN_DISABLED=1 turns password login off (the client shows its forbidden modal). */
  readonly loginEnabled?: boolean;
  readonly now?: () => Date;
}

/** The account service. */
export function createAccountService(options: AccountServiceOptions): AccountService {
  const { db, players, tokens, wallet } = options;
  const rateLimiter = options.rateLimiter ?? createLoginRateLimiter();
  const now = options.now ?? (() => new Date());
  const loginEnabled = options.loginEnabled ?? true;

  /** Balance in minor units; a player the wallet has not opened yet holds nothing. */
  async function balanceOf(player: Player) {
    try {
      return await wallet.balanceOf(player.id);
    } catch (error) {
      if (error instanceof WalletError && error.code === 'NO_WALLET')
        return { balance: ZERO, currency: player.currency };
      throw error;
    }
  }

  async function accountUser(player: Player, frontendToken: string, lastAction: Date): Promise<AccountUser> {
    const { balance, currency } = await balanceOf(player);
    return {
      id: player.id,
      Account: player.username,
      Email: player.email,
      currency,
      Money: toMajor(balance),
      lastAction: lastAction.toISOString(),
      token: frontendToken,
      created_at: player.createdAt.toISOString(),
      updated_at: player.updatedAt.toISOString(),
    };
  }

  /** The player of a live session: a valid token of a player who exists and is not blocked. */
  async function sessionOf(frontendToken: string) {
    const session = await tokens.verifyFrontendToken(frontendToken);
    if (!session) return null;
    const player = await players.findById(session.playerId);
    if (!player || loginBlockOf(player, now())) return null;
    return { player, session };
  }

  return {
    async login(request, ip) {
      if (!loginEnabled) return { kind: 'disabled' };
      const attempt = await rateLimiter.attempt(request.username, ip);
      if (!attempt.allowed) return { kind: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
      const result = await players.authenticate(request.username, request.password, now());
      if (!result.ok && result.reason === 'invalid') return { kind: 'invalid' };
      await attempt.succeeded();
      if (!result.ok)
        return result.reason === 'blocked' ? { kind: 'blocked', block: result.block } : { kind: 'unverified' };
      const { player } = result;
      const session = await tokens.startSession(player);
      const [frontendToken, accessToken] = await Promise.all([
        tokens.issueFrontendToken(player, session),
        tokens.issueAccessToken(player, session),
      ]);
      const user = await accountUser(player, frontendToken, now());
      return { kind: 'ok', response: { user, frontend_token: frontendToken, access_token: accessToken } };
    },
    async currentUser(frontendToken) {
      const found = await sessionOf(frontendToken);
      return found ? accountUser(found.player, frontendToken, found.session.issuedAt) : null;
    },
    async mainDynamicConfig(frontendToken) {
      const found = await sessionOf(frontendToken);
      if (!found) return null;
      const { player } = found;
      const [accessToken, { balance, currency }] = await Promise.all([
        tokens.issueAccessToken(player, found.session.session),
        balanceOf(player),
      ]);
      return {
        auth_related_config: { sportify: { access_token: accessToken } },
        auth_config: {
          user: {
            balance: { total: toMajor(balance), currency },
            username: player.username,
          },
        },
      };
    },
    async issueTemporaryToken(frontendToken) {
      const found = await sessionOf(frontendToken);
      if (!found) return null;
      const domain = found.player.country.toLowerCase();
      const { token, expiresAt } = await tokens.issueTemporaryToken(found.player, domain, found.session.session);
      return {
        status: true,
        message: '',
        data: { temporary_token: token, domain, expires_at: expiresAt.toISOString() },
      };
    },
    async loginWithToken(temporaryToken) {
      const grant = await tokens.verifyTemporaryToken(temporaryToken);
      if (!grant) return null;
      const player = await players.findById(grant.playerId);
      if (!player || loginBlockOf(player, now())) return null;
      if (!(await consumeTokenOnce(db, grant, now()))) return null;
      // The country switch continues the session it came from: same version, same start.
      const [frontendToken, accessToken] = await Promise.all([
        tokens.issueFrontendToken(player, grant.session),
        tokens.issueAccessToken(player, grant.session),
      ]);
      return {
        status: true,
        message: '',
        data: {
          domain: grant.domain,
          sportify: { access_token: accessToken },
          frontend_token: frontendToken,
          user: await accountUser(player, frontendToken, now()),
        },
      };
    },
    async refresh(frontendToken) {
      const found = await sessionOf(frontendToken);
      if (!found) return null;
      const { session } = found.session;
      const [newFrontendToken, accessToken] = await Promise.all([
        tokens.issueFrontendToken(found.player, session),
        tokens.issueAccessToken(found.player, session),
      ]);
      return { status: 1, frontend_token: newFrontendToken, access_token: accessToken };
    },
    async logout(frontendToken) {
      // A blocked player's session may still be ended, so only the token is checked here.
      const session = await tokens.verifyFrontendToken(frontendToken);
      if (!session) return false;
      await endSessions(db, session.playerId);
      return true;
    },
    async setLanguage(frontendToken, lang) {
      const found = await sessionOf(frontendToken);
      if (!found) return false;
      await players.setLanguage(found.player.id, lang);
      return true;
    },
    appLogin(request, ip) {
      return loginFromApp({ players, tokens, rateLimiter, loginEnabled, now }, request, ip);
    },
  };
}
