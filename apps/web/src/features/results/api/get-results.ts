import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { resultsResponseSchema } from '@sportsbook/protocol';
import type { ResultsResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/** The filters of the Results page, as kept in its address. */
export interface ResultsFilters {
  readonly sport: string | null;
  readonly date: string | null;
  readonly competition: number | null;
  readonly page: number;
}

/** Results per page. */
export const RESULTS_PAGE_SIZE = 20;

/** `GET /v1/results`: one page of settled events with their final scores. */
export function fetchResults(filters: ResultsFilters, lang: string, signal?: AbortSignal): Promise<ResultsResponse> {
  return sportsRequest('/v1/results', {
    schema: resultsResponseSchema,
    query: {
      lang,
      sport: filters.sport,
      date: filters.date,
      competition: filters.competition,
      page: filters.page,
      page_size: RESULTS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

/** One page of results; the previous page stays on screen while the next loads. */
export function resultsQueryOptions(filters: ResultsFilters, lang: string) {
  return queryOptions({
    queryKey: ['results', lang, filters] as const,
    queryFn: ({ signal }) => fetchResults(filters, lang, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
