import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createSlipState } from '@sportsbook/betting';
import { selectionsCurrentResponseSchema, tipsResponseSchema } from '@sportsbook/protocol';
import type { Tip } from '@sportsbook/protocol';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSlipStore } from '../../../stores/slip-store';
import { selectShowPicksIcon, useTipsStore } from '../../../stores/tips-store';
import { buildSlipSelection } from '../../../components/odds-button';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble, RecordedRequest } from '../../../test/fetch-double';
import { passTime } from '../../../test/settle';
import { makeTip, makeTipSelection } from '../test/fixtures';
import { TopPicksPanel } from './top-picks-panel';

const TIPS = '/v1/suggestions/tips';
let network: FetchDouble;
let tipsFor: (request: RecordedRequest) => Tip[];

function renderPanel(path: string) {
  const page = <p>page</p>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <TopPicksPanel />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: page },
          { path: 'live', element: page },
          // The app's own route shapes (app/router.tsx).
          { path: ':sport/:competition/:slug', element: page },
          { path: ':sportSlug', element: page },
          { path: ':sportSlug/:competitionSlug', element: page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets the tips delay (or `ms`) pass on fake time, and the answers it asked for arrive. */
const passDelay = (ms = 300) => passTime(network, ms);

const panel = () => screen.queryByRole('region', { name: /Top Picks/ });

/** Lets time pass until the tips' odds buttons are up (their current selections arrive after the tips). */
async function waitForPrices(): Promise<void> {
  const priced = () =>
    within(panel() ?? document.body)
      .queryAllByRole<HTMLButtonElement>('button', { name: /Home/ })
      .some((button) => !button.disabled);
  for (let round = 0; round < 20 && !priced(); round += 1) await passDelay(50);
  expect(priced()).toBe(true);
}

/** Past the delay until the panel and its prices are up, then real time (user-event needs it). */
async function showPanel(): Promise<HTMLElement> {
  await passDelay();
  await waitForPrices();
  vi.useRealTimers();
  return panel()!;
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  useTipsStore.setState({ status: 'hidden', count: 0 });
  useSlipStore.setState({ slip: createSlipState(Date.now()) });
  useSettingsStore.setState({ oddsFormat: 'decimal' });
  tipsFor = () => [1, 2, 3].map(makeTip);
  network = installFetchDouble({
    [TIPS]: (request) => ({ body: tipsResponseSchema.parse({ tips: tipsFor(request) }) }),
    '/echo/v1/selections/current': ({ url }) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const selections = ids.map((id) => makeTipSelection(makeTip(id - 9000)));
      return { body: selectionsCurrentResponseSchema.parse({ selections }) };
    },
  });
});

afterEach(() => {
  network.restore();
  vi.useRealTimers();
});

