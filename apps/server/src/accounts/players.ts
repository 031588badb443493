import { eq, sql } from 'drizzle-orm';
import { COUNTRY_CODES, COUNTRY_DEFAULTS } from '@sportsbook/betting';
import type { CountryCode, Language } from '@sportsbook/betting';
import type { Database, Transaction } from '../storage/index';
import { violatedConstraint } from '../storage/index';
import { createDummyVerifier, DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './passwords';
import type { ScryptParams } from './passwords';
import { players } from './tables';
import type { PlayerRow, PlayerStatus } from './tables';

/** A player as the rest of the server sees one (never the password hash). */
export interface Player {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** Upper-case ISO code (`GB`). */
  readonly country: CountryCode;
  readonly currency: string;
  readonly status: PlayerStatus;
  readonly blockedUntil: Date | null;
  /** False until the link of the verification mail is opened (registered players only). */
  readonly emailVerified: boolean;
  readonly isDemo: boolean;
  readonly createdAt: Date;
  /** Last change of the account itself (e-mail, status, password): the user's `updated_at`. */
  readonly updatedAt: Date;
  /** The language of the player's mails; null: the country's default. */
  readonly lang: string | null;
}

/** What it takes to create a player; the currency follows the country (COUNTRY_DEFAULTS). */
export interface NewPlayer {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly country: CountryCode;
  readonly isDemo?: boolean;
  /**
   * Default true: players the server makes itself (demo players, operators, tests) need no mail.
   * Registration passes false; the player may log in once the verification link is opened.
   */
  readonly emailVerified?: boolean;
}

/** Why a player could not be created. */
export type PlayerErrorCode = 'USERNAME_TAKEN' | 'EMAIL_TAKEN' | 'INVALID_PLAYER';

/** A refused player creation: nothing was written. */
export class PlayerError extends Error {
  override readonly name = 'PlayerError';
  constructor(
    readonly code: PlayerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Why a player with the right password still may not log in (or bet). */
export interface LoginBlock {
  readonly status: Exclude<PlayerStatus, 'active'>;
  /** Null: until further notice. */
  readonly blockedUntil: Date | null;
}

/** The outcome of checking a username and password. */
export type Authentication =
  | { readonly ok: true; readonly player: Player }
  | { readonly ok: false; readonly reason: 'invalid' }
  | { readonly ok: false; readonly reason: 'unverified'; readonly player: Player }
  | { readonly ok: false; readonly reason: 'blocked'; readonly player: Player; readonly block: LoginBlock };

/**
 * The block on a player at `now`, or null when they may log in: a time-out or self-exclusion
 * holds until `blocked_until` (for good when null), a closed account always.
 */
export function loginBlockOf(player: Pick<Player, 'status' | 'blockedUntil'>, now: Date): LoginBlock | null {
  if (player.status === 'active') return null;
  if (player.status === 'closed') return { status: 'closed', blockedUntil: null };
  if (player.blockedUntil !== null && player.blockedUntil.getTime() <= now.getTime()) return null;
  return { status: player.status, blockedUntil: player.blockedUntil };
}

/* ---- storage ---- */

function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    country: row.country as CountryCode,
    currency: row.currency,
    status: row.status,
    blockedUntil: row.blockedUntil,
    emailVerified: row.emailVerifiedAt !== null,
    isDemo: row.isDemo,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lang: row.lang,
  };
}

/** A player row to insert: the input checked and its password already hashed. */
export interface PlayerInsert {
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly country: CountryCode;
  readonly isDemo: boolean;
  /** Null: not verified yet. */
  readonly emailVerifiedAt: Date | null;
  /** The site's language at registration, for the player's mails. */
  readonly lang?: string | null;
  /** The affiliate parameters and when their link was followed, within the 30-day window (decision 104). */
  readonly affiliate?: Readonly<Record<string, string>> | null;
  readonly affiliateClickedAt?: Date | null;
}

/**
 * Inserts a player with `db` (the database or the caller's transaction); a username or email
 * already used, whatever its case, is a PlayerError. The currency follows the country.
 */
export async function insertPlayer(db: Database | Transaction, values: PlayerInsert): Promise<Player> {
  try {
    const [row] = await db
      .insert(players)
      .values({ ...values, currency: COUNTRY_DEFAULTS[values.country].currency })
      .returning();
    return toPlayer(row!);
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'players_email_key') {
      throw new PlayerError('EMAIL_TAKEN', 'An account with this email address already exists.');
    }
    if (constraint !== null) throw new PlayerError('USERNAME_TAKEN', 'This username is already taken.');
    throw error;
  }
}

