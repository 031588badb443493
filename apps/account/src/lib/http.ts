import { createJsonClient } from '@sportsbook/web-kit';
import type { z } from 'zod/mini';

/** A failed call: `code` is the server's refusal code (`INVALID_LOGIN`…) or a transport code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** `meta.error` of the refusal: the field at fault, a limit's remaining amount… */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Options of `requestJson`. */
export interface RequestOptions<Schema extends z.core.$ZodType> {
  readonly schema: Schema;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or form-encoded when `form` is set. */
  readonly body?: unknown;
  readonly form?: boolean;
  /** The account (frontend) token, sent as `Authorization: Bearer`. */
  readonly token?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/** A business refusal `{ status: 0, message: CODE, meta: { error } }` (docs/api.md conventions), or null. */
function refusalOf(payload: unknown): { code: string; details: Record<string, unknown> } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { status, message, meta } = payload as { status?: unknown; message?: unknown; meta?: unknown };
  if ((status !== 0 && status !== false) || typeof message !== 'string' || message === '') return null;
  const error = meta && typeof meta === 'object' ? (meta as { error?: unknown }).error : undefined;
  const details = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  return { code: message, details };
}

/** Told of every business refusal the account API answers, whichever page asked. */
export type RefusalListener = (refusal: ApiError) => void;

const refusalListeners = new Set<RefusalListener>();

/**
 * Calls `listener` with every refusal of any call made through this module, before the page sees
 * it: one that the shell shows itself (`COUNTRY_BLOCKED`) is passed on once. Returns the unsubscribe.
 */
export function subscribeRefusals(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => void refusalListeners.delete(listener);
}

/** The error for an answer not to parse: a refusal (even with HTTP 200), or any other non-2xx status. */
function failureOf(response: Response, payload: unknown, path: string): ApiError | null {
  const refusal = refusalOf(payload);
  if (refusal) {
    const error = new ApiError(`${response.status} ${refusal.code}`, refusal.code, response.status, refusal.details);
    for (const listener of refusalListeners) listener(error);
    return error;
  }
  if (response.ok) return null;
  const code = response.status >= 500 ? 'SERVER_ERROR' : response.status === 401 ? 'NOT_AUTHENTICATED' : 'SERVER_ERROR';
  return new ApiError(`${response.status} from ${path}`, code, response.status);
}

const request = createJsonClient({
  create: (message, code, status) => new ApiError(message, code, status),
  refusalOf: failureOf,
});

/**
 * Fetches JSON from the account API (same origin as this site) and parses it with a protocol
 * schema. A refusal — HTTP 200 `status: 0`, or a 4xx carrying a code — throws `ApiError` with
 * that code; transport failures are `CONNECTION_ERROR`; an answer of the wrong shape is
 * `SERVER_ERROR` with the schema's complaint.
 */
export function requestJson<Schema extends z.core.$ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const { token, ...rest } = options;
  return request(path, token ? { ...rest, headers: { ...rest.headers, authorization: `Bearer ${token}` } } : rest);
}
