import { SPORTS_REFRESH_MS } from '@sportsbook/betting';
import { contentSportsResponseSchema } from '@sportsbook/protocol';
import type { ContentSportsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { scopeQuery, useContentScope } from './content-scope';
import type { ContentScope } from './content-scope';

/**
 * `GET /api/content/sports`: every sport with its counts. Spec 001 §7: fetched on start, every
 * 50 s and on a language switch (the language is part of the key).
 */
export function contentSportsQuery(scope: ContentScope) {
  return queryOptions({
    queryKey: ['content', 'sports', scope.country, scope.bookmaker, scope.lang],
    queryFn: ({ signal }): Promise<ContentSportsResponse> =>
      contentRequest('/api/content/sports', { schema: contentSportsResponseSchema, query: scopeQuery(scope), signal }),
    staleTime: SPORTS_REFRESH_MS,
    refetchInterval: SPORTS_REFRESH_MS,
  });
}

/** The sports list of the current brand and language. */
export function useContentSports() {
  return useQuery(contentSportsQuery(useContentScope()));
}
