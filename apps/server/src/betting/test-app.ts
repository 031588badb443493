import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { eventsResponseSchema } from '@sportsbook/protocol';
import type { CalculateRequest, SlipSelection, Ticket } from '@sportsbook/protocol';
import { createAccounts, sportsAuth } from '../accounts/index';
import type { Accounts } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import { createCatalogService } from '../catalog/index';
import { insertCatalogFixture } from '../catalog/testing';
import type { CatalogFixture } from '../catalog/testing';
import type { Bus } from '../realtime/index';
import { events, markets, outcomes } from '../storage/index';
import type { DatabaseHandle } from '../storage/index';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import type { BettingConfig } from './config';
import { bettingRoutes } from './routes';
import { createBettingService } from './service';
import type { GroupCommit } from './group-commit';
import { refusalErrorHandler } from '../http/index';

/** A player the tests bet as: id, sports token and currency. */
export interface TestPlayer {
  readonly id: number;
  readonly token: string;
  readonly currency: string;
}

/** The sports origin (sportsAuth + bettingRoutes) over a fresh catalogue fixture and real wallet. */
export interface BettingTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly wallet: Wallet;
  readonly accounts: Accounts;
  readonly fixture: CatalogFixture;
  /** A new player of `country` (GB) with `deposit` minor units (100,000) in an open wallet. */
  newPlayer(options?: { country?: CountryCode; deposit?: number }): Promise<TestPlayer>;
  /** The slip line of an outcome found by name (and event name when the name repeats). */
  selection(outcomeName: string, eventName?: string): Promise<SlipSelection>;
  /** Trading moves a price. */
  setOdds(outcomeId: number, odds: number): Promise<void>;
  /** Trading suspends (or reopens) the market of an outcome. */
  setSuspended(outcomeId: number, suspended: boolean): Promise<void>;
  /** POST calculate as `player` (a guest without one). */
  calculate(body: CalculateRequest, player?: TestPlayer): Promise<LightMyRequestResponse>;
  /** POST submit of a ticket as `player`. */
  submit(ticket: Ticket, player: TestPlayer, acceptOdds?: string): Promise<LightMyRequestResponse>;
  /** What a placed bet moves for `player`: bets, ledger rows, the sum staked and the balance. */
  moneyOf(player: TestPlayer): Promise<PlayerMoney>;
  close(): Promise<void>;
}

/** A player's bets, ledger rows, total staked (minor units) and balance, as `moneyOf` reads them. */
export interface PlayerMoney {
  readonly bets: number;
  readonly entries: number;
  readonly staked: number;
  readonly balance: number;
}

export interface BettingTestAppOptions {
  readonly config?: Partial<BettingConfig>;
  /** The in-play wait; tests move trading while it runs. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Where placed bets publish player events. */
  readonly bus?: Bus;
  /** Where accepted bets are written (a group commit the test reads the counts of). */
  readonly commit?: (handle: DatabaseHandle) => GroupCommit;
}

/**
 * The slip line of the first outcome of the first pre-match football event the sports origin
 * lists for GB (`/echo/v1/events`), staked `stake`: a bet any composed server can take.
 */
export async function firstListedSelection(app: FastifyInstance, stake: number): Promise<SlipSelection> {
  const listing = await app.inject({ url: '/echo/v1/events?bookmaker=gb&sport=football&live=0' });
  const event = eventsResponseSchema.parse(listing.json()).events[0]!;
  const market = event.markets[0]!;
  const outcome = market.outcomes[0]!;
  return {
    event_id: event.id,
    market_id: market.id,
    outcome_id: outcome.id,
    outcome_list: [],
    odds: outcome.odds,
    type: market.type,
    each_way: false,
    is_starting_price: false,
    stake,
  };
}

/** A slip body with sensible defaults around the given selections. */
export function slipBody(selections: SlipSelection[], extra: Partial<CalculateRequest> = {}): CalculateRequest {
  return {
    freebet: null,
    type: 'single',
    system_type: null,
    selections,
    total_stake: 0,
    total_bets: 0,
    total_return: 0,
    each_way: false,
    stakes: {},
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake: 1_000,
    ...extra,
  };
}

