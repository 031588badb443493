import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { makeListing, makeMarket, makeMatch, makeOutcome, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsSimpleQueryOptions } from '../api/get-events-simple';
import { eventsQueryOptions } from '../api/get-events';
import type { EventsParams } from '../api/get-events';
import { sportsQueryOptions } from '../api/get-sports';
import { RacingPage } from './racing-page';
import { SearchPage } from './search-page';
import { SportPage } from './sport-page';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});

function seededClient(listings: [EventsParams, ReturnType<typeof makeListing>][]) {
  const queryClient = createTestQueryClient();
  for (const [params, listing] of listings) {
    queryClient.setQueryData(eventsQueryOptions(params, scope()).queryKey, listing);
  }
  queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, {
    data: [
      makeSport('football', 'Football'),
      makeSport('golf', 'Golf', { event_count: 0, outright_count: 1 }),
      makeSport('horse-racing', 'Horse Racing'),
    ],
  });
  return queryClient;
}

function race(overrides: { sp: boolean; ew: boolean }) {
  const runners = ['Wild Rover', 'Quiet Legend'].map((name, index) =>
    makeOutcome(name, 6 + index, { is_starting_price: overrides.sp, is_each_way: overrides.ew }),
  );
  return makeMatch({
    home_team: null,
    away_team: null,
    name: '11:00 Cheltenham',
    starts_at: '2030-05-01T11:00:00.000Z',
    sport: { id: 5, slug: 'horse-racing', category: 'sport' },
    translated_sport_slug: 'horse-racing',
    translated_competition_slug: 'cheltenham',
    competition: { id: 26, name: 'Cheltenham', region: { name: 'United Kingdom' } },
    markets: [makeMarket('Win or Each Way', 'win', runners, overrides.ew ? { ew_price: 5, ew_place: 3 } : {})],
  });
}

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
});

describe('SportPage', () => {
  it('lists the events by competition under the market filter tabs and switches market by keyboard', async () => {
    const user = userEvent.setup();
    const match = makeMatch();
    const totals = {
      ...match,
      markets: [
        makeMarket('Total Goals 2.5', 'total_goals', [makeOutcome('Over 2.5', 1.9), makeOutcome('Under 2.5', 1.9)]),
      ],
    };
    const queryClient = seededClient([
      [{ sport: 'football' }, makeListing([match])],
      [{ sport: 'football', key: 'total_goals' }, makeListing([totals])],
    ]);
    await renderWithProviders(<SportPage />, { path: '/football', route: '/:sportSlug', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Match Result' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('button', { name: 'Arsenal 2.10' }));
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Total Goals' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Total Goals' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Over 2.5 1.90' })).toBeInTheDocument();
  });

  it('lists golf outrights with the field by price, favourites first', async () => {
    const field = ['Luka Eriksen', 'Mateo Weiss', 'Jonas Sauer'].map((name, index) =>
      makeOutcome(name, [36, 7.5, 12][index]!),
    );
    const outright = makeMatch({
      home_team: null,
      away_team: null,
      name: 'Harbour Links Championship',
      sport: { id: 7, slug: 'golf', category: 'sport' },
      translated_sport_slug: 'golf',
      markets: [makeMarket('Outright Winner', 'outright_winner', field, { ew_price: 4, ew_place: 5 })],
    });
    const queryClient = seededClient([
      [{ sport: 'golf', mode: 'outrights' }, makeListing([outright], 'outright_winner')],
    ]);
    await renderWithProviders(<SportPage />, { path: '/golf?mode=outrights', route: '/:sportSlug', queryClient });
    const card = screen.getByRole('article', { name: 'Harbour Links Championship' });
    expect(within(card).getByText('EW 1/4 5 places')).toBeInTheDocument();
    const names = within(card)
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-outcome-id') && button.textContent);
    expect(names[0]).toContain('Mateo Weiss');
    expect(names[2]).toContain('Luka Eriksen');
  });
});

describe('RacingPage', () => {
  it('shows the next race card with each-way terms, runners and SP buttons, and meetings by off time', async () => {
    const next = race({ sp: true, ew: true });
    const queryClient = seededClient([[{ sport: 'horse-racing' }, makeListing([next], 'win')]]);
    await renderWithProviders(<RacingPage sport="horse-racing" />, { path: '/horse-racing', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Horse Racing' })).toBeInTheDocument();
    expect(screen.getByText('EW 1/5 3 places')).toBeInTheDocument();
    const runners = screen.getByRole('list', { name: 'Runners' });
    expect(within(runners).getByRole('button', { name: 'Wild Rover 6.00' })).toBeInTheDocument();
    expect(within(runners).getByRole('button', { name: 'Wild Rover Starting price' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '11:00 Cheltenham at May 01, 12:00' })).toHaveAttribute(
      'href',
      `/horse-racing/cheltenham/${next.slug}`,
    );
  });

  it('says win only and leaves out SP when the race offers neither', async () => {
    const queryClient = seededClient([[{ sport: 'greyhounds' }, makeListing([race({ sp: false, ew: false })], 'win')]]);
    await renderWithProviders(<RacingPage sport="greyhounds" />, { path: '/greyhounds', queryClient });
    expect(screen.getByText('Win only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Starting price/ })).toBeNull();
  });
});

describe('SearchPage', () => {
  it('finds events by name once typing settles, and links to them', async () => {
    const user = userEvent.setup();
    const arsenal = makeMatch();
    const everton = makeMatch({ home_team: 'Everton', away_team: 'Fulham', name: 'Everton v Fulham' });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventsSimpleQueryOptions({}, scope()).queryKey, {
      ...makeListing([]),
      events: [arsenal, everton].map(({ markets: _markets, ...event }) => event),
    });
    await renderWithProviders(<SearchPage />, { path: '/search', queryClient });
    expect(screen.getByText('Type at least 2 letters to search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'evert');
    expect(await screen.findByText('Events found: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Everton/ })).toHaveAttribute(
      'href',
      `/football/premier-league/${everton.slug}`,
    );
    expect(screen.queryByRole('link', { name: /Arsenal/ })).toBeNull();
  });
});
