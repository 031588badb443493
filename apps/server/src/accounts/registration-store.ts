import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { wallets } from '../wallet/index';
import { writeMail } from './outbox';
import type { OutgoingMail } from './outbox';
import { insertPlayer } from './players';
import { endSessions } from './sessions';
import type { Player, PlayerInsert } from './players';
import { accountTokens, players } from './tables';
import type { AccountTokenKind } from './tables';

/** A one-time token to store (its hash only) with the mail that carries it. */
export interface TokenMail {
  readonly tokenHash: string;
  readonly expiresAt: Date;
  /** Built once the player exists (the mail names them). */
  readonly mail: (player: Pick<Player, 'username' | 'email'>) => OutgoingMail;
}

/** Who a live token belongs to. */
export interface TokenOwner {
  readonly playerId: number;
  readonly username: string;
}

/** Registration and recovery storage: each method is one transaction. */
export interface RegistrationStore {
  /**
   * Creates the (unverified) player, their wallet (balance 0, the country's currency), the
   * verification token and its mail, all or nothing. A taken username or email is a PlayerError.
   */
  register(player: PlayerInsert, token: TokenMail, now: Date): Promise<Player>;
  /** The player of an email (any case), or null. */
  findByEmail(email: string): Promise<Pick<Player, 'id' | 'username' | 'email'> | null>;
  /** Stores a token of `kind` for a player with its mail. */
  issueToken(playerId: number, kind: AccountTokenKind, token: TokenMail, now: Date): Promise<void>;
  /** The owner of a token that is unused and unexpired at `now`, without using it. */
  peekToken(tokenHash: string, kind: AccountTokenKind, now: Date): Promise<TokenOwner | null>;
  /** Uses a verification token once and marks the email verified; null when it cannot be used. */
  verifyEmail(tokenHash: string, now: Date): Promise<TokenOwner | null>;
  /**
   * Uses a recovery token once and sets the password hash; every other open recovery token of
   * the player is used up too, the email counts as verified (the mail was opened) and every open
   * session of the player ends.
   */
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<TokenOwner | null>;
}

/** Marks a token used, once: only an unused, unexpired token of that kind matches the UPDATE. */
async function consumeToken(tx: Transaction, tokenHash: string, kind: AccountTokenKind, now: Date) {
  const [row] = await tx
    .update(accountTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.consumedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: accountTokens.playerId });
  return row?.playerId ?? null;
}

async function insertToken(
  tx: Transaction,
  player: Pick<Player, 'id' | 'username' | 'email'>,
  kind: AccountTokenKind,
  token: TokenMail,
  now: Date,
) {
  await tx
    .insert(accountTokens)
    .values({ tokenHash: token.tokenHash, playerId: player.id, kind, expiresAt: token.expiresAt, createdAt: now });
  await writeMail(tx, token.mail(player), now);
}

/** The registration store over a database. */
export function createRegistrationStore(handle: DatabaseHandle): RegistrationStore {
  const { db } = handle;

  return {
    register: (values, token, now) =>
      handle.transaction(async (tx) => {
        const player = await insertPlayer(tx, values);
        await tx.insert(wallets).values({ playerId: player.id, currency: player.currency, balance: 0 });
        await insertToken(tx, player, 'verification', token, now);
        return player;
      }),
    async findByEmail(email) {
      const [row] = await db
        .select({ id: players.id, username: players.username, email: players.email })
        .from(players)
        .where(sql`lower(${players.email}) = lower(${email})`);
      return row ?? null;
    },
    issueToken: (playerId, kind, token, now) =>
      handle.transaction(async (tx) => {
        const [player] = await tx
          .select({ id: players.id, username: players.username, email: players.email })
          .from(players)
          .where(eq(players.id, playerId));
        if (player) await insertToken(tx, player, kind, token, now);
      }),
    async peekToken(tokenHash, kind, now) {
      const [row] = await db
        .select({ playerId: players.id, username: players.username })
        .from(accountTokens)
        .innerJoin(players, eq(players.id, accountTokens.playerId))
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.consumedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
      return row ?? null;
    },
    verifyEmail: (tokenHash, now) =>
      handle.transaction(async (tx) => {
        const playerId = await consumeToken(tx, tokenHash, 'verification', now);
        if (playerId === null) return null;
        const [row] = await tx
          .update(players)
          .set({ emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(players.id, playerId))
          .returning({ playerId: players.id, username: players.username });
        return row ?? null;
      }),
    resetPassword: (tokenHash, passwordHash, now) =>
      handle.transaction(async (tx) => {
        const playerId = await consumeToken(tx, tokenHash, 'recovery', now);
        if (playerId === null) return null;
        await tx
          .update(accountTokens)
          .set({ consumedAt: now })
          .where(
            and(
              eq(accountTokens.playerId, playerId),
              eq(accountTokens.kind, 'recovery'),
              isNull(accountTokens.consumedAt),
            ),
          );
        const [row] = await tx
          .update(players)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(players.id, playerId))
          .returning({ playerId: players.id, username: players.username });
        // Whoever knew the old password is logged out everywhere (decision 029).
        if (row) await endSessions(tx, row.playerId);
        return row ?? null;
      }),
  };
}
