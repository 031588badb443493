import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../stores/site-store';
import { makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsSimpleQueryOptions } from '../api/get-events-simple';
import { sportsQueryOptions } from '../api/get-sports';
import { applyEventsPush } from '../hooks/use-events-channel';
import { LiveWidget } from './live-widget';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});

function header(event: ReturnType<typeof makeMatch>) {
  const { markets: _markets, ...rest } = event;
  return rest;
}

function seed(events: ReturnType<typeof makeMatch>[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(eventsSimpleQueryOptions({ live: true }, scope()).queryKey, {
    competitions: [],
    default_market_type: '1x2',
    market_filters: [],
    events: events.map(header),
  });
  queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, {
    data: [makeSport('football', 'Football', { count: 2 }), makeSport('tennis', 'Tennis', { count: 1 })],
  });
  return queryClient;
}

const live = { is_live: true, status: 'live', stats: { home_scores: 1, away_scores: 0, time: "55'" } };

beforeEach(() => {
  installOfflineSocket();
});

describe('LiveWidget', () => {
  it("says 'Sorry no events' when nothing is live", async () => {
    await renderWithProviders(<LiveWidget />, { queryClient: seed([]) });
    expect(screen.getByText('Sorry no events')).toBeInTheDocument();
  });

  it('lists live sports with counts and expands a sport into competitions and events', async () => {
    const user = userEvent.setup();
    const a = makeMatch({ ...live });
    const b = makeMatch({ ...live, home_team: 'Everton', away_team: 'Fulham', name: 'Everton v Fulham' });
    const tennis = makeMatch({
      ...live,
      home_team: 'Ada Varga',
      away_team: 'Lena Jansen',
      name: 'Ada Varga v Lena Jansen',
      sport: { id: 2, slug: 'tennis', category: 'sport' },
      translated_sport_slug: 'tennis',
      competition: { id: 9, name: 'WTA Beijing', region: { name: 'China' } },
    });
    await renderWithProviders(<LiveWidget />, { queryClient: seed([a, b, tennis]) });
    const football = screen.getByRole('button', { name: 'Football 2' });
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Tennis 1' })).toBeInTheDocument();
    await user.click(football);
    expect(football).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Premier League 2' })).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: /Everton.*Fulham/ });
    expect(link).toHaveAttribute('href', `/football/premier-league/${b.slug}`);
    expect(within(link).getByText("55'")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Premier League 2' }));
    expect(screen.queryByRole('link', { name: /Everton/ })).toBeNull();
  });

  it('opens the sport of the event on screen and highlights that event', async () => {
    const a = makeMatch({ ...live });
    const b = makeMatch({ ...live, home_team: 'Everton', away_team: 'Fulham', name: 'Everton v Fulham' });
    await renderWithProviders(<LiveWidget />, {
      queryClient: seed([a, b]),
      path: `/football/premier-league/${b.slug}`,
      route: '/:sportSlug/:competitionSlug/:eventSlug',
    });
    expect(screen.getByRole('link', { name: /Everton/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Arsenal/ })).not.toHaveAttribute('aria-current');
  });

  it('follows event-change pushes: new live events appear, ended ones leave', async () => {
    const user = userEvent.setup();
    const a = makeMatch({ ...live });
    const queryClient = seed([a]);
    await renderWithProviders(<LiveWidget />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Football 1' }));
    const started = makeMatch({ ...live, home_team: 'Leeds', away_team: 'Wolves', name: 'Leeds v Wolves' });
    act(() => applyEventsPush(queryClient, [started, { ...a, status: 'ended', is_live: false }]));
    expect(await screen.findByRole('link', { name: /Leeds/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Arsenal/ })).toBeNull();
  });
});
