import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../i18n/i18n';

/** Answers of the stubbed network, by path (`/api/content/global`); a function gets the URL and request. */
export type FetchRoutes = Readonly<Record<string, unknown | ((url: URL, init: RequestInit | undefined) => unknown)>>;

/** Records what the stubbed network was asked. */
export interface FetchLog {
  readonly calls: Array<{ url: URL; init: RequestInit | undefined }>;
}

/**
 * Replaces `fetch` with one answering JSON by path (unknown paths: 404). Only the network edge
 * is replaced; stores, schemas and components are the real ones.
 */
export function stubFetch(routes: FetchRoutes): FetchLog {
  const log: FetchLog = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      log.calls.push({ url, init });
      if (!Object.hasOwn(routes, url.pathname)) {
        return new Response(JSON.stringify({ status: 0, message: 'NOT_FOUND' }), { status: 404 });
      }
      const route = routes[url.pathname];
      const body = typeof route === 'function' ? (route as (u: URL, i?: RequestInit) => unknown)(url, init) : route;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return log;
}

/** Loads the English strings once (the app does this in main.tsx). */
export async function setUpI18n(): Promise<void> {
  await initI18n('en');
}

/** Renders an element inside the app's providers on a memory router at `path`. */
export function renderInApp(element: ReactElement, options: { path?: string; routes?: RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element,
        children: [
          { index: true, element: null },
          { path: '*', element: null },
        ],
      },
      ...(options.routes ?? []),
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
