import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toMajor, toMoney } from '@sportsbook/betting';
import type { CasinoRoundRequest, CasinoRoundView } from '@sportsbook/protocol';
import { loginBlockOf } from '../accounts/players';
import { players } from '../accounts/tables';
import { cashierSettings } from '../cashier/tables';
import type { Bus } from '../realtime/bus';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { isUniqueViolation } from '../storage/unique-violation';
import { WalletError } from '../wallet/errors';
import { postEntry } from '../wallet/ledger';
import { publishBalance } from '../wallet/player-events';
import type { PlayerEventErrorReporter } from '../wallet/player-events';
import type { Wallet } from '../wallet/wallet';
import {
  CASINO_GAME_IDS,
  CASINO_GAMES,
  checkChoice,
  payoutOf,
  PLINKO_SLOTS,
  roundOutcome,
  RoundChoiceError,
  WHEEL_SEGMENTS,
} from './games';
import type { CasinoGameId } from './games';
import { gameNameIn } from './game-texts';
import { casinoRounds, casinoSeeds, casinoSessions } from './tables';

/** A launch token lives this long after its last use (decision 036). */
export const LAUNCH_TOKEN_IDLE_MS = 15 * 60 * 1000;
/** The lobby's reality check when the player set none in the cashier (spec 001 §9). */
export const REALITY_CHECK_DEFAULT_MINUTES = 1;

