import type { Language } from '@sportsbook/betting';
import { contentTranslationsResponseSchema } from '@sportsbook/protocol';
import type { ContentTranslationsResponse } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';

/** `GET /api/content/translations` (spec 001 §7): messages merged over the bundled strings. */
export function contentTranslationsQuery(lang: Language, bookmaker: string) {
  return queryOptions({
    queryKey: ['content', 'translations', bookmaker, lang],
    queryFn: ({ signal }): Promise<ContentTranslationsResponse> =>
      contentRequest('/api/content/translations', {
        schema: contentTranslationsResponseSchema,
        query: { lang, bookmaker, country: null },
        signal,
      }),
    staleTime: Infinity,
  });
}
