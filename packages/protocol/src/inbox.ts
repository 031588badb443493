import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/*
 * The player's Inbox (issue 18 item 2, decision 039): messages kept on the server, written with
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

const digits = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
  .transform(Number);

/** `GET /v1/inbox` query: `limit` 1–100 (default 30) and `cursor`, the `next_cursor` of the page before. */
export const inboxQuerySchema = z.object({
  limit: digits.pipe(z.number().max(100, { error: 'must be at most 100' })).default(30),
  cursor: digits.optional(),
});
/** A parsed Inbox query. */
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** `GET /v1/inbox` answer, newest first. */
export const inboxResponseSchema = z.object({
  status: z.literal(1),
  messages: z.array(inboxMessageSchema),
  unread: z.number().int().nonnegative(),
  next_cursor: z.string().nullable(),
});
/** The Inbox answer. */
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** `POST /v1/inbox/read`: the messages to mark read, or `all: true`. */
export const inboxReadRequestSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1, { error: 'must name a message' }).max(200) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
/** A parsed mark-read request. */
export type InboxReadRequest = z.infer<typeof inboxReadRequestSchema>;

/** `DELETE /v1/inbox/:id` path. */
export const inboxParamsSchema = z.object({ id: digits });

/** Answer of mark-read and delete: the unread count after the change. */
export const inboxChangeResponseSchema = z.object({ status: z.literal(1), unread: z.number().int().nonnegative() });
/** `GET /v1/inbox/unread` answer. */
export const inboxUnreadResponseSchema = inboxChangeResponseSchema;

/** Player-channel push: the Inbox changed; `unread` is the count after it. */
export const inboxEventSchema = z.object({
  type: z.literal('inbox'),
  unread: z.number().int().nonnegative(),
});
