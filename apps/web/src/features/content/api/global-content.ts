import { TOP_LINKS_REFRESH_MS } from '@sportsbook/betting';
import { contentGlobalResponseSchema } from '@sportsbook/protocol';
import type { ContentGlobalResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { scopeQuery, useContentScope } from './content-scope';
import type { ContentScope } from './content-scope';

/**
 * `GET /api/content/global` (spec 001 §7): header links, footer links and texts, logos, the
 * review widget and banners. Refreshed hourly like the other top links (spec 001 §9).
 */
export function globalContentQuery(scope: ContentScope) {
  return queryOptions({
    queryKey: ['content', 'global', scope.country, scope.bookmaker, scope.lang],
    queryFn: ({ signal }): Promise<ContentGlobalResponse> =>
      contentRequest('/api/content/global', { schema: contentGlobalResponseSchema, query: scopeQuery(scope), signal }),
    staleTime: TOP_LINKS_REFRESH_MS,
    refetchInterval: TOP_LINKS_REFRESH_MS,
  });
}

/** The global content of the current brand and language. */
export function useGlobalContent() {
  return useQuery(globalContentQuery(useContentScope()));
}
