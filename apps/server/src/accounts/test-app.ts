import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { accountRoutes } from './account-routes';
import { createAccounts } from './create-accounts';
import type { Accounts } from './create-accounts';
import { seedDemoPlayers } from './demo-players';
import type { ScryptParams } from './passwords';
import type { LoginRateLimiterOptions } from './rate-limit';
import { createLoginRateLimiter } from './rate-limit';
import type { RegistrationLimits } from './registration-service';
import { requirePlayer, sportsAuth } from './sports-auth';
import { refusalErrorHandler } from '../http/index';

/** Cheap scrypt for suites that log in many times; hashes stay real scrypt hashes. */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** Both origins over one fresh database with the demo players seeded through the real wallet. */
export interface AccountsTestApp {
  /** The account origin: accountRoutes (with registration and recovery). */
  readonly accountApp: FastifyInstance;
  /** The sports origin: sportsAuth plus `GET /test/whoami` (requirePlayer) and `GET /test/maybe`. */
  readonly sportsApp: FastifyInstance;
  readonly database: TestDatabase;
  readonly wallet: Wallet;
  readonly accounts: Accounts;
  close(): Promise<void>;
}

export interface AccountsTestAppOptions {
  readonly passwordParams?: ScryptParams;
  readonly limits?: LoginRateLimiterOptions;
  readonly registrationLimits?: RegistrationLimits;
  readonly registrationEnabled?: boolean;
  readonly loginEnabled?: boolean;
  readonly now?: () => Date;
}

/** The account origin the test apps put in mailed links. */
export const TEST_ACCOUNT_ORIGIN = 'http://127.0.0.1:8081';

/** Opens a database on `target` and builds the two quiet apps `inject` tests drive. */
export async function startAccountsTestApp(
  target: TestDatabaseTarget,
  options: AccountsTestAppOptions = {},
): Promise<AccountsTestApp> {
  const database = await target.open();
  const wallet = createWallet(database);
  const accounts = await createAccounts({
    handle: database,
    wallet,
    passwordParams: options.passwordParams ?? FAST_SCRYPT,
    rateLimiter: createLoginRateLimiter(options.limits),
    accountOrigin: TEST_ACCOUNT_ORIGIN,
    ...(options.registrationLimits ? { registrationLimits: options.registrationLimits } : {}),
    ...(options.registrationEnabled !== undefined ? { registrationEnabled: options.registrationEnabled } : {}),
    ...(options.loginEnabled !== undefined ? { loginEnabled: options.loginEnabled } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await seedDemoPlayers({ players: accounts.players, wallet });

  const accountApp = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await accountApp.register(refusalErrorHandler);
  await accountApp.register(accountRoutes, {
    service: accounts.service,
    registration: accounts.registration,
    allowedOrigins: ['http://localhost:8080'],
  });
  await accountApp.ready();

  const sportsApp = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await sportsApp.register(refusalErrorHandler);
  await sportsApp.register(sportsAuth, { tokens: accounts.tokens });
  sportsApp.get('/test/whoami', { preHandler: requirePlayer }, async (request) => ({
    status: 1,
    player: request.player,
  }));
  sportsApp.get('/test/maybe', async (request) => ({ status: 1, player: request.player }));
  await sportsApp.ready();

  return {
    accountApp,
    sportsApp,
    database,
    wallet,
    accounts,
    async close() {
      await accountApp.close();
      await sportsApp.close();
      await accounts.close();
      await database.close();
    },
  };
}

/** A web login body as the account site sends it. */
export function loginBody(username: string, password: string) {
  return { username, password, platform: 'web', device_name: 'vitest', extras: {} };
}
