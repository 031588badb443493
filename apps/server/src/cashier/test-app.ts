import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sportsAuth } from '../accounts/sports-auth';
import { startAccountsTestApp } from '../accounts/test-app';
import type { AccountsTestApp } from '../accounts/test-app';
import type { TestDatabaseTarget } from '../storage/test-database';
import { testCardProvider } from './provider';
import type { PaymentProvider } from './provider';
import { cashierRoutes, legacyDepositRoute } from './routes';

/** The accounts test app plus a cashier app (account origin) and a legacy-deposit app (sports origin). */
export interface CashierTestApp extends AccountsTestApp {
  readonly cashierApp: FastifyInstance;
  readonly legacyApp: FastifyInstance;
  /** Moves the cashier's clock (not the tokens'): milliseconds added to the real time. */
  advance(ms: number): void;
  resetClock(): void;
  /** A fresh player with a wallet (balance 0) and both tokens. */
  newPlayer(): Promise<{ id: number; username: string; password: string; bearer: string; jwt: string }>;
}

let serial = 0;

/** `provider`: who charges cards (default the test card provider; null: none, as production). */
export async function startCashierTestApp(
  target: TestDatabaseTarget,
  provider: PaymentProvider | null = testCardProvider,
): Promise<CashierTestApp> {
  const base = await startAccountsTestApp(target);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const cashierApp = Fastify({ logger: false });
  await cashierApp.register(cashierRoutes, {
    handle: base.database,
    wallet: base.wallet,
    tokens: base.accounts.tokens,
    provider,
    emailChanges: base.accounts.emailChanges,
    now,
  });
  await cashierApp.ready();
  const legacyApp = Fastify({ logger: false });
  await legacyApp.register(sportsAuth, { tokens: base.accounts.tokens });
  await legacyApp.register(legacyDepositRoute, { handle: base.database, wallet: base.wallet, provider, now });
  await legacyApp.ready();
  return {
    ...base,
    cashierApp,
    legacyApp,
    advance: (ms) => {
      offset += ms;
    },
    resetClock: () => {
      offset = 0;
    },
    async newPlayer() {
      serial += 1;
      const username = `cashier-${process.pid}-${serial}-${Math.random().toString(36).slice(2, 8)}`;
      const password = 'cashier-pass-1';
      const player = await base.accounts.players.createPlayer({
        username,
        email: `${username}@example.test`,
        password,
        country: 'GB',
      });
      await base.wallet.openAccount(player.id, player.currency);
      const [bearer, jwt] = await Promise.all([
        base.accounts.tokens.issueFrontendToken(player),
        base.accounts.tokens.issueAccessToken(player),
      ]);
      return { id: player.id, username, password, bearer, jwt };
    },
    async close() {
      await cashierApp.close();
      await legacyApp.close();
      await base.close();
    },
  };
}
