import { formatZodError } from '@sportsbook/protocol';
import type { z } from 'zod';

/** Calls give up after 10 s, as everywhere in the product (spec 001 §9). */
export const HTTP_TIMEOUT_MS = 10_000;

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
export interface RequestOptions<Schema extends z.ZodType> {
  readonly schema: Schema;
  readonly method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON, or form-encoded when `form` is set. */
  readonly body?: unknown;
  readonly form?: boolean;
  /** The account (frontend) token, sent as `Authorization: Bearer`. */
  readonly token?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
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

/** A business refusal `{ status: 0, message: CODE, meta: { error } }` (CONTRACT conventions), or null. */
function refusalOf(payload: unknown): { code: string; details: Record<string, unknown> } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { status, message, meta } = payload as { status?: unknown; message?: unknown; meta?: unknown };
  if ((status !== 0 && status !== false) || typeof message !== 'string' || message === '') return null;
  const error = meta && typeof meta === 'object' ? (meta as { error?: unknown }).error : undefined;
  const details = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  return { code: message, details };
}

/**
 * Fetches JSON from the account API (same origin as this site) and parses it with a protocol
 * schema. A refusal — HTTP 200 `status: 0`, or a 4xx carrying a code — throws `ApiError` with
 * that code; transport failures are `CONNECTION_ERROR`; an answer of the wrong shape is
 * `SERVER_ERROR` with the schema's complaint.
 */
export async function requestJson<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: encodeBody(options.body, options.form),
      signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError('The server could not be reached.', 'CONNECTION_ERROR', 0);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const refusal = refusalOf(payload);
  if (refusal) throw new ApiError(`${response.status} ${refusal.code}`, refusal.code, response.status, refusal.details);
  if (!response.ok) {
    const code =
      response.status >= 500 ? 'SERVER_ERROR' : response.status === 401 ? 'NOT_AUTHENTICATED' : 'SERVER_ERROR';
    throw new ApiError(`${response.status} from ${path}`, code, response.status);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      `Unexpected answer from ${path}: ${formatZodError(parsed.error)}`,
      'SERVER_ERROR',
      response.status,
    );
  }
  return parsed.data;
}

/** The refusal code of any thrown value, for showing a translated message. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'SERVER_ERROR';
}
