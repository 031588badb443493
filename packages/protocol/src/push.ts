import { LANGUAGES } from '@sportsbook/betting';
import { z } from 'zod/mini';
import type { InboxKind } from './inbox';

/*
 * Web push (decision 106): the browser's push subscription kept per player, the
 * server's VAPID public key, and the message a subscribed device is sent. A message carries the
 * same kind and parameters as the Inbox message it announces, so the service worker words it as
 * the Inbox does, in the language the device subscribed in.
 */

/** The Inbox kinds that are also pushed to the player's devices. */
export const PUSH_KINDS = ['bet_settled', 'cash_out'] as const satisfies readonly InboxKind[];
/** A pushed message's kind. */
export type PushKind = (typeof PUSH_KINDS)[number];

/** Bytes of a P-256 public key in uncompressed form (0x04, x, y): the browser's `p256dh`. */
const P256_PUBLIC_KEY_BYTES = 65;
/** Bytes of the browser's `auth` secret (RFC 8291 §3.2). */
const AUTH_SECRET_BYTES = 16;
/** Longest push endpoint address taken (the browsers' are well under 1 KB). */
const MAX_ENDPOINT_LENGTH = 2048;

/** Bytes in an unpadded base64url text, or -1 when it is not one. */
function base64urlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return -1;
  return Math.floor((text.length * 3) / 4);
}

const base64urlKey = (bytes: number, name: string) =>
  z.string().check(
    z.refine((text) => base64urlBytes(text) === bytes, {
      error: `must be the browser's ${name}: ${bytes} bytes in unpadded base64url`,
    }),
  );

/** A push service address: https only, as every browser's push service is. */
export const pushEndpointSchema = z.string().check(
  z.maxLength(MAX_ENDPOINT_LENGTH, { error: `must be at most ${MAX_ENDPOINT_LENGTH} characters` }),
  z.refine(
    (text) => {
      try {
        return new URL(text).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'must be an https address of a push service' },
  ),
);

/**
 * `PUT /v1/push/subscription`: the browser's `PushSubscription.toJSON()` (its `expirationTime` is
 * ignored) and the language the device's messages are worded in.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: base64urlKey(P256_PUBLIC_KEY_BYTES, 'p256dh key'),
    auth: base64urlKey(AUTH_SECRET_BYTES, 'auth secret'),
  }),
  lang: z.enum(LANGUAGES),
});
/** A parsed subscription. */
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE /v1/push/subscription`: the endpoint the device no longer wants messages at. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointSchema });

/** `GET /v1/push/key`: the server's VAPID public key (the browser's `applicationServerKey`). */
export const pushKeyResponseSchema = z.object({
  status: z.literal(1),
  public_key: base64urlKey(P256_PUBLIC_KEY_BYTES, 'VAPID public key'),
});

/** Answer of subscribe and unsubscribe. */
export const pushChangeResponseSchema = z.object({ status: z.literal(1) });

/** What a subscribed device is sent: an Inbox message's kind and parameters, and its language. */
export const pushMessageSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  lang: z.enum(LANGUAGES),
});
/** A pushed message. */
export type PushMessage = z.infer<typeof pushMessageSchema>;
