import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readConfig } from '../apps/server/src/config';
import type { ServerConfig } from '../apps/server/src/config';
import { createSportsbook } from '../apps/server/src/server';
import type { Sportsbook } from '../apps/server/src/server';
import { wrapPgliteClient } from '../apps/server/src/storage/database';
import type { DatabaseHandle } from '../apps/server/src/storage/database';
import { prepareDataDirTemplate } from '../apps/server/src/test-support/data-dir-template';
import { createManualClock } from '../apps/server/src/trading/feed/clock';
import type { ManualClock } from '../apps/server/src/trading/feed/clock';
import { COUNTRY_CODES } from '@sportsbook/betting';
import { logIn } from './client';
import type { SimBettor } from './client';
import { withStatementFaults } from './faulty-storage';
import type { StatementFaults } from './faulty-storage';

/** The payout cap of the simulated book (minor units): low enough that starting prices and dead heats reach it. */
export const SIM_MAX_PAYOUT = 50_000;

/** Where every simulated book's clock starts (a fixed instant: no wall clock in a run). */
export const SIM_START = Date.parse('2026-11-20T15:00:00Z');
/** The folder inside a DATA_DIR that PGlite keeps its files in (storage/database.ts). */
const PGLITE_FOLDER = 'pglite';

/**
 * What the simulated process reads from its environment: a fixed JWT secret (tokens outlive a
 * restart, as with a DATA_DIR secret), the money rate limits off (decision 083: the bettors are
 * fast robots) and no in-play wait (a real timer; the scheduler interleaves bettors instead).
 */
export const SIM_ENV: NodeJS.ProcessEnv = {
  SEED_DEMO: '1',
  JWT_SECRET: 'sim-only-jwt-secret-0123456789abcdef0123456789abcdef',
  MONEY_RATE_LIMITS: '0',
  BET_IN_PLAY_DELAY_MS: '0',
  BET_MAX_PAYOUT: String(SIM_MAX_PAYOUT),
};

/** The book under simulation: the real composed server on a real PGlite database. */
export interface World {
  readonly clock: ManualClock;
  readonly faults: StatementFaults;
  readonly book: Sportsbook;
  readonly handle: DatabaseHandle;
  /** The demo players, logged in, in COUNTRY_CODES order. */
  readonly bettors: readonly SimBettor[];
  /**
   * The process dies (no drain: the answer in flight is lost) and a new one is composed on the
   * same database: everything the old process held in memory is gone, everything committed stays.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Races tie far more often than the default one in a hundred, so dead-heat settlement is met in every seed. */
const SIM_DEAD_HEAT_RATE = '0.25';

const simConfig = (): ServerConfig => ({
  ...readConfig({ FEED_DEAD_HEAT_RATE: SIM_DEAD_HEAT_RATE }),
  // The simulation's book starts empty: its own bettors are the only ones (decision 108).
  demoHistory: false,
  logLevel: 'silent',
  webRoot: '/nonexistent',
});

/**
 * Composes the server on `handle`. `serveEarly` on a database that has a feed clock is a restart
 * served early (decision 060): the stored catalogue is fenced and the feed's catch-up is left to
 * its next tick, which the scheduler runs; it is never told it serves, so no timer starts.
 */
const composeOn = (handle: DatabaseHandle, clock: ManualClock, serveEarly: boolean) =>
  createSportsbook(simConfig(), { handle, feedClock: clock, feedTickMs: 0, env: SIM_ENV, byHand: true, serveEarly });

/** The prepared database, and its demo players logged in (their tokens hold in every copy). */
interface Template {
  readonly dump: Blob;
  readonly bettors: readonly SimBettor[];
}

let template: Promise<Template> | null = null;

/**
 * The environment variable naming a template file written by `saveTemplate`: a process given one
 * loads it instead of preparing its own (`npm run sim:mutants` prepares one for all its runs).
 */
export const SIM_TEMPLATE_ENV = 'SIM_TEMPLATE';

/** The demo players' logins beside a saved template's dump. */
const bettorsFile = (path: string) => `${path}.bettors.json`;

/** Writes this process's template (prepared first if need be) to `path`, for `SIM_TEMPLATE`. */
export async function saveTemplate(path: string): Promise<void> {
  const { dump, bettors } = await databaseTemplate();
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(bettorsFile(path), JSON.stringify(bettors));
}

/**
 * A database prepared once per process (migrated, seeded, demo players hashed, the feed's first
 * tick at SIM_START written, the demo players logged in through the real route), dumped: every
 * seed loads a copy of it, as a restart would find it, and bets with those players' tokens.
 * With `SIM_TEMPLATE` set, the saved one is read instead.
 */
function databaseTemplate(): Promise<Template> {
  const saved = process.env[SIM_TEMPLATE_ENV];
  if (saved && !template) {
    template = Promise.resolve({
      dump: new Blob([readFileSync(saved)]),
      bettors: JSON.parse(readFileSync(bettorsFile(saved), 'utf8')) as SimBettor[],
    });
  }
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-template-'));
    try {
      await prepareDataDirTemplate(dir);
      const client = await PGlite.create(join(dir, PGLITE_FOLDER));
      const handle = wrapPgliteClient(client, null);
      const book = await composeOn(handle, createManualClock(SIM_START), false);
      const bettors: SimBettor[] = [];
      for (const [index, country] of COUNTRY_CODES.entries())
        bettors.push(await logIn(book.accountApp, index, country));
      await book.close();
      const dump = await client.dumpDataDir('none');
      await handle.close();
      return { dump, bettors };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return template;
}

/** A fresh book for one seed: a copy of the template behind the statement-fault switch, its own clock. */
export async function openWorld(): Promise<World> {
  const prepared = await databaseTemplate();
  const { client, faults } = withStatementFaults(await PGlite.create({ loadDataDir: prepared.dump }));
  const handle = wrapPgliteClient(client, null);
  const clock = createManualClock(SIM_START);
  let book = await composeOn(handle, clock, true);
  return {
    clock,
    faults,
    bettors: prepared.bettors.map((bettor) => ({ ...bettor })),
    get book() {
      return book;
    },
    handle,
    async restart() {
      faults.disarm();
      await book.close();
      book = await composeOn(handle, clock, true);
    },
    async close() {
      await book.close();
      await handle.close();
    },
  };
}
