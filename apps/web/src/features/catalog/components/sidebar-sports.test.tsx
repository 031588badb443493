import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble } from '../../../test/fetch-double';
import { installOfflineSocket } from '../../../test/offline-socket';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SidebarSports } from './sidebar-sports';

const live = makeMatch({ is_live: true, status: 'live', stats: { home_scores: 1, away_scores: 0 } });
const later = makeMatch({ home_team: 'Everton', away_team: 'Fulham', name: 'Everton v Fulham' });

function header(event: ReturnType<typeof makeMatch>) {
  const { markets: _markets, ...rest } = event;
  return rest;
}

const LIVE_LISTING = { competitions: [], default_market_type: '1x2', market_filters: [], events: [header(live)] };

let double: FetchDouble;

beforeEach(() => {
  // The socket never opens: each listing goes to its HTTP twin, which the double counts.
  installOfflineSocket();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
  double = installFetchDouble({
    'GET /echo/v1/events-simple': () => ({ body: LIVE_LISTING }),
    'GET /api/content/sports': () => ({ body: { data: [makeSport('football', 'Football')] } }),
  });
});

afterEach(async () => {
  // Unmounted first, and the last ask answered, so nothing runs on into the next test.
  cleanup();
  await vi.advanceTimersByTimeAsync(5_000);
  double.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the page's timers run up to `ms` from now, its answers rendered. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const liveListings = () => double.requestsTo('/echo/v1/events-simple');

describe('the sidebar sports area', () => {
  it('shows the live widget on an in-play match and polls the live list once per 30 s for both', async () => {
    await renderWithProviders(<SidebarSports esports={false} matchEventId={live.id} />);
    // The first ask waits up to 2 s for the socket before going to HTTP.
    await advance(2_100);
    expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
    expect(liveListings()).toHaveLength(1);
    expect(liveListings()[0]?.url.searchParams.get('live')).toBe('1');

    // Each refresh is asked 30 s after the last answer came (plus the socket's 2 s): one ask
    // for the widget and the in-play check together, never one each.
    await advance(28_000);
    expect(liveListings()).toHaveLength(1);
    await advance(10_000);
    expect(liveListings()).toHaveLength(2);
    await advance(30_000);
    expect(liveListings()).toHaveLength(3);
  });

  it('keeps the sports menu on a match that is not in play', async () => {
    await renderWithProviders(<SidebarSports esports={false} matchEventId={later.id} />);
    await advance(2_000);
    expect(liveListings()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Live' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'All sports' })).toBeInTheDocument();
  });

  it('asks for no live list off match routes', async () => {
    await renderWithProviders(<SidebarSports esports={false} matchEventId={null} />);
    await advance(35_000);
    expect(screen.getByRole('heading', { name: 'All sports' })).toBeInTheDocument();
    expect(liveListings()).toHaveLength(0);
  });
});