async function selectByUsername(db: Database, username: string): Promise<PlayerRow | null> {
  // PostgreSQL refuses a NUL character in text (an error, not a miss): no stored name has one.
  if (username.includes('\u0000')) return null;
  const [row] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username})`);
  return row ?? null;
}

/* ---- service ---- */

export interface PlayerServiceOptions {
  readonly db: Database;
  /** scrypt cost of new hashes (tests lower it; verification reads each hash's own). */
  readonly passwordParams?: ScryptParams;
}

/** Players: creation, look-up and password checks. */
export interface PlayerService {
  createPlayer(input: NewPlayer): Promise<Player>;
  /** Case-insensitive: `Demo-GB` finds `demo-gb`. */
  findByUsername(username: string): Promise<Player | null>;
  findById(id: number): Promise<Player | null>;
  /**
   * Checks a username and password. Unknown usernames run a dummy scrypt verification of the
   * same cost, so both failures take the same path and time; a block is reported only once
   * the password was right, and then an unverified email.
   */
  authenticate(username: string, password: string, now?: Date): Promise<Authentication>;
  /**
   * Sets a time-out, self-exclusion, closure or lifts it (`active`). A block also ends every open
   * session of the player, in the same statement (decision 029).
   */
  restrictPlayer(id: number, status: PlayerStatus, blockedUntil: Date | null): Promise<void>;
  /** Sets the language of the player's mails (one of the ten; the schema checked it). */
  setLanguage(id: number, lang: Language): Promise<void>;
}

function checkNewPlayer(input: NewPlayer): void {
  if (input.username.trim() === '' || input.username !== input.username.trim()) {
    throw new PlayerError('INVALID_PLAYER', 'A username must not be empty or start or end with spaces.');
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) {
    throw new PlayerError('INVALID_PLAYER', `"${input.email}" is not an email address.`);
  }
  if (input.password === '') throw new PlayerError('INVALID_PLAYER', 'A password must not be empty.');
  if (!(COUNTRY_CODES as readonly string[]).includes(input.country)) {
    throw new PlayerError('INVALID_PLAYER', `Country must be one of ${COUNTRY_CODES.join(', ')}.`);
  }
}

/** The player service over a database. */
export function createPlayerService(options: PlayerServiceOptions): PlayerService {
  const { db } = options;
  const params = options.passwordParams ?? DEFAULT_SCRYPT_PARAMS;
  const dummyVerify = createDummyVerifier(params);

  return {
    async createPlayer(input) {
      checkNewPlayer(input);
      return insertPlayer(db, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password, params),
        country: input.country,
        isDemo: input.isDemo ?? false,
        emailVerifiedAt: input.emailVerified === false ? null : new Date(),
      });
    },
    async findByUsername(username) {
      const row = await selectByUsername(db, username);
      return row ? toPlayer(row) : null;
    },
    async findById(id) {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      return row ? toPlayer(row) : null;
    },
    async authenticate(username, password, now = new Date()) {
      const row = await selectByUsername(db, username);
      if (!row) {
        await dummyVerify(password);
        return { ok: false, reason: 'invalid' };
      }
      if (!(await verifyPassword(password, row.passwordHash))) return { ok: false, reason: 'invalid' };
      const player = toPlayer(row);
      const block = loginBlockOf(player, now);
      if (block) return { ok: false, reason: 'blocked', player, block };
      return player.emailVerified ? { ok: true, player } : { ok: false, reason: 'unverified', player };
    },
    async restrictPlayer(id, status, blockedUntil) {
      await db
        .update(players)
        .set({
          status,
          blockedUntil: status === 'active' ? null : blockedUntil,
          ...(status === 'active' ? {} : { sessionVersion: sql`${players.sessionVersion} + 1` }),
          updatedAt: sql`now()`,
        })
        .where(eq(players.id, id));
    },
    async setLanguage(id, lang) {
      await db
        .update(players)
        .set({ lang, updatedAt: sql`now()` })
        .where(eq(players.id, id));
    },
  };
}