/** The slip selection of the one outcome so named (in the named event), as a client sends it. */
export async function findSelection(
  database: DatabaseHandle,
  outcomeName: string,
  eventName?: string,
): Promise<SlipSelection> {
  const rows = await database.db
    .select({ outcome: outcomes, market: markets, event: events })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(
      eventName
        ? sql`${outcomes.name} = ${outcomeName} and ${events.name} = ${eventName}`
        : eq(outcomes.name, outcomeName),
    );
  const [row] = rows;
  if (!row || rows.length > 1) throw new Error(`expected one outcome "${outcomeName}", found ${rows.length}`);
  return {
    event_id: row.event.id,
    market_id: row.market.id,
    outcome_id: row.outcome.id,
    outcome_list: [],
    odds: row.outcome.odds,
    type: row.market.type,
    each_way: false,
    is_starting_price: row.outcome.isStartingPrice,
    stake: 0,
  };
}

/** Opens a database on `target`, inserts the catalogue fixture and builds the app `inject` tests drive. */
export async function startBettingTestApp(
  target: TestDatabaseTarget,
  options: BettingTestAppOptions = {},
): Promise<BettingTestApp> {
  const database = await target.open();
  const fixture = await insertCatalogFixture(database.db);
  const wallet = createWallet(database);
  const accounts = await createAccounts({ handle: database, wallet, passwordParams: FAST_SCRYPT });
  const service = createBettingService({
    handle: database,
    wallet,
    catalog: createCatalogService({ db: database.db }),
    config: { inPlayDelayMs: 0, ...options.config },
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.commit ? { commit: options.commit(database) } : {}),
  });
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(sportsAuth, { tokens: accounts.tokens });
  await app.register(bettingRoutes, { handle: database, service });
  await app.ready();
  let created = 0;

  return {
    app,
    database,
    wallet,
    accounts,
    fixture,
    async newPlayer({ country = 'GB', deposit = 100_000 } = {}) {
      created += 1;
      const username = `bettor-${created}-${Math.random().toString(36).slice(2, 8)}`;
      const player = await accounts.players.createPlayer({
        username,
        email: `${username}@example.test`,
        password: 'pass-1',
        country,
      });
      await wallet.openAccount(player.id, player.currency);
      if (deposit > 0) await wallet.deposit(player.id, toMoney(deposit), `test-deposit:${username}`);
      const token = await accounts.tokens.issueAccessToken(player);
      return { id: player.id, token, currency: player.currency };
    },
    selection: (outcomeName, eventName) => findSelection(database, outcomeName, eventName),
    async setOdds(outcomeId, odds) {
      await database.db.update(outcomes).set({ odds }).where(eq(outcomes.id, outcomeId));
    },
    async setSuspended(outcomeId, suspended) {
      const [row] = await database.db.select().from(outcomes).where(eq(outcomes.id, outcomeId));
      await database.db.update(markets).set({ isSuspended: suspended }).where(eq(markets.id, row!.marketId));
    },
    calculate: (body, player) =>
      app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: { jwt: player?.token ?? '', bookmaker: 'gb' },
        payload: body,
      }),
    submit: (ticket, player, acceptOdds = 'ACCEPT_ANY') =>
      app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        headers: { jwt: player.token, bookmaker: 'gb' },
        payload: { ticket, accept_odds: acceptOdds, lang: 'en', country: 'gb' },
      }),
    async moneyOf(player) {
      const [row] = await database.execute<{ bets: number; entries: number; staked: number }>(sql`
        select (select count(*)::int from bets where player_id = ${player.id}) as bets,
               (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
               (select coalesce(-sum(amount), 0)::int from ledger_entries
                  where player_id = ${player.id} and kind = 'stake') as staked`);
      return { ...row!, balance: (await wallet.balanceOf(player.id)).balance };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
