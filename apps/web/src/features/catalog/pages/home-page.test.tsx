import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { makeListing, makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble } from '../../../test/fetch-double';
import { installOfflineSocket } from '../../../test/offline-socket';
import { passTime } from '../../../test/settle';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsQueryOptions } from '../api/get-events';
import { feedScheduleQueryOptions, SCHEDULE_POLL_MS } from '../api/get-feed-schedule';
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

const feedHealth = (schedule: 'partial' | 'complete') => ({
  status: 'ok' as const,
  leader: true,
  elected: true,
  caught_up: schedule === 'complete',
  schedule,
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
    queryClient.setQueryData(feedScheduleQueryOptions().queryKey, feedHealth('complete'));
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

describe('HomePage on a first start (decision 108)', () => {
  let network: FetchDouble;
  let schedule: 'partial' | 'complete';

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    schedule = 'partial';
    const liveMatch = makeMatch({ is_live: true, status: 'live', stats: { home_scores: 2, away_scores: 1 } });
    network = installFetchDouble({
      '/health/feed': () => ({ body: feedHealth(schedule) }),
      '/api/content/home': () => ({ body: { data: { tabs: { live: [liveMatch] } } } }),
      '/api/content/sports': () => ({ body: { data: [] } }),
    });
  });

  afterEach(() => {
    network.restore();
    vi.useRealTimers();
  });

  /** Lets answers in and the page render, a fake millisecond at a time, until `done` reads true (or a bound is reached). */
  async function settleUntil(done: () => boolean): Promise<void> {
    for (let round = 0; round < 100 && !done(); round += 1) await passTime(network, 1);
  }

  it('keeps loading while the schedule is partial, then shows the listing once the server says complete', async () => {
    const queryClient = createTestQueryClient();
    await renderWithProviders(<HomePage />, { queryClient });
    await passTime(network, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
    // Nothing of the thin catalogue is asked for while the schedule is partial.
    expect(network.requestsTo('/api/content/home')).toHaveLength(0);

    await passTime(network, SCHEDULE_POLL_MS);
    expect(network.requestsTo('/health/feed')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();

    schedule = 'complete';
    await passTime(network, SCHEDULE_POLL_MS);
    await settleUntil(() => screen.queryByRole('button', { name: 'Arsenal 2.10' }) !== null);
    const live = screen.getByRole('region', { name: 'Live now' });
    expect(within(live).getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
    // Complete: the server is not asked again.
    await passTime(network, 5 * SCHEDULE_POLL_MS);
    expect(network.requestsTo('/health/feed')).toHaveLength(3);
  });

  it('shows the listing when the feed health cannot be read', async () => {
    network.restore();
    const liveMatch = makeMatch({ is_live: true, status: 'live', stats: { home_scores: 2, away_scores: 1 } });
    network = installFetchDouble({
      '/health/feed': () => ({ status: 503, body: { status: 0, message: 'SERVER_ERROR' } }),
      '/api/content/home': () => ({ body: { data: { tabs: { live: [liveMatch] } } } }),
    });
    await renderWithProviders(<HomePage />, { queryClient: createTestQueryClient() });
    await settleUntil(() => screen.queryByRole('region', { name: 'Live now' }) !== null);
    expect(screen.getByRole('region', { name: 'Live now' })).toBeInTheDocument();
  });
});
