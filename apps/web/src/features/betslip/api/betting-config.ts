import { configResponseSchema } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { sportsRequest } from '../../../lib/sports-api';

/** The bookmaker's betting configuration (`GET /v1/config`, spec 000 §7): the combo boost. */
export function bettingConfigQueryOptions(bookmaker: string, lang: string, country: string) {
  return queryOptions({
    queryKey: ['betslip', 'config', bookmaker, lang, country],
    queryFn: ({ signal }) =>
      sportsRequest('/v1/config', { schema: configResponseSchema, query: { bookmaker, lang, country }, signal }),
    staleTime: 5 * 60_000,
  });
}
