import { queryOptions } from '@tanstack/react-query';
import { streamsResponseSchema } from '@sportsbook/protocol';
import { contentRequest } from './sports-api';

/** The stream catalogue refreshes like the live widget (spec 001 §9: 30 s). */
export const STREAMS_REFRESH_MS = 30_000;

/** `GET /api/content/streams` (spec 001 §7): the streamed live events of the brand, in its language. */
export function streamsQuery(bookmaker: string, language: string) {
  return queryOptions({
    queryKey: ['streams', bookmaker, language],
    queryFn: ({ signal }) =>
      contentRequest('/api/content/streams', {
        schema: streamsResponseSchema,
        query: { language, bookmaker },
        signal,
      }),
    refetchInterval: STREAMS_REFRESH_MS,
    staleTime: 10_000,
  });
}
