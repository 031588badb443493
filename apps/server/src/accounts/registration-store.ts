import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { openWalletIn } from '../wallet/index';
import { writeMail } from './outbox';
import type { MailRecipient } from './mails';
import type { OutgoingMail } from './outbox';
import { isUniqueViolation } from '../storage/index';
import { insertPlayer, PlayerError } from './players';
import { endSessions } from './sessions';
import type { Player, PlayerInsert } from './players';
import { accountTokens, players } from './tables';
import type { AccountTokenKind } from './tables';

/** A one-time token to store (its hash only) with the mail that carries it. */
export interface TokenMail {
  readonly tokenHash: string;
  readonly expiresAt: Date;
  /** Built once the player exists (the mail names them). */
  readonly mail: (player: MailRecipient) => OutgoingMail;
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
  /** True when a player has this username (any case). */
  usernameTaken(username: string): Promise<boolean>;
  /**
   * Writes a notice (decision 087) to the player who owns `email` (any case), composed in their
   * language; nothing when no player does.
   */
  notifyOwner(email: string, mail: (owner: MailRecipient) => OutgoingMail, now: Date): Promise<void>;
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
  /** Stores an `email_change` token for `newEmail` and its mail (to `newEmail`); the address is not changed yet. */
  issueEmailChange(playerId: number, newEmail: string, token: TokenMail, now: Date): Promise<void>;
  /**
   * Uses an `email_change` token once: the player's address becomes the token's, counts as
   * verified, every open session of the player ends and `notice` (to the OLD address, told the
   * new one) is written. Null when the token cannot be used; a PlayerError EMAIL_TAKEN (nothing
   * written) when another account took the address meanwhile.
   */
  confirmEmailChange(
    tokenHash: string,
    now: Date,
    notice: (old: MailRecipient, newEmail: string) => OutgoingMail,
  ): Promise<(TokenOwner & { readonly email: string }) | null>;
}

/** Marks a token used, once: only an unused, unexpired token of that kind matches the UPDATE. */
async function consumeToken(tx: Transaction, tokenHash: string, kind: AccountTokenKind, now: Date) {
  return (await consumeTokenRow(tx, tokenHash, kind, now))?.playerId ?? null;
}

/** `consumeToken` answering the used row's player and new address. */
async function consumeTokenRow(tx: Transaction, tokenHash: string, kind: AccountTokenKind, now: Date) {
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
    .returning({ playerId: accountTokens.playerId, newEmail: accountTokens.newEmail });
  return row ?? null;
}

async function insertToken(
  tx: Transaction,
  player: Pick<Player, 'id'> & MailRecipient,
  kind: AccountTokenKind,
  token: TokenMail,
  now: Date,
  newEmail: string | null = null,
) {
  await tx.insert(accountTokens).values({
    tokenHash: token.tokenHash,
    playerId: player.id,
    kind,
    newEmail,
    expiresAt: token.expiresAt,
    createdAt: now,
  });
  await writeMail(tx, token.mail(newEmail === null ? player : { ...player, email: newEmail }), now);
}

/** Sets a player's verified address; a taken one is a PlayerError, so the caller's transaction rolls back. */
async function updateEmail(tx: Transaction, playerId: number, email: string, now: Date) {
  try {
    return await tx
      .update(players)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(players.id, playerId))
      .returning({ playerId: players.id, username: players.username, email: players.email });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new PlayerError('EMAIL_TAKEN', 'An account with this email address already exists.');
    }
    throw error;
  }
}

/** What a mail to a player needs: the name, the address and what decides the language. */
const recipientColumns = {
  id: players.id,
  username: players.username,
  email: players.email,
  lang: players.lang,
  country: players.country,
};

/** The registration store over a database. */
export function createRegistrationStore(handle: DatabaseHandle): RegistrationStore {
  const { db } = handle;

  return {
    register: (values, token, now) =>
      handle.transaction(async (tx) => {
        const player = await insertPlayer(tx, values);
        await openWalletIn(tx, player.id, player.currency);
        await insertToken(tx, player, 'verification', token, now);
        return player;
      }),
    async findByEmail(email) {
      // PostgreSQL refuses a NUL character in text (an error, not a miss): no stored address has one.
      if (email.includes('\u0000')) return null;
      const [row] = await db
        .select({ id: players.id, username: players.username, email: players.email })
        .from(players)
        .where(sql`lower(${players.email}) = lower(${email})`);
      return row ?? null;
    },
    async usernameTaken(username) {
      if (username.includes('\u0000')) return false;
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(sql`lower(${players.username}) = lower(${username})`);
      return row !== undefined;
    },
    notifyOwner: (email, mail, now) =>
      handle.transaction(async (tx) => {
        if (email.includes('\u0000')) return;
        const [owner] = await tx
          .select(recipientColumns)
          .from(players)
          .where(sql`lower(${players.email}) = lower(${email})`);
        if (owner) await writeMail(tx, mail(owner), now);
      }),
    issueToken: (playerId, kind, token, now) =>
      handle.transaction(async (tx) => {
        const [player] = await tx
          .select({
            id: players.id,
            username: players.username,
            email: players.email,
            lang: players.lang,
            country: players.country,
          })
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
    issueEmailChange: (playerId, newEmail, token, now) =>
      handle.transaction(async (tx) => {
        const [player] = await tx
          .select({
            id: players.id,
            username: players.username,
            email: players.email,
            lang: players.lang,
            country: players.country,
          })
          .from(players)
          .where(eq(players.id, playerId));
        if (player) await insertToken(tx, player, 'email_change', token, now, newEmail);
      }),
    confirmEmailChange: (tokenHash, now, notice) =>
      handle.transaction(async (tx) => {
        const used = await consumeTokenRow(tx, tokenHash, 'email_change', now);
        if (!used?.newEmail) return null;
        const [old] = await tx.select(recipientColumns).from(players).where(eq(players.id, used.playerId));
        const [row] = await updateEmail(tx, used.playerId, used.newEmail, now);
        if (!row || !old) return null;
        // The address is a way into the account (password resets go there): old sessions end, and
        // the old address is told, so a change its owner did not make does not go unseen.
        await endSessions(tx, row.playerId);
        await writeMail(tx, notice(old, row.email), now);
        return row;
      }),
  };
}
