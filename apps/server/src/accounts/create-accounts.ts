import type { DatabaseHandle } from '../storage/index';
import type { Wallet } from '../wallet/index';
import { createAccountService } from './account-service';
import type { AccountService } from './account-service';
import { createEmailChangeService } from './email-change';
import type { EmailChangeService } from './email-change';
import { loadJwtSecret } from './jwt-secret';
import { createOutboxReader } from './outbox';
import type { OutboxReader } from './outbox';
import { createPlayerService } from './players';
import type { PlayerService } from './players';
import type { ScryptParams } from './passwords';
import { createLoginRateLimiter } from './rate-limit';
import type { LoginRateLimiter } from './rate-limit';
import { createRateLimitStore } from './rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { createRegistrationService } from './registration-service';
import type { RegistrationLimits, RegistrationService } from './registration-service';
import { createRegistrationStore } from './registration-store';
import { createSessionVersions } from './sessions';
import { createTokenService } from './tokens';
import type { TokenService } from './tokens';

/** The accounts context, ready to hand to `accountRoutes`, `sportsAuth` and `seedDemoPlayers`. */
export interface Accounts {
  readonly players: PlayerService;
  readonly tokens: TokenService;
  readonly service: AccountService;
  /** Registration, email verification and password recovery. */
  readonly registration: RegistrationService;
  /** The mails written instead of sent (non-production pages read them). */
  readonly outbox: OutboxReader;
  /** E-mail changes (the cashier's profile page asks for them). */
  readonly emailChanges: EmailChangeService;
  /** Where the throttles count (Redis with REDIS_URL); the money rate limits count there too. */
  readonly rateLimitStore: RateLimitStore;
  /** Releases the throttles' Redis connection (when REDIS_URL is set). */
  close(): Promise<void>;
}

export interface CreateAccountsOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  /** `JWT_SECRET`; wins over the generated one. */
  readonly jwtSecret?: string | null;
  /** `DATA_DIR`, where a generated secret is kept (none, or ':memory:', keeps it in memory). */
  readonly dataDir?: string | null;
  readonly passwordParams?: ScryptParams;
  readonly rateLimiter?: LoginRateLimiter;
  /** REDIS_URL: the login and registration throttles count there, shared by every instance. */
  readonly redisUrl?: string | null;
  /** Where the throttles count; wins over `redisUrl` (tests). */
  readonly rateLimitStore?: RateLimitStore;
  /** The account site's public origin (ACCOUNT_ORIGIN), where mailed links point. */
  readonly accountOrigin?: string;
  /** Default true; REGISTRATION_DISABLED=1 makes it false. */
  readonly registrationEnabled?: boolean;
  /** Default true; LOGIN_DISABLED=1 makes it false. */
  readonly loginEnabled?: boolean;
  readonly registrationLimits?: RegistrationLimits;
  readonly now?: () => Date;
}

/**
 * Builds the accounts context. Wiring (server.ts):
 * `accounts = await createAccounts({ handle, wallet, jwtSecret: process.env.JWT_SECRET, dataDir: config.dataDir,
 * redisUrl: config.redisUrl })` (closed with `accounts.close()`),
 * then `accountApp.register(accountRoutes, { service: accounts.service, registration: accounts.registration,
 * allowedOrigins })`,
 * `app.register(sportsAuth, { tokens: accounts.tokens })` before the sports routes, and when
 * `config.demoPlayers` (config.ts, decision 028), `seedDemoPlayers({ players: accounts.players, wallet })`.
 */
export async function createAccounts(options: CreateAccountsOptions): Promise<Accounts> {
  const secret = await loadJwtSecret({ configured: options.jwtSecret, dataDir: options.dataDir });
  const now = options.now;
  const sessions = createSessionVersions(options.handle.db);
  const tokens = createTokenService({ secret, sessions, ...(now ? { now } : {}) });
  const players = createPlayerService({
    db: options.handle.db,
    ...(options.passwordParams ? { passwordParams: options.passwordParams } : {}),
  });
  const rateLimitStore = options.rateLimitStore ?? createRateLimitStore(options.redisUrl);
  const rateLimiter = options.rateLimiter ?? createLoginRateLimiter({ store: rateLimitStore });
  const accountOrigin = options.accountOrigin ?? 'http://127.0.0.1:8081';
  const service = createAccountService({
    db: options.handle.db,
    players,
    tokens,
    wallet: options.wallet,
    rateLimiter,
    ...(options.loginEnabled !== undefined ? { loginEnabled: options.loginEnabled } : {}),
    ...(now ? { now } : {}),
  });
  const store = createRegistrationStore(options.handle);
  const registration = createRegistrationService({
    store,
    accountOrigin,
    ...(options.registrationEnabled !== undefined ? { registrationEnabled: options.registrationEnabled } : {}),
    ...(options.loginEnabled !== undefined ? { loginEnabled: options.loginEnabled } : {}),
    ...(options.passwordParams ? { passwordParams: options.passwordParams } : {}),
    ...(options.registrationLimits ? { limits: options.registrationLimits } : {}),
    rateLimitStore,
    ...(now ? { now } : {}),
  });
  return {
    players,
    tokens,
    service,
    registration,
    outbox: createOutboxReader(options.handle.db),
    emailChanges: createEmailChangeService({ store, players, rateLimiter, accountOrigin, ...(now ? { now } : {}) }),
    rateLimitStore,
    close: () => rateLimitStore.close(),
  };
}
