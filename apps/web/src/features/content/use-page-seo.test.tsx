import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { usePageSeo } from './use-page-seo';

/** The layout calls the hook above the page, as the root layout does. */
function Layout() {
  usePageSeo(useLocation().pathname);
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: ':sportSlug/:competitionSlug', element: <h1>Competition</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let double: FetchDouble;

afterEach(() => double.restore());

describe('the page SEO request', () => {
  it("sends the page's route parameters with its path and sets the title from the answer", async () => {
    double = installFetchDouble({
      '/api/content/seo': () => ({
        body: { data: { path: '/football/premier-league', title: 'Premier League odds', description: 'Bet on it' } },
      }),
    });
    renderAt('/football/premier-league');
    await waitFor(() => expect(document.title).toMatch(/^Premier League odds \| /));
    const [request] = double.requestsTo('/api/content/seo');
    expect(request?.url.searchParams.get('path')).toBe('/football/premier-league');
    expect(JSON.parse(request?.url.searchParams.get('params') ?? 'null')).toEqual({
      sportSlug: 'football',
      competitionSlug: 'premier-league',
    });
    expect(request?.url.searchParams.get('lang')).toBeTruthy();
    expect(request?.url.searchParams.get('bookmaker')).toBeTruthy();
  });

  it('sends empty params for a page without route parameters', async () => {
    double = installFetchDouble({ '/api/content/seo': () => ({ body: { data: null } }) });
    renderAt('/');
    await waitFor(() => expect(double.requestsTo('/api/content/seo')).toHaveLength(1));
    expect(double.requestsTo('/api/content/seo')[0]?.url.searchParams.get('params')).toBe('{}');
  });
});
