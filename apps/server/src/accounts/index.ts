export { createAccounts } from './create-accounts';
export type { Accounts, CreateAccountsOptions } from './create-accounts';
export { accountRoutes } from './account-routes';
export type { AccountRoutesOptions } from './account-routes';
export { createAccountService } from './account-service';
export type { AccountService, AccountServiceOptions, LoginOutcome } from './account-service';
export { requirePlayer, sportsAuth } from './sports-auth';
export type { SportsAuthOptions } from './sports-auth';
export { createTokenService, SESSION_MAX_AGE_SECONDS, TOKEN_TTL_SECONDS } from './tokens';
export type {
  AccountSession,
  SessionClaims,
  SportsPlayer,
  TemporaryGrant,
  TokenService,
  TokenServiceOptions,
} from './tokens';
export { createSessionVersions, endSessions } from './sessions';
export type { SessionVersions } from './sessions';
export { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret';
export type { JwtSecretSource } from './jwt-secret';
export { createPlayerService, insertPlayer, loginBlockOf, PlayerError } from './players';
export type {
  Authentication,
  LoginBlock,
  NewPlayer,
  Player,
  PlayerErrorCode,
  PlayerInsert,
  PlayerService,
} from './players';
export { createDummyVerifier, DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './passwords';
export type { ScryptParams } from './passwords';
export { createLoginRateLimiter, DEFAULT_LOGIN_LIMITS } from './rate-limit';
export type { LoginRateLimiter, RateLimit } from './rate-limit';
export { DEMO_DEPOSIT, DEMO_FREEBETS, DEMO_PASSWORD, demoUsername, seedDemoPlayers } from './demo-players';
export { accountTokens, consumedTokens, outboxMessages, players, ACCOUNT_TOKEN_KINDS, PLAYER_STATUSES } from './tables';
export type { AccountTokenKind, OutboxRow, PlayerRow, PlayerStatus } from './tables';
export { createRegistrationService, DEFAULT_REGISTRATION_LIMITS } from './registration-service';
export type {
  RegistrationLimits,
  RegistrationOutcome,
  RegistrationRefusalCode,
  RegistrationService,
  RegistrationServiceOptions,
} from './registration-service';
export { createRegistrationStore } from './registration-store';
export type { RegistrationStore } from './registration-store';
export { createOutboxReader } from './outbox';
export type { OutboxReader, OutgoingMail } from './outbox';
export { ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens';
export { createEmailChangeService } from './email-change';
export type { EmailChangeRequestOutcome, EmailChangeService, EmailChangeServiceOptions } from './email-change';
export { createMemoryRateLimitStore, createRateLimitStore, createRedisRateLimitStore } from './rate-limit-store';
export type { BackoffPolicy, RateLimitStore, WindowLimit, WindowThrottle } from './rate-limit-store';
export { refuseRateLimited } from './replies';
export { accountStates } from './sessions';
