import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { makeListing, makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsQueryOptions } from '../api/get-events';
import { homeQueryOptions } from '../api/get-home';
import { sportsQueryOptions } from '../api/get-sports';
import { HomePage } from './home-page';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
});

describe('HomePage', () => {
  it('features live events, then upcoming events of a chosen sport under market tabs', async () => {
    const user = userEvent.setup();
    const liveMatch = makeMatch({ is_live: true, status: 'live', stats: { home_scores: 2, away_scores: 1 } });
    const upcoming = makeMatch({ home_team: 'Everton', away_team: 'Fulham', name: 'Everton v Fulham' });
    const tennis = makeMatch({
      home_team: 'Ada Varga',
      away_team: 'Lena Jansen',
      name: 'Ada Varga v Lena Jansen',
      sport: { id: 2, slug: 'tennis', category: 'sport' },
      translated_sport_slug: 'tennis',
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(homeQueryOptions(scope()).queryKey, { data: { tabs: { live: [liveMatch] } } });
    queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, {
      data: [
        makeSport('football', 'Football'),
        makeSport('tennis', 'Tennis'),
        makeSport('horse-racing', 'Horse Racing'),
      ],
    });
    queryClient.setQueryData(
      eventsQueryOptions({ sport: 'football', live: false }, scope()).queryKey,
      makeListing([upcoming]),
    );
    queryClient.setQueryData(
      eventsQueryOptions({ sport: 'tennis', live: false }, scope()).queryKey,
      makeListing([tennis]),
    );
    await renderWithProviders(<HomePage />, { queryClient });

    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live now' });
    expect(within(live).getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'All live events' })).toHaveAttribute('href', '/live');

    const next = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(next).queryByRole('button', { name: 'Horse Racing' })).toBeNull();
    expect(within(next).getByRole('button', { name: 'Football' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(next).getByRole('tab', { name: 'Match Result' })).toHaveAttribute('aria-selected', 'true');
    expect(within(next).getByRole('link', { name: /Everton/ })).toBeInTheDocument();

    await user.click(within(next).getByRole('button', { name: 'Tennis' }));
    expect(within(next).getByRole('link', { name: /Ada Varga/ })).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'All Tennis' })).toHaveAttribute('href', '/tennis');
  });
});
