import { contentHomeResponseSchema } from '@sportsbook/protocol';
import type { ContentHomeResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../../../lib/sports-api';
import { useCatalogScope } from './catalog-scope';
import type { CatalogScope } from './catalog-scope';
import { seedLiveOdds } from './get-events';

/** `GET /api/content/home`: the home page's featured live events (`data.tabs.live`). */
export async function fetchHome(): Promise<ContentHomeResponse> {
  const answer = await contentRequest('/api/content/home', { schema: contentHomeResponseSchema });
  seedLiveOdds(answer.data.tabs.live);
  return answer;
}

/** Query options of the home content. */
export function homeQueryOptions(scope: CatalogScope) {
  return queryOptions({
    queryKey: ['catalog', 'home', scope.bookmaker, scope.language] as const,
    queryFn: fetchHome,
  });
}

/** The home content. */
export function useHome() {
  return useQuery(homeQueryOptions(useCatalogScope()));
}