/** A refusal of the casino: `code` for the client, `status` the HTTP status. */
export class CasinoRefusal extends Error {
  override readonly name = 'CasinoRefusal';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** The game ids the lobby launches: `<game>-desktop` / `<game>-mobile`. */
export function gameIdOf(game: CasinoGameId, device: 'mobile' | 'desktop'): string {
  return `${game}-${device}`;
}

function gameOfLaunchId(gameId: string): CasinoGameId | null {
  const match = /^([a-z]+)-(mobile|desktop)$/.exec(gameId.toLowerCase());
  const game = match?.[1];
  return (CASINO_GAME_IDS as readonly string[]).includes(game ?? '') ? (game as CasinoGameId) : null;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type SessionRow = typeof casinoSessions.$inferSelect;
type RoundRow = typeof casinoRounds.$inferSelect;

/** The game frame's credentials. */
export interface CasinoCredentials {
  readonly sessionId: string;
  readonly launchToken: string;
}

/** What a launch answers (CONTRACT launch_details). */
export interface LaunchDetails {
  readonly url_data: { readonly token: string; readonly lang: string };
  readonly launch_token: string;
  readonly wallet: string;
  readonly url: string;
}

/** A played round and the balance it left (major units). */
export interface PlayedRound {
  readonly round: CasinoRoundView;
  readonly balance: number;
  readonly currency: string;
  /** True when this answers a retried round id (nothing was moved again). */
  readonly replayed: boolean;
}

/** What the game page needs to start. */
export interface CasinoSessionState {
  readonly game: CasinoGameId;
  readonly device: 'mobile' | 'desktop';
  readonly lang: string;
  readonly balance: number;
  readonly currency: string;
  readonly rules: {
    readonly rtp: number;
    readonly max_multiplier: number;
    readonly min_stake: number;
    readonly max_stake: number;
  };
  readonly seed: { readonly server_seed_hash: string; readonly client_seed: string; readonly next_nonce: number };
  /** Wheel: the segments' multipliers; plinko: the slots'; dice: none (basis points). */
  readonly board: readonly number[];
}

export interface CasinoServiceOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  /** Where the player's balance is pushed after a round (the player channel). */
  readonly bus?: Bus;
  readonly onEventError?: PlayerEventErrorReporter;
  readonly now?: () => Date;
}

export type CasinoService = ReturnType<typeof createCasinoService>;

function roundView(row: RoundRow, seed: typeof casinoSeeds.$inferSelect): CasinoRoundView {
  return {
    id: row.id,
    game: row.game,
    nonce: row.nonce,
    chance: row.chance,
    stake: row.stake,
    payout: row.payout,
    multiplier: row.multiplier,
    result: row.result,
    path: row.path,
    client_seed: seed.clientSeed,
    server_seed_hash: seed.serverSeedHash,
    server_seed: seed.status === 'revealed' ? seed.serverSeed : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The casino's game server: launches, sessions, seeds and rounds on the one wallet. */
export function createCasinoService(options: CasinoServiceOptions) {
  const { handle } = options;
  const now = options.now ?? (() => new Date());

  async function balanceOf(playerId: number) {
    const { balance, currency } = await options.wallet.balanceOf(playerId);
    return { balance: toMajor(toMoney(balance)), currency };
  }

  /** The player's block and session version now. */
  async function accountOf(db: DatabaseHandle['db'] | Transaction, playerId: number) {
    const [account] = await db
      .select({ status: players.status, blockedUntil: players.blockedUntil, version: players.sessionVersion })
      .from(players)
      .where(eq(players.id, playerId));
    return account ?? null;
  }

  async function closeSessions(ids: readonly string[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await handle.db
      .update(casinoSessions)
      .set({ status: 'closed', closedAt: now(), closeReason: reason })
      .where(and(inArray(casinoSessions.id, [...ids]), eq(casinoSessions.status, 'open')));
  }

  /** The player's active seed pair, created on first need (the partial unique index keeps one). */
  async function activeSeed(playerId: number) {
    const find = async () => {
      const [seed] = await handle.db
        .select()
        .from(casinoSeeds)
        .where(and(eq(casinoSeeds.playerId, playerId), eq(casinoSeeds.status, 'active')));
      return seed ?? null;
    };
    const existing = await find();
    if (existing) return existing;
    const serverSeed = randomBytes(32).toString('hex');
    await handle.db.execute(sql`
      INSERT INTO casino_seeds (player_id, server_seed, server_seed_hash, client_seed)
      VALUES (${playerId}, ${serverSeed}, ${sha256Hex(serverSeed)}, ${randomBytes(8).toString('hex')})
      ON CONFLICT (player_id) WHERE status = 'active' DO NOTHING`);
    const created = await find();
    if (!created) throw new Error(`no active casino seed for player ${playerId}`);
    return created;
  }

  /**
   * The open session these credentials name, re-checked now: the token matches, has not idled
   * out, the player is not blocked and has not logged out since the launch. A session that fails
   * a check is closed and refused.
   */
  async function authorise(credentials: CasinoCredentials): Promise<SessionRow> {
    const [session] = await handle.db.select().from(casinoSessions).where(eq(casinoSessions.id, credentials.sessionId));
    const ended = () => new CasinoRefusal('CASINO_SESSION_ENDED', 'This game session has ended.', 401);
    if (!session) throw ended();
    const given = Buffer.from(sha256Hex(credentials.launchToken), 'hex');
    if (!timingSafeEqual(given, Buffer.from(session.launchTokenHash, 'hex'))) throw ended();
    if (session.status !== 'open') throw ended();
    const at = now();
    if (session.expiresAt.getTime() <= at.getTime()) {
      await closeSessions([session.id], 'expired');
      throw ended();
    }
    const account = await accountOf(handle.db, session.playerId);
    if (!account || loginBlockOf(account, at)) {
      await closeSessions([session.id], 'blocked');
      throw new CasinoRefusal('CASINO_ACCOUNT_BLOCKED', 'The account is blocked from play.', 403);
    }
    if (account.version !== session.sessionVersion) {
      await closeSessions([session.id], 'logged_out');
      throw ended();
    }
    await handle.db
      .update(casinoSessions)
      .set({ expiresAt: new Date(at.getTime() + LAUNCH_TOKEN_IDLE_MS) })
      .where(eq(casinoSessions.id, session.id));
    return session;
  }

  function requestHashOf(session: SessionRow, body: CasinoRoundRequest): string {
    return sha256Hex(JSON.stringify([session.playerId, session.game, body.stake, body.chance ?? null]));
  }

  async function storedRound(roundId: string) {
    const [row] = await handle.db
      .select({ round: casinoRounds, seed: casinoSeeds })
      .from(casinoRounds)
      .innerJoin(casinoSeeds, eq(casinoSeeds.id, casinoRounds.seedId))
      .where(eq(casinoRounds.id, roundId));
    return row ?? null;
  }

  async function replay(roundId: string, session: SessionRow, requestHash: string): Promise<PlayedRound | null> {
    const stored = await storedRound(roundId);
    if (!stored) return null;
    if (stored.round.playerId !== session.playerId || stored.round.requestHash !== requestHash) {
      throw new CasinoRefusal(
        'IDEMPOTENCY_KEY_REUSED',
        'This round id was already played with other details. Nothing was changed.',
        409,
      );
    }
    return { round: roundView(stored.round, stored.seed), ...(await balanceOf(session.playerId)), replayed: true };
  }

  async function rounds(playerId: number, limit = 50): Promise<CasinoRoundView[]> {
    const rows = await handle.db
      .select({ round: casinoRounds, seed: casinoSeeds })
      .from(casinoRounds)
      .innerJoin(casinoSeeds, eq(casinoSeeds.id, casinoRounds.seedId))
      .where(eq(casinoRounds.playerId, playerId))
      .orderBy(desc(casinoRounds.createdAt), desc(casinoRounds.nonce))
      .limit(limit);
    return rows.map((row) => roundView(row.round, row.seed));
  }

  return {
    /**
     * `/tournaments/esa`: the games, named in `lang` (the game pages' own words; decision 056), and
     * the player's reality-check interval (minutes).
     */
    async config(playerId: number, lang: string) {
      const [setting] = await handle.db
        .select({ minutes: cashierSettings.realityCheckMinutes })
        .from(cashierSettings)
        .where(eq(cashierSettings.playerId, playerId));
      return {
        games: CASINO_GAME_IDS.map((id) => ({
          esaId: CASINO_GAMES[id].esaId,
          identifier: id,
          name: gameNameIn(id, lang),
          mobile_game_id: gameIdOf(id, 'mobile'),
          desktop_game_id: gameIdOf(id, 'desktop'),
        })),
        reality_check_default_interval: setting?.minutes ?? REALITY_CHECK_DEFAULT_MINUTES,
        casino_language: lang,
      };
    },

    /** Opens a game session for the player on a device; refused for a blocked player. */
    async launch(
      playerId: number,
      request: { gameId: string; device: 'mobile' | 'desktop'; lang: string },
    ): Promise<LaunchDetails> {
      const game = gameOfLaunchId(request.gameId);
      if (!game) throw new CasinoRefusal('CASINO_GAME_UNKNOWN', `There is no game "${request.gameId}".`, 400);
      const account = await accountOf(handle.db, playerId);
      if (!account || loginBlockOf(account, now())) {
        throw new CasinoRefusal('CASINO_ACCOUNT_BLOCKED', 'The account is blocked from play.', 403);
      }
      await activeSeed(playerId);
      const sessionId = randomUUID();
      const launchToken = randomBytes(32).toString('hex');
      await handle.db.insert(casinoSessions).values({
        id: sessionId,
        playerId,
        game,
        device: request.device,
        lang: request.lang,
        launchTokenHash: sha256Hex(launchToken),
        sessionVersion: account.version,
        expiresAt: new Date(now().getTime() + LAUNCH_TOKEN_IDLE_MS),
      });
      const query = new URLSearchParams({ lang: request.lang, device: request.device });
      return {
        url_data: { token: sessionId, lang: request.lang },
        launch_token: launchToken,
        wallet: 'sportsbook',
        // The token travels in the fragment: never sent to a server, never in a log or Referer.
        url: `/casino/play/${game}?${query.toString()}#session=${sessionId}&token=${launchToken}`,
      };
    },

    /** Ends one of the player's sessions (its launch token must match); true when it was theirs. */
    async close(playerId: number, credentials: CasinoCredentials): Promise<boolean> {
      const [session] = await handle.db
        .select()
        .from(casinoSessions)
        .where(and(eq(casinoSessions.id, credentials.sessionId), eq(casinoSessions.playerId, playerId)));
      if (!session || session.launchTokenHash !== sha256Hex(credentials.launchToken)) return false;
      await closeSessions([session.id], 'closed');
      return true;
    },

    /** Ends every open session of the player (logout, block). */
    async closeAll(playerId: number, reason: string): Promise<number> {
      const open = await handle.db
        .select({ id: casinoSessions.id })
        .from(casinoSessions)
        .where(and(eq(casinoSessions.playerId, playerId), eq(casinoSessions.status, 'open')));
      await closeSessions(
        open.map((row) => row.id),
        reason,
      );
      return open.length;
    },

    /** The game page's start: its game, rules, balance and the published seed hash. */
    async state(credentials: CasinoCredentials): Promise<CasinoSessionState> {
      const session = await authorise(credentials);
      const seed = await activeSeed(session.playerId);
      const game = CASINO_GAMES[session.game];
      return {
        game: session.game,
        device: session.device,
        lang: session.lang,
        ...(await balanceOf(session.playerId)),
        rules: {
          rtp: game.rtp,
          max_multiplier: game.maxMultiplier,
          min_stake: game.minStake,
          max_stake: game.maxStake,
        },
        seed: { server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed, next_nonce: seed.nextNonce },
        board: session.game === 'wheel' ? WHEEL_SEGMENTS : session.game === 'plinko' ? PLINKO_SLOTS : [],
      };
    },

    /**
     * Plays one round: in ONE transaction the seed pair's nonce advances (its row lock
     * serialises the player's rounds), the stake is debited (refused if it would overdraw), the
     * round is written and its win credited. A retried round id answers its first result.
     */
    async play(credentials: CasinoCredentials, body: CasinoRoundRequest): Promise<PlayedRound> {
      const session = await authorise(credentials);
      const requestHash = requestHashOf(session, body);
      const previous = await replay(body.round_id, session, requestHash);
      if (previous) return previous;
      const game = CASINO_GAMES[session.game];
      if (body.stake < game.minStake || body.stake > game.maxStake) {
        throw new CasinoRefusal(
          'CASINO_STAKE_OUT_OF_LIMITS',
          `The stake must be from ${(game.minStake / 100).toFixed(2)} to ${(game.maxStake / 100).toFixed(2)}.`,
          400,
        );
      }
      let choice;
      try {
        choice = checkChoice(session.game, { chance: body.chance });
      } catch (error) {
        if (error instanceof RoundChoiceError) throw new CasinoRefusal('VALIDATION_ERROR', error.message, 400);
        throw error;
      }
      await activeSeed(session.playerId);
      const reference = `casino:${body.round_id}`;
      try {
        await handle.transaction(async (tx) => {
          const [seed] = await tx
            .update(casinoSeeds)
            .set({ nextNonce: sql`${casinoSeeds.nextNonce} + 1` })
            .where(and(eq(casinoSeeds.playerId, session.playerId), eq(casinoSeeds.status, 'active')))
            .returning();
          if (!seed) throw new Error('the active seed pair vanished');
          const nonce = seed.nextNonce - 1;
          const outcome = roundOutcome(session.game, choice, seed.serverSeed, seed.clientSeed, nonce);
          const payout = payoutOf(body.stake, outcome.multiplier);
          await postEntry(tx, { playerId: session.playerId, kind: 'casino_stake', amount: -body.stake, reference });
          await tx.insert(casinoRounds).values({
            id: body.round_id,
            playerId: session.playerId,
            sessionId: session.id,
            game: session.game,
            seedId: seed.id,
            nonce,
            chance: choice.chance ?? null,
            stake: body.stake,
            multiplier: outcome.multiplier,
            payout,
            result: outcome.result,
            path: outcome.path,
            requestHash,
          });
          if (payout > 0) {
            await postEntry(tx, { playerId: session.playerId, kind: 'casino_win', amount: payout, reference });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // The same round id raced itself: the loser answers the winner's round.
          const raced = await replay(body.round_id, session, requestHash);
          if (raced) return raced;
        }
        if (error instanceof WalletError && error.code === 'BALANCE_INSUFFICIENT') {
          throw new CasinoRefusal('BALANCE_INSUFFICIENT', 'The balance is too low for this stake.');
        }
        throw error;
      }
      if (options.bus) await publishBalance(options.bus, options.wallet, session.playerId, options.onEventError);
      const stored = await storedRound(body.round_id);
      return { round: roundView(stored!.round, stored!.seed), ...(await balanceOf(session.playerId)), replayed: false };
    },

    /** Reveals the active server seed and opens a new pair under `clientSeed`. */
    async rotateSeed(credentials: CasinoCredentials, clientSeed: string) {
      const session = await authorise(credentials);
      const serverSeed = randomBytes(32).toString('hex');
      const revealed = await handle.transaction(async (tx) => {
        const [old] = await tx
          .update(casinoSeeds)
          .set({ status: 'revealed', revealedAt: now() })
          .where(and(eq(casinoSeeds.playerId, session.playerId), eq(casinoSeeds.status, 'active')))
          .returning();
        await tx.insert(casinoSeeds).values({
          playerId: session.playerId,
          serverSeed,
          serverSeedHash: sha256Hex(serverSeed),
          clientSeed,
        });
        return old ?? null;
      });
      return {
        revealed: revealed
          ? {
              server_seed: revealed.serverSeed,
              server_seed_hash: revealed.serverSeedHash,
              client_seed: revealed.clientSeed,
              rounds: revealed.nextNonce,
            }
          : null,
        seed: { server_seed_hash: sha256Hex(serverSeed), client_seed: clientSeed, next_nonce: 0 },
      };
    },

    /** The player's latest rounds, newest first. */
    rounds,

    /** The rounds of the player of a game session (the game page's history). */
    async sessionRounds(credentials: CasinoCredentials, limit = 20): Promise<CasinoRoundView[]> {
      const session = await authorise(credentials);
      return rounds(session.playerId, limit);
    },
  };
}
