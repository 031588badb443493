import { SPORTS_REFRESH_MS } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { contentSportsResponseSchema } from '@sportsbook/protocol';
import type { ContentSportsResponse } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from '../lib/sports-api';
import { useSiteStore } from '../stores/site-store';

/** What the sports list depends on: the brand (its country's bookmaker) and the language. */
export interface SportsScope {
  readonly bookmaker: string;
  readonly language: Language;
}

/**
 * `GET /api/content/sports` (lang, country, bookmaker): every sport in menu order with its
 * counts. Spec 001 §7: fetched on start, every 50 s and on a language switch (the language is
 * part of the key). One query for the whole page — the menus, the pages and the sport-route
 * check read the same answer, so the list is asked once per 50 s, not once per reader.
 */
export function sportsQueryOptions(scope: SportsScope) {
  return queryOptions({
    queryKey: ['content', 'sports', scope.bookmaker, scope.language] as const,
    queryFn: ({ signal }): Promise<ContentSportsResponse> =>
      contentRequest('/api/content/sports', { schema: contentSportsResponseSchema, signal }),
    staleTime: SPORTS_REFRESH_MS,
    refetchInterval: SPORTS_REFRESH_MS,
  });
}

/** The sports list of the current brand and language. */
export function useSports() {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const language = useSiteStore((state) => state.language);
  return useQuery(sportsQueryOptions({ bookmaker, language }));
}
