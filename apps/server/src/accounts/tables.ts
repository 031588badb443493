import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_KINDS } from '@sportsbook/protocol';

/*
 * Drizzle mirror of storage/migrations/0003_players.sql, 0005_accounts.sql, 0009_registration.sql,
 * 0012_sessions.sql, 0028_mail_notices.sql and 0035_player_affiliate.sql. Kept beside the
 * accounts context (not in storage/schema.ts): other contexts know a player by id only.
 * `tables.test.ts` fails when these drift from the SQL.
 */

/** Player lifecycle: a time-out or self-exclusion blocks login until `blocked_until` (null: for good). */
export const PLAYER_STATUSES = ['active', 'timed_out', 'self_excluded', 'closed'] as const;
/** One player status. */
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The people who log in and bet; usernames and emails are unique without regard to case. */
export const players = pgTable('players', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: PLAYER_STATUSES }).notNull().default('active'),
  blockedUntil: timestamptz('blocked_until'),
  emailVerifiedAt: timestamptz('email_verified_at'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Tokens carry the version of their session; adding one ends every open session (0012). */
  sessionVersion: integer('session_version').notNull().default(0),
  /** The language of the player's mails; null: the country's default (0022). */
  lang: text('lang'),
  /** The affiliate parameters the player registered with, by name; null: none (0035, decision 104). */
  affiliate: jsonb('affiliate').$type<Readonly<Record<string, string>>>(),
  /** When the affiliate link was followed; set exactly when `affiliate` is. */
  affiliateClickedAt: timestamptz('affiliate_clicked_at'),
});

/** A stored player. */
export type PlayerRow = typeof players.$inferSelect;

/** Ids of single-use tokens already exchanged (0005_accounts.sql). */
export const consumedTokens = pgTable('consumed_tokens', {
  jti: text('jti').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => players.id),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at').notNull().defaultNow(),
});

/** What a one-time account token opens (0009_registration.sql). */
export const ACCOUNT_TOKEN_KINDS = ['verification', 'recovery', 'email_change'] as const;
/** One account token kind: a registration's verification link, a password-reset link or a new e-mail's link. */
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/** One-time tokens of the mailed links; only their SHA-256 (hex) is stored. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => players.id),
  kind: text('kind', { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The address an `email_change` token applies once opened (null for the other kinds). */
  newEmail: text('new_email'),
});

/** What an outbox mail is: one carrying a token of that kind, or a notice (0028, decision 087). */
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Mails the server would have sent (0009_registration.sql); no mail server is reachable. */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  link: text('link').notNull(),
  kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A stored outbox message. */
export type OutboxRow = typeof outboxMessages.$inferSelect;
