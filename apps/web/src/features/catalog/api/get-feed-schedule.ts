import { feedHealthSchema } from '@sportsbook/protocol';
import type { FeedHealth } from '@sportsbook/protocol';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sportsRequest } from '../../../lib/sports-api';

/** While the schedule is partial, `/health/feed` is asked again this often. */
export const SCHEDULE_POLL_MS = 1_000;

/** `GET /health/feed`: whether the catalogue's schedule is complete yet (decision 108). */
export function fetchFeedHealth(): Promise<FeedHealth> {
  return sportsRequest('/health/feed', { schema: feedHealthSchema });
}

/** Query options of the feed's health: asked again every SCHEDULE_POLL_MS until the schedule is complete. */
export function feedScheduleQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'feed-schedule'] as const,
    queryFn: fetchFeedHealth,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.schedule === 'partial' ? SCHEDULE_POLL_MS : false),
  });
}

/**
 * Whether the catalogue holds its whole schedule: false while the answer is awaited and while the
 * server says `partial` (the first seconds of a first start hold only the next hour, decision 060);
 * true once it says `complete`, and when it cannot say (an error: the page is not held up). When
 * the schedule completes, the catalogue's queries read so far are read again.
 */
export function useScheduleComplete(): boolean {
  const queryClient = useQueryClient();
  const health = useQuery(feedScheduleQueryOptions());
  const schedule = health.isError ? 'complete' : health.data?.schedule;
  const wasPartial = useRef(false);
  useEffect(() => {
    if (schedule === 'partial') wasPartial.current = true;
    if (schedule === 'complete' && wasPartial.current) {
      wasPartial.current = false;
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'catalog' && query.queryKey[1] !== 'feed-schedule',
      });
    }
  }, [schedule, queryClient]);
  return schedule === 'complete';
}
