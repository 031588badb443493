import { z } from 'zod/mini';
import { bookmakerSchema, idSchema, langSchema, successSchema } from './common';

/*
 * Live streams (spec 001 §2, §3, §7; docs/api.md "Streams"): the catalogue of streamed live events,
 * the signed stream URL of one event, and the `{ hlsUrl }` that URL answers.
 */

/** Query of `GET /api/content/streams` and `GET /v1/imgarena/stream/{event_id}`; `lang` is read as `language`. */
export const streamsQuerySchema = z.object({
  language: z.optional(langSchema),
  lang: z.optional(langSchema),
  bookmaker: z.optional(bookmakerSchema),
  country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code' }))),
});
/** A streams query. */
export type StreamsQuery = z.infer<typeof streamsQuerySchema>;

/** The `{event_id}` of a stream URL: a positive whole number written in digits. */
export const streamEventIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be an event id (a positive whole number)' })),
  z.transform(Number),
);

/** One streamed live event (spec 001 §3 "Stream"). */
export const streamSchema = z.object({
  event_id: idSchema,
  name: z.string(),
  /** The event's page in the client, e.g. `/football/premier-league/arsenal-v-chelsea-101`. */
  event_url: z.string().check(z.startsWith('/')),
});
/** One streamed live event. */
export type Stream = z.infer<typeof streamSchema>;

/** `GET /api/content/streams` answer. */
export const streamsResponseSchema = successSchema({ data: z.array(streamSchema) });
/** The stream catalogue. */
export type StreamsResponse = z.infer<typeof streamsResponseSchema>;

/** `GET /v1/imgarena/stream/{event_id}` answer: a signed, short-lived URL that answers `{ hlsUrl }`. */
export const streamUrlResponseSchema = successSchema({ data: z.object({ url: z.url() }) });
/** A stream's signed URL. */
export type StreamUrlResponse = z.infer<typeof streamUrlResponseSchema>;

/** What the signed stream URL answers: the live HLS playlist (itself signed). */
export const streamSourceSchema = z.object({ hlsUrl: z.url() });
/** A stream's playlist address. */
export type StreamSource = z.infer<typeof streamSourceSchema>;

/** Why a stream call was refused; the bettor sees `meta.error.message` (spec 001 §8 "Stream errors"). */
export const STREAM_ERROR_CODES = [
  'NOT_AUTHENTICATED',
  'VALIDATION_ERROR',
  'STREAM_NOT_FOUND',
  'STREAM_ENDED',
  'STREAM_LINK_EXPIRED',
] as const;
/** One stream refusal code. */
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];

/** A refused stream call: `{ status: 0, message: CODE, meta: { error: { message } } }`, the message in the asked language. */
export const streamRefusalSchema = z.object({
  status: z.literal(0),
  message: z.enum(STREAM_ERROR_CODES),
  meta: z.object({ error: z.object({ message: z.string().check(z.minLength(1)) }) }),
});
/** A refused stream call. */
export type StreamRefusal = z.infer<typeof streamRefusalSchema>;

/** A country's stream rights in the content service: the sport slugs whose live events it may stream. */
export const streamRightsSchema = z.array(z.string().check(z.regex(/^[a-z0-9-]+$/, { error: 'must be a sport slug' })));
