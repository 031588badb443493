import { contentSeoResponseSchema } from '@sportsbook/protocol';
import type { ContentSeoResponse } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { scopeQuery } from './content-scope';
import type { ContentScope } from './content-scope';

/** `GET /api/content/seo` for one page path; `data` is null when the path has none of its own. */
export function seoQuery(scope: ContentScope, path: string) {
  return queryOptions({
    queryKey: ['content', 'seo', scope.country, scope.bookmaker, scope.lang, path],
    queryFn: ({ signal }): Promise<ContentSeoResponse> =>
      contentRequest('/api/content/seo', {
        schema: contentSeoResponseSchema,
        query: { ...scopeQuery(scope), path },
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}
