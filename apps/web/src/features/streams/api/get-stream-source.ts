import { streamSourceSchema, streamUrlResponseSchema } from '@sportsbook/protocol';
import { ApiError, requestJson } from '../../../lib/http';
import { sportsRequest } from '../../../lib/sports-api';
import { useSiteStore } from '../../../stores/site-store';

/**
 * The playlist of an event's stream (spec 001 §7): `GET /v1/imgarena/stream/{event_id}` answers a
 * signed URL, which answers `{ hlsUrl }`. A refusal is thrown as an ApiError carrying the server's message.
 */
export async function fetchStreamSource(eventId: number, signal?: AbortSignal): Promise<string> {
  const { language, config } = useSiteStore.getState();
  const answer = await sportsRequest(`/v1/imgarena/stream/${eventId}`, {
    schema: streamUrlResponseSchema,
    query: { language, bookmaker: config.bookmaker },
    ...(signal ? { signal } : {}),
  });
  const source = await requestJson(answer.data.url, { schema: streamSourceSchema, ...(signal ? { signal } : {}) });
  return source.hlsUrl;
}

/** The bettor's message of a failed stream call: the server's own (spec 001 §8), else null. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const meta = error.meta as { error?: { message?: unknown } } | null;
  return typeof meta?.error?.message === 'string' ? meta.error.message : null;
}
