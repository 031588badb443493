import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SportsMenu } from '../features/catalog';
import { initI18n } from '../i18n/i18n';
import { useSiteStore } from '../stores/site-store';
import { makeSport } from '../test/catalog-fixtures';
import { installFetchDouble } from '../test/fetch-double';
import type { FetchDouble } from '../test/fetch-double';
import { SportRoute } from './sport-routes';

const SPORTS = { data: [makeSport('football', 'Football'), makeSport('tennis', 'Tennis')] };

/** The sidebar's sports menu beside the sport route, both reading the sports list. */
function Layout() {
  return (
    <Suspense fallback={null}>
      <SportsMenu />
      <Outlet />
    </Suspense>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: ':sportSlug', element: <SportRoute /> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let double: FetchDouble;

beforeAll(() => initI18n('en'));

afterEach(() => {
  double.restore();
  useSiteStore.getState().setLanguage('en');
  vi.useRealTimers();
});

describe('the sport route and the sports list', () => {
  it('asks for the sports list once for every reader, then once more each 50 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    double = installFetchDouble({ 'GET /api/content/sports': () => ({ body: SPORTS }) });
    renderAt('/no-such-sport');
    await screen.findByRole('link', { name: /Football/ });
    await screen.findByRole('heading', { level: 1, name: 'Oops! The page you requested was not found!' });
    expect(double.requestsTo('/api/content/sports')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(double.requestsTo('/api/content/sports')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(double.requestsTo('/api/content/sports')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(double.requestsTo('/api/content/sports')).toHaveLength(3);
  });

  it('asks for the sports list again, in the new language, when the bettor switches language', async () => {
    useSiteStore.getState().setLanguage('en');
    double = installFetchDouble({
      'GET /api/content/sports': (request) => ({
        body:
          request.url.searchParams.get('lang') === 'de'
            ? { data: [makeSport('football', 'Fußball', { translated_slug: 'fussball' })] }
            : SPORTS,
      }),
    });
    renderAt('/no-such-sport');
    await screen.findByRole('link', { name: /Football/ });
    expect(double.requestsTo('/api/content/sports').map((request) => request.url.searchParams.get('lang'))).toEqual([
      'en',
    ]);
    act(() => useSiteStore.getState().setLanguage('de'));
    expect(await screen.findByRole('link', { name: /Fußball/ })).toHaveAttribute('href', '/fussball');
    expect(double.requestsTo('/api/content/sports').map((request) => request.url.searchParams.get('lang'))).toEqual([
      'en',
      'de',
    ]);
  });

  it('shows the 404 page for a first segment that is no sport, slug or translated slug (decision 112)', async () => {
    double = installFetchDouble({
      'GET /api/content/sports': () => ({
        body: { data: [...SPORTS.data, makeSport('basketball', 'Basketball', { translated_slug: 'baloncesto' })] },
      }),
    });
    renderAt('/cricket');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! The page you requested was not found!' }),
    ).toBeVisible();
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
  });
});
