import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import { createAccounts, sportsAuth } from '../accounts/index';
import type { Accounts } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import { createInProcessBus } from '../realtime/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { casinoRoutes } from './routes';
import { createCasinoService } from './service';
import type { CasinoService } from './service';
import { refusalErrorHandler } from '../http/index';

/** A player the tests play as. */
export interface CasinoTestPlayer {
  readonly id: number;
  readonly token: string;
}

/** A launched game: the frame's credentials. */
export interface LaunchedGame {
  readonly session: string;
  readonly token: string;
  readonly url: string;
}

/** The sports origin's casino (sportsAuth + casinoRoutes) on a real database and wallet. */
export interface CasinoTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly wallet: Wallet;
  readonly accounts: Accounts;
  readonly service: CasinoService;
  readonly bus: Bus;
  /** Moves the casino's clock forward. */
  advance(ms: number): void;
  newPlayer(deposit?: number): Promise<CasinoTestPlayer>;
  get(url: string, player?: CasinoTestPlayer): Promise<LightMyRequestResponse>;
  launch(player: CasinoTestPlayer, game: string, device?: string): Promise<LaunchedGame>;
  play(game: LaunchedGame, body: unknown): Promise<LightMyRequestResponse>;
  gameApi(game: LaunchedGame, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CasinoTestAppOptions {
  /**
   * Runs before each transaction of the casino service (a round's, a rotation's), after its checks
   * outside it: what a player does in that moment (a time-out, say).
   */
  readonly beforeTransaction?: () => Promise<void>;
}

export async function startCasinoTestApp(
  target: TestDatabaseTarget,
  options: CasinoTestAppOptions = {},
): Promise<CasinoTestApp> {
  const database = await target.open();
  const { beforeTransaction } = options;
  const serviceHandle: DatabaseHandle = beforeTransaction
    ? {
        db: database.db,
        dialect: database.dialect,
        execute: database.execute,
        scriptTransaction: database.scriptTransaction,
        close: database.close,
        transaction: async (fn) => {
          await beforeTransaction();
          return database.transaction(fn);
        },
      }
    : database;
  const wallet = createWallet(database);
  const accounts = await createAccounts({ handle: database, wallet, passwordParams: FAST_SCRYPT });
  const bus = createInProcessBus();
  let offset = 0;
  const service = createCasinoService({
    handle: serviceHandle,
    wallet,
    bus,
    now: () => new Date(Date.now() + offset),
  });
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(sportsAuth, { tokens: accounts.tokens });
  await app.register(casinoRoutes, { service });
  await app.ready();
  let created = 0;

  const gameApi = (game: LaunchedGame, method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'casino-session': game.session, 'casino-token': game.token },
      ...(body === undefined ? {} : { payload: body as string }),
    });

  return {
    app,
    database,
    wallet,
    accounts,
    service,
    bus,
    advance(ms) {
      offset += ms;
    },
    async newPlayer(deposit = 10_000) {
      created += 1;
      const username = `player-${created}-${Math.random().toString(36).slice(2, 8)}`;
      const player = await accounts.players.createPlayer({
        username,
        email: `${username}@example.test`,
        password: 'pass-1',
        country: 'GB',
      });
      await wallet.openAccount(player.id, player.currency);
      if (deposit > 0) await wallet.deposit(player.id, toMoney(deposit), `test-deposit:${username}`);
      return { id: player.id, token: await accounts.tokens.issueAccessToken(player) };
    },
    get: (url, player) => app.inject({ method: 'GET', url, headers: { jwt: player?.token ?? '', bookmaker: 'gb' } }),
    async launch(player, game, device = 'desktop') {
      const response = await app.inject({
        method: 'GET',
        url: `/games/launchGame?website=sport&device=${device}&lang=en&game_id=${game}-${device}&launch=1`,
        headers: { jwt: player.token, bookmaker: 'gb' },
      });
      if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
      const details = response.json().data.launch_details;
      return { session: details.url_data.token, token: details.launch_token, url: details.url };
    },
    play: (game, body) => gameApi(game, 'POST', '/casino/api/rounds', body),
    gameApi,
    async close() {
      await app.close();
      await bus.close();
      await accounts.close();
      await database.close();
    },
  };
}
