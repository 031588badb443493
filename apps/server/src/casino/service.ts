import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CASINO_REALITY_CHECK_DEFAULT_MINUTES, toMajor, toMoney } from '@sportsbook/betting';
import type { CasinoRoundRequest, CasinoRoundView } from '@sportsbook/protocol';
import { loginBlockOf } from '../accounts/index';
import { players } from '../accounts/index';
import { cashierSettings } from '../cashier/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { isUniqueViolation } from '../storage/index';
import { WalletError } from '../wallet/index';
import { postEntry } from '../wallet/index';
import { publishBalance } from '../wallet/index';
import type { PlayerEventErrorReporter } from '../wallet/index';
import type { Wallet } from '../wallet/index';
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
import { gameNameIn } from './game-texts';
import { gameIdOf, gameOfLaunchId, LAUNCH_TOKEN_IDLE_MS } from './launch-ids';
import { CasinoRefusal } from './refusal';
import { createSeedStore, sha256Hex } from './seeds';
import type { SeedRotation } from './seeds';
import { casinoRounds, casinoSeeds, casinoSessions } from './tables';
import { roundView } from './views';
import type { CasinoCredentials, CasinoSessionState, LaunchDetails, PlayedRound } from './views';

export { CasinoRefusal } from './refusal';
export type { CasinoCredentials, CasinoSessionState, LaunchDetails, PlayedRound } from './views';

export { LAUNCH_TOKEN_IDLE_MS } from './launch-ids';

/** The round's transaction found no active pair: a rotation replaced it meanwhile. */
class SeedRotatedMeanwhile extends Error {
  override readonly name = 'SeedRotatedMeanwhile';
}

type SessionRow = typeof casinoSessions.$inferSelect;

export interface CasinoServiceOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  /** Where the player's balance is pushed after a round (the player channel). */
  readonly bus?: Bus;
  readonly onEventError?: PlayerEventErrorReporter;
  readonly now?: () => Date;
}

export type CasinoService = ReturnType<typeof createCasinoService>;

/** The player was blocked by the time the round's transaction read the account: nothing is written. */
class AccountBlockedInRound extends Error {}

/** The casino's game server: launches, sessions, seeds and rounds on the one wallet. */
export function createCasinoService(options: CasinoServiceOptions) {
  const { handle } = options;
  const now = options.now ?? (() => new Date());
  const seeds = createSeedStore(handle, now);

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
        reality_check_default_interval: setting?.minutes ?? CASINO_REALITY_CHECK_DEFAULT_MINUTES,
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
      await seeds.published(playerId);
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

    /** The player whose session these credentials open (its token must match), else null: the rate limits' key. */
    async sessionPlayer(credentials: CasinoCredentials): Promise<number | null> {
      const [session] = await handle.db
        .select({ playerId: casinoSessions.playerId, tokenHash: casinoSessions.launchTokenHash })
        .from(casinoSessions)
        .where(eq(casinoSessions.id, credentials.sessionId));
      const given = Buffer.from(sha256Hex(credentials.launchToken), 'hex');
      return session && timingSafeEqual(given, Buffer.from(session.tokenHash, 'hex')) ? session.playerId : null;
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
      const seed = await seeds.published(session.playerId);
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
        seed,
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
      await seeds.activeSeed(session.playerId);
      const reference = `casino:${body.round_id}`;
      const playOnce = () =>
        handle.transaction(async (tx) => {
          // The block check that decides, inside the round's transaction: its row is locked FOR SHARE
          // so a time-out written at the same moment waits for the round, or the round sees it.
          const [account] = await tx
            .select({ status: players.status, blockedUntil: players.blockedUntil })
            .from(players)
            .where(eq(players.id, session.playerId))
            .for('share');
          if (!account || loginBlockOf(account, now())) throw new AccountBlockedInRound();
          const [seed] = await tx
            .update(casinoSeeds)
            .set({ nextNonce: sql`${casinoSeeds.nextNonce} + 1` })
            .where(and(eq(casinoSeeds.playerId, session.playerId), eq(casinoSeeds.status, 'active')))
            .returning();
          if (!seed) throw new SeedRotatedMeanwhile();
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
      try {
        // A rotation that commits while the round waits for the pair's row lock leaves it no active
        // pair in its snapshot: the round is played again, on the new pair (committed beforehand).
        for (let attempt = 1; ; attempt++) {
          try {
            await playOnce();
            break;
          } catch (error) {
            if (!(error instanceof SeedRotatedMeanwhile) || attempt === 3) throw error;
          }
        }
      } catch (error) {
        if (error instanceof AccountBlockedInRound) {
          await closeSessions([session.id], 'blocked');
          throw new CasinoRefusal('CASINO_ACCOUNT_BLOCKED', 'The account is blocked from play.', 403);
        }
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

    /**
     * Reveals the active server seed and opens a pair of the committed next seed with
     * `clientSeed` (decision 084); `expectedNextHash`, when given, must be that commitment.
     */
    async rotateSeed(
      credentials: CasinoCredentials,
      clientSeed: string,
      expectedNextHash?: string,
    ): Promise<SeedRotation> {
      const session = await authorise(credentials);
      return seeds.rotate(session.playerId, clientSeed, expectedNextHash);
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
