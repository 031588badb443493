import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest, SlipSelection } from '@sportsbook/protocol';
import { createAccounts, sportsAuth } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import { bettingRoutes } from '../betting/index';
import { createBettingService } from '../betting/index';
import { findSelection, slipBody } from '../betting/testing';
import type { TestPlayer } from '../betting/testing';
import { createCatalogService } from '../catalog/index';
import { insertCatalogFixture } from '../catalog/testing';
import { markets, outcomes } from '../storage/index';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { myBetsRoutes } from './routes';
import type { MyBetsRoutesOptions } from './routes';
import { refusalErrorHandler } from '../http/index';

/** The sports origin with bet acceptance and My Bets, over a fresh catalogue fixture. */
export interface MyBetsTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly wallet: Wallet;
  newPlayer(deposit?: number): Promise<TestPlayer>;
  /** The slip line of an outcome found by name (and event name when the name repeats). */
  selection(outcomeName: string, eventName?: string): Promise<SlipSelection>;
  /** Places a slip through calculate and submit; returns the new bet id. */
  place(player: TestPlayer, slip: CalculateRequest): Promise<number>;
  setOdds(outcomeId: number, odds: number): Promise<void>;
  setSuspended(outcomeId: number, suspended: boolean): Promise<void>;
  get(url: string, player?: TestPlayer): Promise<LightMyRequestResponse>;
  cashout(betId: number | string, body: unknown, player?: TestPlayer): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export { slipBody };

/** Opens a database on `target`, inserts the catalogue fixture and builds the app tests inject into. */
export async function startMyBetsTestApp(
  target: TestDatabaseTarget,
  options: Partial<Omit<MyBetsRoutesOptions, 'handle'>> = {},
): Promise<MyBetsTestApp> {
  const database = await target.open();
  await insertCatalogFixture(database.db);
  const wallet = createWallet(database);
  const accounts = await createAccounts({ handle: database, wallet, passwordParams: FAST_SCRYPT });
  const betting = createBettingService({
    handle: database,
    wallet,
    catalog: createCatalogService({ db: database.db }),
    config: { inPlayDelayMs: 0 },
  });
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(sportsAuth, { tokens: accounts.tokens });
  await app.register(bettingRoutes, { handle: database, service: betting });
  // No in-play wait unless a test asks for one (with a fake sleep), as in betting/test-app.ts.
  await app.register(myBetsRoutes, { handle: database, inPlayDelayMs: 0, ...options });
  await app.ready();
  let created = 0;
  const headers = (player?: TestPlayer) => ({ jwt: player?.token ?? '', bookmaker: 'gb' });

  return {
    app,
    database,
    wallet,
    async newPlayer(deposit = 100_000) {
      created += 1;
      const username = `mybets-${created}-${Math.random().toString(36).slice(2, 8)}`;
      const player = await accounts.players.createPlayer({
        username,
        email: `${username}@example.test`,
        password: 'pass-1',
        country: 'GB',
      });
      await wallet.openAccount(player.id, player.currency);
      if (deposit > 0) await wallet.deposit(player.id, toMoney(deposit), `test-deposit:${username}`);
      return { id: player.id, token: await accounts.tokens.issueAccessToken(player), currency: player.currency };
    },
    selection: (outcomeName, eventName) => findSelection(database, outcomeName, eventName),
    async place(player, slip) {
      const calculated = await app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: headers(player),
        payload: slip,
      });
      const [ticket] = calculateSuccessSchema.parse(calculated.json()).tickets;
      if (!ticket || ticket.status !== '') throw new Error(`the slip was refused: ${calculated.body}`);
      const submitted = await app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        headers: headers(player),
        payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
      });
      const parsed = submitSuccessSchema.safeParse(submitted.json());
      if (!parsed.success) throw new Error(`the ticket was refused: ${submitted.body}`);
      return Number(parsed.data.bet.id);
    },
    async setOdds(outcomeId, odds) {
      await database.db.update(outcomes).set({ odds }).where(eq(outcomes.id, outcomeId));
    },
    async setSuspended(outcomeId, suspended) {
      const [row] = await database.db.select().from(outcomes).where(eq(outcomes.id, outcomeId));
      await database.db.update(markets).set({ isSuspended: suspended }).where(eq(markets.id, row!.marketId));
    },
    get: (url, player) => app.inject({ method: 'GET', url, headers: headers(player) }),
    cashout: (betId, body, player) =>
      app.inject({
        method: 'POST',
        url: `/v1/bets/${betId}/cashout`,
        headers: headers(player),
        payload: body as object,
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
