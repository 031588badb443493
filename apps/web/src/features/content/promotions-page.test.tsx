import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../stores/site-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { globalContentOf, popularPagesOf } from '../../test/content-fixtures';
import { PromotionsPage } from './promotions-page';

let double: FetchDouble;

/** The content service answering with the GB seed, its banners replaced by `banners`. */
function serveContent(banners: ReturnType<typeof globalContentOf>['banners'] | 'fail') {
  double = installFetchDouble({
    'GET /api/content/global': () =>
      banners === 'fail'
        ? { status: 500, body: { status: 0, message: 'DOWN' } }
        : { body: { ...globalContentOf('GB'), banners } },
    'GET /api/content/popular-pages': () => ({ body: { data: popularPagesOf('GB') } }),
    'GET /api/content/sports-config': () => ({ body: { data: [] } }),
  });
}

describe('the promotions page', () => {
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.setState({ ipCountry: 'GB' });
    useSiteStore.getState().setLanguage('en');
  });
  afterEach(() => double.restore());

  it("shows the brand's banners, each with its link, and the current popular pages", async () => {
    serveContent([
      { id: 1, title: 'Welcome to Crown Sports', image: '/assets/banners/welcome.svg', url: '/promotions' },
      { id: 2, title: 'Acca Boost', image: '/assets/banners/acca.svg', url: '/football' },
      { id: 3, title: 'Racing Club', image: '/assets/banners/club.svg', url: 'https://club.example.com/join' },
    ]);
    await renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const welcome = (await screen.findByRole('heading', { level: 2, name: 'Welcome to Crown Sports' })).closest('li')!;
    // A banner pointing at this very page offers no button.
    expect(within(welcome).queryByRole('link')).not.toBeInTheDocument();
    const acca = screen.getByRole('heading', { level: 2, name: 'Acca Boost' }).closest('li')!;
    expect(within(acca).getByRole('link', { name: 'Bet now' })).toHaveAttribute('href', '/football');
    const club = screen.getByRole('heading', { level: 2, name: 'Racing Club' }).closest('li')!;
    const more = within(club).getByRole('link', { name: 'Find out more' });
    expect(more).toHaveAttribute('href', 'https://club.example.com/join');
    expect(more).toHaveAttribute('target', '_blank');

    expect(await screen.findByRole('heading', { level: 2, name: 'Popular pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Champions League' })).toHaveAttribute(
      'href',
      '/football/europe/champions-league',
    );
    expect(screen.getByRole('link', { name: 'Cheltenham Festival' })).toHaveAttribute('href', '/horse-racing');
    // Over, not yet begun, or an action with no address: not listed.
    for (const name of ['Euro 2020', 'World Cup 2098', 'Live Schedule']) {
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    }
    expect(double.requestsTo('/api/content/global')[0]!.url.searchParams.get('country')).toBe('GB');
  });

  it('says so when the brand has no promotions', async () => {
    serveContent([]);
    await renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('There are no promotions right now.')).toBeInTheDocument();
  });

  it('says the content could not be loaded when the content service fails', async () => {
    serveContent('fail');
    await renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('This content could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('There are no promotions right now.')).not.toBeInTheDocument();
  });
});
