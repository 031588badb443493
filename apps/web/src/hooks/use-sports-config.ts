import { contentSportsConfigResponseSchema } from '@sportsbook/protocol';
import type { ContentSportsConfigResponse, SportsConfigEntry } from '@sportsbook/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contentRequest } from '../lib/sports-api';
import { useSiteStore } from '../stores/site-store';

/** The sports configuration changes with the CMS, not with the feed: an hour is fresh enough. */
const SPORTS_CONFIG_STALE_MS = 60 * 60 * 1000;

/** `GET /api/content/sports-config`: which slugs each country may not see. */
export function fetchSportsConfig(): Promise<ContentSportsConfigResponse> {
  return contentRequest('/api/content/sports-config', { schema: contentSportsConfigResponseSchema });
}

/** Query options of the sports configuration. */
export function sportsConfigQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'sports-config'] as const,
    queryFn: fetchSportsConfig,
    staleTime: SPORTS_CONFIG_STALE_MS,
  });
}

/** The slugs blocked for a country (spec 001 §2: sports and popular pages hidden by IP country). */
export function blockedSlugsFor(entries: readonly SportsConfigEntry[], country: string | null): ReadonlySet<string> {
  if (!country) return new Set();
  const code = country.toUpperCase();
  return new Set(entries.filter((entry) => entry.blocked_countries.includes(code)).map((entry) => entry.slug));
}

/** The slugs hidden from this visitor, from their IP country; empty until both are known. */
export function useBlockedSlugs(): ReadonlySet<string> {
  const ipCountry = useSiteStore((state) => state.ipCountry);
  const config = useQuery(sportsConfigQueryOptions());
  return useMemo(() => blockedSlugsFor(config.data?.data ?? [], ipCountry), [config.data, ipCountry]);
}
