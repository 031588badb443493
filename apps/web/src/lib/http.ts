import { formatZodError } from '@sportsbook/protocol';
import type { z } from 'zod';

/** Spec 001 §9: HTTP calls (and the websocket fallbacks) give up after 10 s. */
export const HTTP_TIMEOUT_MS = 10_000;

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
export interface RequestOptions<Schema extends z.ZodType> {
  readonly schema: Schema;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Query;
  /** Sent as JSON, or form-encoded when `form` is set. */
  readonly body?: unknown;
  readonly form?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly credentials?: RequestCredentials;
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

function encodeBody(body: unknown, form: boolean | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (!form) return JSON.stringify(body);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

function errorCodeOf(payload: unknown, fallback: string): { code: string; meta: unknown } {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return { code: payload.message, meta: 'meta' in payload ? payload.meta : null };
  }
  return { code: fallback, meta: null };
}

/**
 * Fetches JSON and parses it with a protocol schema (every response is parsed, ARCHITECTURE
 * "Client"). Transport failures become `CONNECTION_ERROR`, non-2xx answers carry the server's
 * code, and a response of the wrong shape is `SERVER_ERROR` with the schema's complaint.
 */
export async function requestJson<Schema extends z.ZodType>(
  url: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: encodeBody(options.body, options.form),
      signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('The server could not be reached.', 'CONNECTION_ERROR', 0);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const { code, meta } = errorCodeOf(payload, response.status >= 500 ? 'SERVER_ERROR' : 'CONNECTION_ERROR');
    throw new ApiError(`${response.status} ${code}`, code, response.status, meta);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      `Unexpected answer from ${url}: ${formatZodError(parsed.error)}`,
      'SERVER_ERROR',
      response.status,
    );
  }
  return parsed.data;
}
