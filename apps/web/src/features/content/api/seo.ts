import { contentSeoResponseSchema } from '@sportsbook/protocol';
import type { ContentSeoResponse } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { scopeQuery } from './content-scope';
import type { ContentScope } from './content-scope';

/** A route's parameters (`{ sportSlug: 'football' }`), as the router matched them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The route's parameters as the `params` query value: JSON of the defined ones, `{}` for none. */
export function seoParams(params: RouteParams): string {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return JSON.stringify(Object.fromEntries(defined));
}

/**
 * `GET /api/content/seo` for one page path with its route parameters (spec 001 §7: path, params,
 * lang, country, bookmaker); `data` is null when the path has none of its own.
 */
export function seoQuery(scope: ContentScope, path: string, params: RouteParams = {}) {
  const routeParams = seoParams(params);
  return queryOptions({
    queryKey: ['content', 'seo', scope.country, scope.bookmaker, scope.lang, path, routeParams],
    queryFn: ({ signal }): Promise<ContentSeoResponse> =>
      contentRequest('/api/content/seo', {
        schema: contentSeoResponseSchema,
        query: { ...scopeQuery(scope), path, params: routeParams },
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}
