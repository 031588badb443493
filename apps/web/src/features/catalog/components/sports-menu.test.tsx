import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../stores/site-store';
import { makeSport } from '../../../test/catalog-fixtures';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { betsStatsQueryOptions } from '../api/get-bets-stats';
import { sportsQueryOptions } from '../api/get-sports';
import { SportsMenu } from './sports-menu';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});

describe('the sports menu', () => {
  it('lists Popular competitions, then Top sports, then All sports (spec 001 §2 order)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, { data: [makeSport('football', 'Football')] });
    queryClient.setQueryData(betsStatsQueryOptions(scope()).queryKey, {
      sports_stats: [
        { sport_id: 1, slug: 'tennis', translated_slug: 'tennis', translated_name: 'Tennis', name: 'Tennis' },
      ],
      competitions_stats: [
        {
          competition_id: 9,
          sport_id: 1,
          sport_slug: 'football',
          translated_slug: 'premier-league',
          translated_name: 'Premier League',
          name: 'Premier League',
          count: 12,
        },
      ],
    });
    await renderWithProviders(<SportsMenu />, { queryClient });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Popular competitions',
      'Top sports',
      'All sports',
    ]);
    expect(screen.getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', '/football/premier-league');
    expect(screen.getByRole('link', { name: 'Tennis' })).toHaveAttribute('href', '/tennis');
  });

  it('links each top sport to /{sport slug} and each popular competition to /{sport slug}/{competition slug}', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, { data: [makeSport('football', 'Football')] });
    queryClient.setQueryData(betsStatsQueryOptions(scope()).queryKey, {
      sports_stats: [
        { sport_id: 1, slug: 'football', translated_slug: 'fussball', translated_name: 'Fußball', name: 'Football' },
        {
          sport_id: 4,
          slug: 'basketball',
          translated_slug: 'basketball',
          translated_name: 'Basketball',
          name: 'Basketball',
        },
      ],
      competitions_stats: [
        {
          competition_id: 9,
          sport_id: 1,
          sport_slug: 'fussball',
          translated_slug: 'bundesliga',
          translated_name: 'Bundesliga',
          name: 'Bundesliga',
          count: 12,
        },
        {
          competition_id: 31,
          sport_id: 4,
          sport_slug: 'basketball',
          translated_slug: 'euroleague',
          translated_name: 'Euroleague',
          name: 'Euroleague',
          count: 5,
        },
      ],
    });
    await renderWithProviders(<SportsMenu />, { queryClient });
    const competitions = screen.getByRole('navigation', { name: 'Popular competitions' });
    expect(within(competitions).getByRole('link', { name: 'Bundesliga' })).toHaveAttribute(
      'href',
      '/fussball/bundesliga',
    );
    expect(within(competitions).getByRole('link', { name: 'Euroleague' })).toHaveAttribute(
      'href',
      '/basketball/euroleague',
    );
    const topSports = screen.getByRole('navigation', { name: 'Top sports' });
    expect(within(topSports).getByRole('link', { name: 'Fußball' })).toHaveAttribute('href', '/fussball');
    expect(within(topSports).getByRole('link', { name: 'Basketball' })).toHaveAttribute('href', '/basketball');
  });
});
