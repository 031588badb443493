import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { useUiStore } from '../../../stores/ui-store';
import { makeMarket, makeMatch, makeOutcome, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventMarketsQueryOptions } from '../api/get-event-markets';
import { seedLiveOdds } from '../api/get-events';
import { sportsQueryOptions } from '../api/get-sports';
import { StatsModal, statsPageUrl } from '../components/stats-modal';
import { applyEventDelta } from '../hooks/use-event-channel';
import { MatchPage } from './match-pages';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});
const MATCH_ROUTE = '/:sport/:competition/:slug';

function seed(event: ReturnType<typeof makeMatch>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(eventMarketsQueryOptions(event.id, scope()).queryKey, { event });
  queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, { data: [makeSport('football', 'Football')] });
  seedLiveOdds([event]);
  return queryClient;
}

function fullMatch() {
  const base = makeMatch({
    is_live: true,
    status: 'live',
    status_description: '2nd Half',
    stats: { time: "74'", home_scores: 1, away_scores: 0 },
  });
  return {
    ...base,
    markets: [
      ...base.markets,
      makeMarket('Total Goals 1.5', 'total_goals', [makeOutcome('Over 1.5', 1.4), makeOutcome('Under 1.5', 2.8)]),
      makeMarket('Total Goals 2.5', 'total_goals', [makeOutcome('Over 2.5', 2.2), makeOutcome('Under 2.5', 1.6)]),
    ],
  };
}

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
  useUiStore.setState({ modal: null, modalProps: {} });
});

describe('MatchPage', () => {
  it('shows every market of the event named in the slug, lines grouped under their type', async () => {
    const event = fullMatch();
    await renderWithProviders(<MatchPage />, {
      path: `/football/premier-league/${event.slug}`,
      route: MATCH_ROUTE,
      queryClient: seed(event),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Score' })).toHaveTextContent('Arsenal1');
    const totals = screen.getByRole('button', { name: 'Total Goals' }).closest('section') as HTMLElement;
    expect(within(totals).getByText('1.5')).toBeInTheDocument();
    expect(within(totals).getByRole('button', { name: 'Over 2.5 2.20' })).toBeInTheDocument();
  });

  it('folds and unfolds a market section', async () => {
    const user = userEvent.setup();
    const event = fullMatch();
    await renderWithProviders(<MatchPage />, {
      path: `/football/premier-league/${event.slug}`,
      route: MATCH_ROUTE,
      queryClient: seed(event),
    });
    const toggle = screen.getByRole('button', { name: 'Match Result' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Draw 3.40' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Draw 3.40' })).toBeInTheDocument();
  });

  it('applies deltas of its channel: a new price, a suspended market, a new score', async () => {
    const event = fullMatch();
    const queryClient = seed(event);
    await renderWithProviders(<MatchPage />, {
      path: `/football/premier-league/${event.slug}`,
      route: MATCH_ROUTE,
      queryClient,
    });
    const [result, totals] = [event.markets[0]!, event.markets[1]!];
    act(() =>
      applyEventDelta(queryClient, {
        event_id: event.id,
        stats: { time: "75'", home_scores: 2, away_scores: 0 },
        markets: [
          {
            id: result.id,
            is_suspended: false,
            outcomes: [{ id: result.outcomes[1]!.id, odds: 4.2, display_odds: null }],
          },
          { id: totals.id, is_suspended: true, outcomes: [] },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Draw 4.20' })).toHaveClass('odds-button--up');
    expect(screen.getByRole('button', { name: 'Over 1.5 Suspended' })).toBeDisabled();
    expect(await screen.findByText("2nd Half · 75'")).toBeInTheDocument();
  });

  it('says the event is not available when the slug has no id', async () => {
    await renderWithProviders(<MatchPage />, { path: '/football/premier-league/no-id', route: MATCH_ROUTE });
    expect(screen.getByText('This event is not available any more.')).toBeInTheDocument();
  });
});

describe('StatsModal', () => {
  it('frames the stats page of the event in the UI language, named, and closes with Escape', async () => {
    const user = userEvent.setup();
    const event = makeMatch({
      is_live: true,
      status: 'live',
      status_description: '1st Set',
      home_team: 'Ada Varga',
      away_team: 'Lena Jansen',
      name: 'Ada Varga v Lena Jansen',
      stats: { home_scores: 1, away_scores: 0, home_set: 3, away_set: 5, server: 1 },
    });
    useSiteStore.getState().setLanguage('de');
    try {
      await renderWithProviders(<StatsModal />, { queryClient: seed(event) });
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => useUiStore.getState().openModal('stats', { eventId: event.id }));
      const dialog = await screen.findByRole('dialog', { name: 'Statistics: Ada Varga v Lena Jansen' });
      const frame = within(dialog).getByTitle('Statistics: Ada Varga v Lena Jansen');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', `/stats/?event_id=${event.id}&lang=de&framed=1`);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(useUiStore.getState().modal).toBeNull();
    } finally {
      useSiteStore.getState().setLanguage('en');
    }
  });

  it('builds the stats page address on the sports API with the mapped language', () => {
    expect(statsPageUrl('', 42, 'en')).toBe('/stats/?event_id=42&lang=en&framed=1');
    expect(statsPageUrl('https://api.example/', 7, 'fi')).toBe(
      'https://api.example/stats/?event_id=7&lang=fi&framed=1',
    );
  });
});
