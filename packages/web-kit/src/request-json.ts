import { HTTP_FALLBACK_TIMEOUT_MS } from '@sportsbook/betting';
import { formatZodError } from '@sportsbook/protocol';
import { z } from 'zod/mini';

/** One call of a JSON client: the schema its answer must match, and how to send it. */
export interface JsonRequest<Schema extends z.core.$ZodType> {
  readonly schema: Schema;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or form-encoded when `form` is set. */
  readonly body?: unknown;
  readonly form?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  /** The caller's own cancellation: when it fires, its abort error is thrown as it is. */
  readonly signal?: AbortSignal;
  /** How long the call may take, answer read included; spec 001 §9's HTTP fallback timeout (10 s) unless given. */
  readonly timeoutMs?: number;
  readonly credentials?: RequestCredentials;
}

/** How an app names what went wrong: its own error class, and the answers it refuses. */
export interface JsonErrors {
  /** The app's error for an unreachable server (`CONNECTION_ERROR`, status 0) or an answer of the wrong shape. */
  readonly create: (message: string, code: string, status: number) => Error;
  /** The app's error for an answer it refuses (a non-2xx status, a refusal body), or null to parse the answer. */
  readonly refusalOf: (response: Response, payload: unknown, url: string) => Error | null;
}

/** Fetches JSON and parses it with a schema, failing with the app's own errors. */
export type RequestJson = <Schema extends z.core.$ZodType>(
  url: string,
  options: JsonRequest<Schema>,
) => Promise<z.output<Schema>>;

function encodeBody(body: unknown, form: boolean | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (!form) return JSON.stringify(body);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

async function readPayload(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Makes an app's `requestJson`: every response is parsed with a protocol schema (ARCHITECTURE
 * "Client"). Transport failures become `CONNECTION_ERROR` (unless the caller aborted), answers
 * the app refuses throw its refusal, and a response of the wrong shape is `SERVER_ERROR` with
 * the schema's complaint.
 * @example
 * const requestJson = createJsonClient({ create: (m, code, status) => new ApiError(m, code, status), refusalOf });
 * const player = await requestJson('/player', { schema: playerSchema });
 */
export function createJsonClient(errors: JsonErrors): RequestJson {
  return async function requestJson<Schema extends z.core.$ZodType>(
    url: string,
    options: JsonRequest<Schema>,
  ): Promise<z.output<Schema>> {
    // A timer of the page (not AbortSignal.timeout), so the deadline runs on the clock tests control.
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The server took too long to answer.', 'TimeoutError')),
      options.timeoutMs ?? HTTP_FALLBACK_TIMEOUT_MS,
    );
    const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) {
      headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
    }
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: encodeBody(options.body, options.form),
        signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      payload = await readPayload(response);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw errors.create('The server could not be reached.', 'CONNECTION_ERROR', 0);
    } finally {
      clearTimeout(timer);
    }
    const refusal = errors.refusalOf(response, payload, url);
    if (refusal) throw refusal;
    const parsed = z.safeParse(options.schema, payload);
    if (!parsed.success) {
      throw errors.create(
        `Unexpected answer from ${url}: ${formatZodError(parsed.error)}`,
        'SERVER_ERROR',
        response.status,
      );
    }
    return parsed.data;
  };
}
