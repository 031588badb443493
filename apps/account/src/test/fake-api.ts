import { vi } from 'vitest';

/** One request the page made. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** What a stubbed route answers. */
export interface ApiAnswer {
  readonly status?: number;
  readonly body: unknown;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Replaces `fetch` with a table of `METHOD /path` answers for component tests (the browser
 * journeys in e2e/ run against the real server). Unknown routes answer 404, so a page calling
 * something unexpected fails loudly. Returns the log of calls.
 */
export function stubApi(routes: Readonly<Record<string, Handler>>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://127.0.0.1:8081');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    let body: unknown = undefined;
    if (typeof init.body === 'string' && init.body !== '') {
      body = headers.get('content-type')?.includes('json')
        ? JSON.parse(init.body)
        : Object.fromEntries(new URLSearchParams(init.body));
    }
    const call = { method, path: url.pathname + url.search, body, headers };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(call) : { status: 404, body: { status: 0, message: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** A `getMainDynamicConfig` answer. */
export function dynamicConfig(total = 1000, currency = 'GBP', accessToken: string | null = 'sports-jwt') {
  return {
    auth_related_config: { sportify: { access_token: accessToken } },
    auth_config: { user: { balance: { total, currency }, username: 'demo-gb' } },
  };
}

/** A `POST /api/login` success. */
export const LOGIN_ANSWER = {
  user: {
    id: 7,
    Account: 'demo-gb',
    Email: 'demo-gb@example.test',
    currency: 'GBP',
    Money: 1000,
    lastAction: '2026-01-01T00:00:00.000Z',
    token: 'frontend-1',
  },
  frontend_token: 'frontend-1',
  access_token: 'sports-jwt',
};

/** A `GET /api/account-config` answer. */
export function accountConfig(overrides: Record<string, unknown> = {}) {
  return {
    status: 1,
    registration_enabled: true,
    login_enabled: true,
    countries: [
      { code: 'IE', currency: 'EUR' },
      { code: 'GB', currency: 'GBP' },
      { code: 'RO', currency: 'RON' },
      { code: 'US', currency: 'USD' },
      { code: 'GR', currency: 'EUR' },
      { code: 'MX', currency: 'MXN' },
      { code: 'BR', currency: 'BRL' },
    ],
    password_rule: 'At least 8 characters, with at least one letter and one digit, and not containing the username.',
    min_age: 18,
    ...overrides,
  };
}
