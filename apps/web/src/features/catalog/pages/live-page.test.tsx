import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { makeListing, makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsQueryOptions, seedLiveOdds } from '../api/get-events';
import { sportsQueryOptions } from '../api/get-sports';
import { applyEventsPush } from '../hooks/use-events-channel';
import { LivePage } from './live-page';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});
const live = {
  is_live: true,
  status: 'live',
  status_description: '2nd Half',
  stats: { home_scores: 1, away_scores: 0 },
};

function seed(events: ReturnType<typeof makeMatch>[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(eventsQueryOptions({ live: true }, scope()).queryKey, makeListing(events));
  queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, {
    data: [makeSport('football', 'Football'), makeSport('tennis', 'Tennis')],
  });
  seedLiveOdds(events);
  return queryClient;
}

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
});

describe('LivePage', () => {
  it('groups live events by sport and competition with their odds buttons', async () => {
    const football = makeMatch({ ...live });
    const tennis = makeMatch({
      ...live,
      home_team: 'Ada Varga',
      away_team: 'Lena Jansen',
      name: 'Ada Varga v Lena Jansen',
      sport: { id: 2, slug: 'tennis', category: 'sport' },
      translated_sport_slug: 'tennis',
      competition: { id: 9, name: 'WTA Beijing', region: { name: 'China' } },
    });
    await renderWithProviders(<LivePage />, { path: '/live', queryClient: seed([football, tennis]) });
    expect(screen.getByRole('heading', { level: 1, name: 'In-Play' })).toBeInTheDocument();
    const footballSection = screen.getByRole('region', { name: 'Football 1' });
    expect(within(footballSection).getByRole('heading', { level: 3, name: /Premier League/ })).toBeInTheDocument();
    expect(within(footballSection).getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tennis 1' })).toBeInTheDocument();
  });

  it('filters by sport from the chips', async () => {
    const user = userEvent.setup();
    const football = makeMatch({ ...live });
    const tennis = makeMatch({
      ...live,
      sport: { id: 2, slug: 'tennis', category: 'sport' },
      translated_sport_slug: 'tennis',
    });
    await renderWithProviders(<LivePage />, { path: '/live', queryClient: seed([football, tennis]) });
    await user.click(screen.getByRole('button', { name: 'Tennis 1' }));
    expect(screen.queryByRole('region', { name: 'Football 1' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Tennis 1' })).toBeInTheDocument();
  });

  it('updates a price and a score in place from a push, without a reload', async () => {
    const event = makeMatch({ ...live });
    const queryClient = seed([event]);
    await renderWithProviders(<LivePage />, { path: '/live', queryClient });
    const home = event.markets[0]!.outcomes[0]!;
    const pushed = {
      ...event,
      stats: { home_scores: 2, away_scores: 0 },
      markets: [{ ...event.markets[0]!, outcomes: [{ ...home, odds: 1.5, display_odds: { decimal: '1.50' } }] }],
    };
    act(() => applyEventsPush(queryClient, [pushed]));
    const button = screen.getByRole('button', { name: 'Arsenal 1.50' });
    expect(button).toHaveClass('odds-button--down');
    expect(await screen.findByText('2')).toBeInTheDocument();
  });

  it("says 'Sorry no events' when nothing is live", async () => {
    await renderWithProviders(<LivePage />, { path: '/live', queryClient: seed([]) });
    expect(screen.getByText('Sorry no events')).toBeInTheDocument();
  });
});
