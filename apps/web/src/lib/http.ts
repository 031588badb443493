import { createJsonClient } from '@sportsbook/web-kit';
import type { JsonRequest } from '@sportsbook/web-kit';
import type { z } from 'zod/mini';

/** A failed call: `code` is the server's error code (`INVALID_LOGIN`…) or a transport code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly meta: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Query values; null and undefined are left out. */
export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Options of `requestJson`. */
export interface RequestOptions<Schema extends z.core.$ZodType> extends JsonRequest<Schema> {
  readonly query?: Query;
}

/** Joins a base URL, a path and a query, leaving out empty values. */
export function buildUrl(base: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function errorCodeOf(payload: unknown, fallback: string): { code: string; meta: unknown } {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return { code: payload.message, meta: 'meta' in payload ? payload.meta : null };
  }
  return { code: fallback, meta: null };
}

/** Told of every refusal the server answers, whoever asked (the shell shows some of them itself). */
export type RefusalListener = (refusal: ApiError) => void;

const refusalListeners = new Set<RefusalListener>();

/**
 * Calls `listener` with every non-2xx answer of any call made through this module, before the
 * caller sees it: a refusal that means the same wherever it comes from — `COUNTRY_BLOCKED` on a
 * login, a stake or a deposit — is shown once, by the shell. Returns the unsubscribe.
 */
export function subscribeRefusals(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => void refusalListeners.delete(listener);
}

/** A non-2xx answer carries the server's code, or SERVER_ERROR / CONNECTION_ERROR by status. */
function refusalOf(response: Response, payload: unknown): ApiError | null {
  if (response.ok) return null;
  const { code, meta } = errorCodeOf(payload, response.status >= 500 ? 'SERVER_ERROR' : 'CONNECTION_ERROR');
  const refusal = new ApiError(`${response.status} ${code}`, code, response.status, meta);
  for (const listener of refusalListeners) listener(refusal);
  return refusal;
}

const request = createJsonClient({ create: (message, code, status) => new ApiError(message, code, status), refusalOf });

/**
 * Fetches JSON and parses it with a protocol schema (every response is parsed, ARCHITECTURE
 * "Client"). Transport failures become `CONNECTION_ERROR`, non-2xx answers carry the server's
 * code, and a response of the wrong shape is `SERVER_ERROR` with the schema's complaint.
 */
export function requestJson<Schema extends z.core.$ZodType>(
  url: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  return request(url, options);
}
