import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sportsAuth } from '../accounts/index';
import { startAccountsTestApp } from '../accounts/testing';
import type { AccountsTestApp } from '../accounts/testing';
import type { TestDatabaseTarget } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { testCardProvider, TEST_CARDS } from './provider';
import type { ChargeRequest, PaymentProvider, SavedChargeRequest } from './provider';
import { legacyDepositRoute } from './legacy-deposit-route';
import { cashierRoutes } from './routes';
import { cashierPayments } from './tables';
import { refusalErrorHandler } from '../http/index';

/** The accounts test app plus a cashier app (account origin) and a legacy-deposit app (sports origin). */
export interface CashierTestApp extends AccountsTestApp {
  readonly cashierApp: FastifyInstance;
  readonly legacyApp: FastifyInstance;
  /** Moves the cashier's clock (not the tokens'): milliseconds added to the real time. */
  advance(ms: number): void;
  resetClock(): void;
  /** A fresh player with a wallet (balance 0) and both tokens. */
  newPlayer(): Promise<{ id: number; username: string; password: string; bearer: string; jwt: string }>;
  /** A call to the cashier (account origin, bearer) as `player`, with an Idempotency-Key when given. */
  cashierCall(
    player: { readonly bearer: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    key?: string,
  ): Promise<LightMyRequestResponse>;
  /** `POST /api/transactions/deposit` (sports origin, jwt) as `player`, with an Idempotency-Key when given. */
  legacyDeposit(player: { readonly jwt: string }, payload: unknown, key?: string): Promise<LightMyRequestResponse>;
}

export type CashierTestPlayer = Awaited<ReturnType<CashierTestApp['newPlayer']>>;

/**
 * The test card provider, counting every charge it is asked for (by card or by token).
 * `holdSavedCharges()` makes saved-card charges wait until the answered release is called.
 */
export function countingProvider(): PaymentProvider & {
  readonly calls: (ChargeRequest | SavedChargeRequest)[];
  holdSavedCharges(): { readonly reached: Promise<void>; release(): void };
} {
  const calls: (ChargeRequest | SavedChargeRequest)[] = [];
  let hold: { reached: () => void; released: Promise<void> } | null = null;
  return {
    name: 'counting-test-cards',
    calls,
    async charge(request, now) {
      calls.push(request);
      return testCardProvider.charge(request, now);
    },
    outcomeOf: (reference) => testCardProvider.outcomeOf(reference),
    async chargeSaved(request, now) {
      calls.push(request);
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return testCardProvider.chargeSaved(request, now);
    },
    holdSavedCharges() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { reached, released };
      return {
        reached: reachedPromise,
        release: () => {
          hold = null;
          release();
        },
      };
    },
  };
}

/** A card as the cashier's form posts it (one of `TEST_CARDS`). */
export const testCard = (number: string = TEST_CARDS.approves, expiry = '12/30') => ({
  number,
  expiry,
  cvc: '123',
  holder: 'Ada Lovelace',
});

/** What a deposit or withdrawal could have moved for a player, and the charges asked for. */
export async function moneyStateOf(
  t: CashierTestApp,
  provider: { readonly calls: readonly unknown[] },
  playerId: number,
) {
  const count = async (table: typeof ledgerEntries | typeof cashierPayments, only = sql`true`) => {
    const [row] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(table)
      .where(and(eq(table.playerId, playerId), only));
    return Number(row?.n);
  };
  return {
    balance: (await t.wallet.balanceOf(playerId)).balance,
    ledgerRows: await count(ledgerEntries),
    // Credited deposits: a declined one stays as a failed payment row and credits nothing (decision 086).
    payments: await count(cashierPayments, eq(cashierPayments.status, 'credited')),
    charges: provider.calls.length,
  };
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
  const cashierApp = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await cashierApp.register(refusalErrorHandler);
  await cashierApp.register(cashierRoutes, {
    handle: base.database,
    wallet: base.wallet,
    tokens: base.accounts.tokens,
    provider,
    emailChanges: base.accounts.emailChanges,
    now,
  });
  await cashierApp.ready();
  const legacyApp = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await legacyApp.register(refusalErrorHandler);
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
    cashierCall: (player, method, url, payload, key) =>
      cashierApp.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { authorization: `Bearer ${player.bearer}`, ...(key ? { 'idempotency-key': key } : {}) },
      }),
    legacyDeposit: (player, payload, key) =>
      legacyApp.inject({
        method: 'POST',
        url: '/api/transactions/deposit',
        payload: payload as object,
        headers: { jwt: player.jwt, ...(key ? { 'idempotency-key': key } : {}) },
      }),
    async close() {
      await cashierApp.close();
      await legacyApp.close();
      await base.close();
    },
  };
}
