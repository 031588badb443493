import { HTTP_FALLBACK_TIMEOUT_MS } from '@sportsbook/betting';
import { refusalSchema } from '@sportsbook/protocol';
import type { WsRequestType } from '@sportsbook/protocol';
import { z } from 'zod/mini';
import { ApiError } from '../http';
import type { Query } from '../http';
import { sportsRequest } from '../sports-api';

/** The HTTP twin of each websocket request type (docs/api.md "Catalogue"): same params, same JSON. */
export const HTTP_TWIN_PATHS: Readonly<Record<WsRequestType, string>> = {
  events: '/echo/v1/events',
  'events-simple': '/echo/v1/events-simple',
  markets: '/echo/v1/markets',
  find: '/echo/v1/selections/current',
};

function idOf(value: unknown): string {
  if (value && typeof value === 'object' && 'outcome_id' in value) return String(value.outcome_id);
  return String(value);
}

/**
 * Writes websocket params as the twin's query string: booleans as 1/0 (`live=1`), lists as
 * comma-separated text (`ids=1,2`, `find`'s `[{outcome_id}]` as their outcome ids).
 */
export function paramsToQuery(params: Readonly<Record<string, unknown>>): Query {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'boolean') query[key] = value ? 1 : 0;
    else if (Array.isArray(value)) query[key] = value.map(idOf).join(',');
    else if (typeof value === 'number' || typeof value === 'string') query[key] = value;
    else query[key] = JSON.stringify(value);
  }
  return query;
}

/**
 * Calls the HTTP twin of a websocket request (spec 001 §7: the fallback gives up after 10 s) and
 * parses the answer with `schema`; a business refusal (`{status:0, message}` such as
 * SELECTION_NOT_FOUND) becomes an ApiError with its code.
 */
export async function requestHttpTwin<Schema extends z.core.$ZodType>(
  type: WsRequestType,
  params: Readonly<Record<string, unknown>>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const answer = await sportsRequest(HTTP_TWIN_PATHS[type], {
    schema: z.union([refusalSchema, schema]),
    query: paramsToQuery(params),
    timeoutMs: HTTP_FALLBACK_TIMEOUT_MS,
  });
  const refusal = refusalSchema.safeParse(answer);
  if (refusal.success) {
    throw new ApiError(refusal.data.message, refusal.data.message, 200, refusal.data.meta ?? null);
  }
  return answer as z.output<Schema>;
}
