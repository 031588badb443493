import { TOP_LINKS_REFRESH_MS } from '@sportsbook/betting';
import { contentPopularPagesResponseSchema } from '@sportsbook/protocol';
import type { ContentPopularPagesResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { scopeQuery, useContentScope } from './content-scope';
import type { ContentScope } from './content-scope';

/** `GET /api/content/popular-pages`: the left sidebar's popular pages, refreshed hourly. */
export function popularPagesQuery(scope: ContentScope) {
  return queryOptions({
    queryKey: ['content', 'popular-pages', scope.country, scope.bookmaker, scope.lang],
    queryFn: ({ signal }): Promise<ContentPopularPagesResponse> =>
      contentRequest('/api/content/popular-pages', {
        schema: contentPopularPagesResponseSchema,
        query: scopeQuery(scope),
        signal,
      }),
    staleTime: TOP_LINKS_REFRESH_MS,
    refetchInterval: TOP_LINKS_REFRESH_MS,
  });
}

/** The popular pages of the current brand and language. */
export function usePopularPagesQuery() {
  return useQuery(popularPagesQuery(useContentScope()));
}
