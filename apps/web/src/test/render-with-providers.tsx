import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initI18n } from '../i18n/i18n';

/*
 * Tests only: renders a component the way the app does — a query client (no retries, data
 * never stale unless a test says so), a router at `path`, and i18next in English.
 */

/** A query client for tests: answers seeded with setQueryData stay fresh. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}

/** Renders `element` at `path` (matched by `route`, default the path itself). */
export async function renderWithProviders(
  element: ReactElement,
  options: { path?: string; route?: string; queryClient?: QueryClient } = {},
) {
  await initI18n('en');
  const queryClient = options.queryClient ?? createTestQueryClient();
  const path = options.path ?? '/';
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.route ?? path.split('?')[0]} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
