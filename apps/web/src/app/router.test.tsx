import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsQueryOptions } from '../features/catalog/api/get-events';
import { liveOdds } from '../lib/realtime/live-odds';
import { globalContentOf, popularPagesOf } from '../test/content-fixtures';
import { useSiteStore } from '../stores/site-store';
import { makeListing, makeMarket, makeMatch, makeOutcome } from '../test/catalog-fixtures';
import { installFetchDouble } from '../test/fetch-double';
import type { FetchDouble } from '../test/fetch-double';
import { installOfflineSocket } from '../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../test/render-with-providers';
import { routes } from './router';

/** The page the route table serves at a top-level path, rendered as the layout's outlet would. */
async function renderRoute(path: string, queryClient = createTestQueryClient()) {
  const page = routes[0]!.children!.find((route) => route.path === path.slice(1))!.element;
  return renderWithProviders(<Suspense fallback={null}>{page}</Suspense>, { path, queryClient });
}

let double: FetchDouble;

describe('the route table', () => {
  beforeEach(() => {
    installOfflineSocket();
    liveOdds.clear();
    useSiteStore.getState().setCountry('GB');
    useSiteStore.setState({ ipCountry: 'GB' });
    useSiteStore.getState().setLanguage('en');
    double = installFetchDouble({
      'GET /api/content/global': () => ({ body: globalContentOf('GB') }),
      'GET /api/content/popular-pages': () => ({ body: { data: popularPagesOf('GB') } }),
      'GET /api/content/sports-config': () => ({ body: { data: [] } }),
      'GET /api/content/sports': () => ({ body: { data: [] } }),
    });
  });
  afterEach(() => double.restore());

  it('serves /greyhounds: the greyhound race cards under the Greyhounds title', async () => {
    const race = makeMatch({
      home_team: null,
      away_team: null,
      name: '19:42 Romford',
      starts_at: '2030-05-01T18:42:00.000Z',
      sport: { id: 6, slug: 'greyhounds', category: 'sport' },
      translated_sport_slug: 'greyhounds',
      translated_competition_slug: 'romford',
      competition: { id: 41, name: 'Romford', region: { name: 'United Kingdom' } },
      markets: [makeMarket('Win', 'win', [makeOutcome('Swift Lad', 3.5), makeOutcome('Blue Rocket', 4)])],
    });
    const queryClient = createTestQueryClient();
    const scope = { bookmaker: useSiteStore.getState().config.bookmaker, language: useSiteStore.getState().language };
    queryClient.setQueryData(eventsQueryOptions({ sport: 'greyhounds' }, scope).queryKey, makeListing([race], 'win'));
    await renderRoute('/greyhounds', queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Greyhounds' })).toBeInTheDocument();
    const runners = screen.getByRole('list', { name: 'Runners' });
    expect(within(runners).getByRole('button', { name: 'Swift Lad 3.50' })).toBeInTheDocument();
    expect(within(runners).getByRole('button', { name: 'Blue Rocket 4.00' })).toBeInTheDocument();
  });

  it("serves /promotions: the brand's promotions page with its current popular pages", async () => {
    await renderRoute('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Crown Sports' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Champions League' })).toHaveAttribute(
      'href',
      '/football/europe/champions-league',
    );
  });
});
