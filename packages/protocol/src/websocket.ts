import { z } from 'zod/mini';
import { bookmakerSchema, errorCodeSchema, type Id } from './common';

/** The request types a client may send; each answers the same JSON as its HTTP twin. */
export const wsRequestTypeSchema = z.enum(['events', 'markets', 'events-simple', 'find']);
/** One websocket request type. */
export type WsRequestType = z.infer<typeof wsRequestTypeSchema>;

/** The largest client frame the server reads, in characters of JSON text; larger ones get an error frame. */
export const MAX_WS_CLIENT_FRAME_CHARS = 16 * 1024;

/** Client → server request; `id` is echoed on the answer so the client can match it. */
export const wsRequestFrameSchema = z.object({
  id: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  type: wsRequestTypeSchema,
  bookmaker: bookmakerSchema,
  params: z.record(z.string(), z.unknown()),
});
/** A websocket request frame. */
export type WsRequestFrame = z.infer<typeof wsRequestFrameSchema>;

/**
 * A push channel: all events of a bookmaker, one event's deltas, or the authenticated player's
 * own events (`<bookmaker>_player`, see player-events.ts; needs an authenticated socket).
 */
export const wsChannelSchema = z.string().check(
  z.regex(/^[A-Za-z0-9-]+_(?:events|event_[1-9]\d*|player)$/, {
    error: 'must be <bookmaker>_events, <bookmaker>_event_<id> or <bookmaker>_player',
  }),
);

/** Channel carrying `{events:[...]}` pushes for a bookmaker. */
export function eventsChannel(bookmaker: string): string {
  return `${bookmaker}_events`;
}

/** Channel carrying one event's outcome and market deltas. */
export function eventChannel(bookmaker: string, eventId: Id): string {
  return `${bookmaker}_event_${eventId}`;
}

/** Client → server subscription change. */
export const wsSubscriptionFrameSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  channel: wsChannelSchema,
});
/** A subscribe or unsubscribe frame. */
export type WsSubscriptionFrame = z.infer<typeof wsSubscriptionFrameSchema>;

/**
 * Client → server: authenticates the socket as the player of a sports access token (the `jwt`
 * header of the sports API), as `?jwt=<token>` on the upgrade URL does. Nothing answers a good
 * token; a bad one gets a NOT_AUTHENTICATED error frame, the socket stays open and is a guest's
 * again (its `<bookmaker>_player` subscriptions are dropped). Frames are handled in order, so a
 * subscribe sent right after it waits for the check.
 */
export const wsAuthFrameSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(100))),
  type: z.literal('auth'),
  jwt: z.string().check(z.minLength(1)).check(z.maxLength(4096)),
});
/** An auth frame. */
export type WsAuthFrame = z.infer<typeof wsAuthFrameSchema>;

/** Any frame a client may send. */
export const wsClientFrameSchema = z.discriminatedUnion('type', [
  wsRequestFrameSchema,
  wsSubscriptionFrameSchema,
  wsAuthFrameSchema,
]);
/** A client frame. */
export type WsClientFrame = z.infer<typeof wsClientFrameSchema>;

/** The loose head of a frame, read first so even an unknown type gets an error frame with its id. */
export const wsFrameHeadSchema = z.object({
  id: z.catch(z.optional(z.string()), undefined),
  type: z.catch(z.optional(z.string()), undefined),
});

/** Base64 of gzip of JSON; the envelope only promises base64 text. */
const wsPayloadSchema = z.base64({ error: 'must be base64 (of gzip of JSON)' });

/** Server → client answer to a request. */
export const wsResponseFrameSchema = z.object({
  id: z.string(),
  type: wsRequestTypeSchema,
  data: wsPayloadSchema,
});
/** A websocket answer frame. */
export type WsResponseFrame = z.infer<typeof wsResponseFrameSchema>;

/** Server → client refusal of a frame; id and type are null when the frame had none readable. */
export const wsErrorFrameSchema = z.object({
  id: z.nullable(z.string()),
  type: z.nullable(z.string()),
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
/** A websocket error frame. */
export type WsErrorFrame = z.infer<typeof wsErrorFrameSchema>;

/** Server → client push on a subscribed channel. */
export const wsPushFrameSchema = z.object({
  channel: wsChannelSchema,
  data: wsPayloadSchema,
});
/** A websocket push frame. */
export type WsPushFrame = z.infer<typeof wsPushFrameSchema>;

/** Any frame the server may send. */
export const wsServerFrameSchema = z.union([wsErrorFrameSchema, wsResponseFrameSchema, wsPushFrameSchema]);
/** A server frame. */
export type WsServerFrame = z.infer<typeof wsServerFrameSchema>;