describe('TopPicksPanel', () => {
  it('fetches the route’s tips 300 ms after the route is shown and opens half way', async () => {
    renderPanel('/football');
    await passDelay(299);
    expect(network.requestsTo(TIPS)).toHaveLength(0);
    expect(panel()).toBeNull();

    await passDelay(1);
    const [request] = network.requestsTo(TIPS);
    expect(request?.url.searchParams.get('sport_slug')).toBe('football');
    expect(request?.url.searchParams.get('bookmaker')).toBeTruthy();
    expect(request?.headers).toHaveProperty('jwt');
    expect(panel()).toBeInTheDocument();
    expect(useTipsStore.getState()).toMatchObject({ status: 'half', count: 3 });
    // Half way: the first two tips, each with its event, market, outcome and odds.
    await waitForPrices();
    const items = within(panel()!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Home 1 v Away 1');
    expect(items[0]).toHaveTextContent('Match Result');
    expect(within(items[0]!).getByRole('button', { name: 'Home 1 1.60' })).toHaveAttribute('data-outcome-id', '9001');
  });

  it('asks for the event of a match route with its competition and sport slugs, and again, once, after a quick run of route changes', async () => {
    const router = renderPanel('/football/premier-league/home-v-away-4521');
    await passDelay();
    const first = network.requestsTo(TIPS).map(({ url }) => url.searchParams);
    expect(
      first.map((query) => [query.get('event_id'), query.get('competition_slug'), query.get('sport_slug')]),
    ).toEqual([['4521', 'premier-league', 'football']]);

    await act(() => router.navigate('/tennis'));
    await passDelay(100);
    await act(() => router.navigate('/football/premier-league'));
    await passDelay(299);
    expect(network.requestsTo(TIPS)).toHaveLength(1);
    await passDelay(1);
    const last = network.requestsTo(TIPS)[1]!.url.searchParams;
    expect(network.requestsTo(TIPS)).toHaveLength(2);
    expect([last.get('competition_slug'), last.get('sport_slug'), last.get('event_id')]).toEqual([
      'premier-league',
      'football',
      null,
    ]);

    // A route asking the same question still asks again.
    await act(() => router.navigate('/live'));
    await passDelay();
    await act(() => router.navigate('/'));
    await passDelay();
    expect(network.requestsTo(TIPS)).toHaveLength(4);
  });

  it('expands to every tip, collapses back to half and closes by the bettor’s hand', async () => {
    const user = userEvent.setup();
    renderPanel('/');
    await showPanel();
    await user.click(within(panel()!).getByRole('button', { name: 'Show all' }));
    expect(useTipsStore.getState().status).toBe('full');
    expect(within(panel()!).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(panel()!).getByRole('button', { name: 'Show less' }));
    expect(useTipsStore.getState().status).toBe('half');
    expect(within(panel()!).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(panel()!).getByRole('button', { name: 'Close Top Picks' }));
    expect(panel()).toBeNull();
    expect(useTipsStore.getState().status).toBe('closed');
    // Closed with tips waiting: the slip header shows its picks icon.
    expect(selectShowPicksIcon(useTipsStore.getState())).toBe(true);
  });

  it('stays hidden on a route without tips, and hides when the next route has none', async () => {
    tipsFor = ({ url }) => (url.searchParams.get('sport_slug') === 'darts' ? [] : [makeTip(1)]);
    const router = renderPanel('/darts');
    await passDelay();
    expect(network.requestsTo(TIPS)).toHaveLength(1);
    expect(panel()).toBeNull();
    expect(useTipsStore.getState()).toMatchObject({ status: 'hidden', count: 0 });

    await act(() => router.navigate('/football'));
    await passDelay();
    expect(panel()).toBeInTheDocument();
    await act(() => router.navigate('/darts'));
    await passDelay();
    expect(panel()).toBeNull();
  });

  it('hides when a selection is added to the slip anywhere', async () => {
    renderPanel('/');
    await passDelay();
    expect(panel()).toBeInTheDocument();
    const { event, market, outcome } = makeTipSelection(makeTip(7));
    act(() => useSlipStore.getState().toggle(buildSlipSelection({ event, market, outcome })));
    expect(panel()).toBeNull();
    expect(useTipsStore.getState().status).toBe('hidden');
  });

  it('puts a tip’s outcome in the slip when its odds are pressed', async () => {
    const user = userEvent.setup();
    renderPanel('/');
    const region = await showPanel();
    await user.click(within(region).getByRole('button', { name: 'Home 2 1.70' }));
    const [selection] = useSlipStore.getState().slip.selections;
    expect(selection).toMatchObject({ outcomeId: 9002, eventName: 'Home 2 v Away 2', marketName: 'Match Result' });
    expect(panel()).toBeNull();
  });

  it('shows odds in the bettor’s format and locks a suspended tip', async () => {
    useSettingsStore.setState({ oddsFormat: 'fractional' });
    network.restore();
    network = installFetchDouble({
      [TIPS]: () => ({ body: { tips: [makeTip(5), makeTip(10)] } }),
      '/echo/v1/selections/current': () => ({
        body: { selections: [makeTipSelection(makeTip(5), { suspended: true }), makeTipSelection(makeTip(10))] },
      }),
    });
    renderPanel('/');
    const region = await showPanel();
    expect(within(region).getByRole('button', { name: 'Home 10 3/2' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: /^Home 5\b/ })).toBeDisabled();
  });

  it('only logs a failed fetch and keeps the panel as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.restore();
    network = installFetchDouble({ [TIPS]: () => ({ status: 500, body: { status: 0, message: 'SERVER_ERROR' } }) });
    renderPanel('/');
    await passDelay();
    expect(panel()).toBeNull();
    expect(useTipsStore.getState().status).toBe('hidden');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
