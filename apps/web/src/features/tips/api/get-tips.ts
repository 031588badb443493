import { queryOptions } from '@tanstack/react-query';
import { tipsResponseSchema } from '@sportsbook/protocol';
import type { TipsResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';
import { useSiteStore } from '../../../stores/site-store';
import type { RouteTipsQuery } from '../lib/route-tips-query';

/** `GET /v1/suggestions/tips` for a route (spec 000 §7); `time` is the spec's cache-buster. */
export function fetchTips(route: RouteTipsQuery, lang: string, signal?: AbortSignal): Promise<TipsResponse> {
  const { bookmaker } = useSiteStore.getState().config;
  return sportsRequest('/v1/suggestions/tips', {
    schema: tipsResponseSchema,
    query: { bookmaker, lang, ...route, time: Date.now() },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The tips of one route visit. `visit` changes on every route change, so the fetch is repeated
 * even when two routes ask the same question (spec 000 §4); an answer never goes stale on its own.
 */
export function tipsQueryOptions(route: RouteTipsQuery, lang: string, visit: number) {
  return queryOptions({
    queryKey: ['tips', route, lang, visit] as const,
    queryFn: ({ signal }) => fetchTips(route, lang, signal),
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });
}
