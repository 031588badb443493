import type { z } from 'zod/mini';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { buildUrl, requestJson } from './http';
import type { Query, RequestOptions } from './http';

/**
 * A sports-API call: `jwt` and `bookmaker` headers on every request (docs/api.md conventions),
 * base URL from the country's configuration.
 */
export function sportsRequest<Schema extends z.core.$ZodType>(
  path: string,
  options: RequestOptions<Schema> & { readonly query?: Query },
): Promise<z.output<Schema>> {
  const { config } = useSiteStore.getState();
  const { jwt } = useSessionStore.getState();
  return requestJson(buildUrl(config.sportsApi, path, options.query), {
    ...options,
    headers: { jwt, bookmaker: config.bookmaker, ...options.headers },
  });
}

/**
 * A content-service call (`/api/content/*`), with the brand's bookmaker, country and language in
 * the query and, like every call to the sports origin, the `jwt` and `bookmaker` headers (spec 000 §7).
 */
export function contentRequest<Schema extends z.core.$ZodType>(
  path: string,
  options: RequestOptions<Schema> & { readonly query?: Query },
): Promise<z.output<Schema>> {
  const { config, language, country } = useSiteStore.getState();
  const { jwt } = useSessionStore.getState();
  const query = { lang: language, country, bookmaker: config.bookmaker, ...options.query };
  return requestJson(buildUrl(config.cmsUrl, path, query), {
    ...options,
    headers: { jwt, bookmaker: config.bookmaker, ...options.headers },
  });
}
