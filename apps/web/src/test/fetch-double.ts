/*
 * A fetch double for component tests: it stands at the network boundary only (our http client,
 * schemas and stores all run for real) and answers each request from a route table. Tests hand it
 * protocol-valid payloads; every request is recorded so a test can assert what was asked.
 */

/** One request as the double saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** An answer: JSON `body` with an HTTP status (200 unless given). Throwing simulates a network failure. */
export interface DoubleAnswer {
  readonly status?: number;
  readonly body: unknown;
}

/** Answers the requests of one route; keyed `'GET /v1/bets'` or just `'/v1/bets'` (any method). */
export type Responder = (request: RecordedRequest) => DoubleAnswer | Promise<DoubleAnswer>;

/** The installed double. */
export interface FetchDouble {
  readonly requests: RecordedRequest[];
  /** The requests made to one path. */
  requestsTo(path: string): RecordedRequest[];
  /** True when every request made so far has been answered (or failed). */
  idle(): boolean;
  restore(): void;
}

function readHeaders(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The answer, or the signal's abort while it is awaited: a real fetch stops when its signal fires. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Replaces `globalThis.fetch` with the route table; unknown routes answer 404. */
export function installFetchDouble(routes: Readonly<Record<string, Responder>>): FetchDouble {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  let answered = 0;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = { method, url, headers: readHeaders(init?.headers), body: readBody(init?.body) };
    requests.push(request);
    try {
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const responder = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
      const pending = responder ? responder(request) : { status: 404, body: { status: 0, message: 'NOT_FOUND' } };
      const answer = await untilAborted(Promise.resolve(pending), init?.signal);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      answered += 1;
    }
  };
  return {
    requests,
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
    idle: () => answered === requests.length,
    restore() {
      globalThis.fetch = original;
    },
  };
}
