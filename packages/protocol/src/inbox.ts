import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

/*
 * The player's Inbox (decision 039): messages kept on the server, written with
 * what caused them, stored as a kind and parameters so the client words them in the player's
 * language.
 */

/** What a message is about (0018_results_and_inbox.sql). */
export const INBOX_KINDS = [
  'bet_settled',
  'cash_out',
  'freebet_granted',
  'freebet_expiring',
  'freebet_expired',
  'deposit',
  'withdrawal',
  'responsible_gambling',
] as const;
/** A message kind. */
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One Inbox message; `params` holds amounts in minor units, ids and the like. */
export const inboxMessageSchema = z.object({
  id: idSchema,
  kind: z.enum(INBOX_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  read: z.boolean(),
  created_at: isoDateTimeSchema,
});
/** An Inbox message. */
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const digits = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })),
  z.transform(Number),
);

/** `GET /v1/inbox` query: `limit` 1–100 (default 30) and `cursor`, the `next_cursor` of the page before. */
export const inboxQuerySchema = z.object({
  limit: z._default(z.pipe(digits, z.number().check(z.lte(100, { error: 'must be at most 100' }))), 30),
  cursor: z.optional(digits),
});
/** A parsed Inbox query. */
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** `GET /v1/inbox` answer, newest first. */
export const inboxResponseSchema = z.object({
  status: z.literal(1),
  messages: z.array(inboxMessageSchema),
  unread: z.number().check(z.int()).check(z.nonnegative()),
  next_cursor: z.nullable(z.string()),
});
/** The Inbox answer. */
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** `POST /v1/inbox/read`: the messages to mark read, or `all: true`. */
export const inboxReadRequestSchema = z.union([
  z.strictObject({
    ids: z
      .array(idSchema)
      .check(z.minLength(1, { error: 'must name a message' }))
      .check(z.maxLength(200)),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
/** A parsed mark-read request. */
export type InboxReadRequest = z.infer<typeof inboxReadRequestSchema>;

/** `DELETE /v1/inbox/:id` path. */
export const inboxParamsSchema = z.object({ id: digits });

/** Answer of mark-read and delete: the unread count after the change. */
export const inboxChangeResponseSchema = z.object({
  status: z.literal(1),
  unread: z.number().check(z.int()).check(z.nonnegative()),
});
/** `GET /v1/inbox/unread` answer. */
/** @alias */
export const inboxUnreadResponseSchema = inboxChangeResponseSchema;

/** Player-channel push: the Inbox changed; `unread` is the count after it. */
export const inboxEventSchema = z.object({
  type: z.literal('inbox'),
  unread: z.number().check(z.int()).check(z.nonnegative()),
});
