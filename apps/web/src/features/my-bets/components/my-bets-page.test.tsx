import { createSlipState } from '@sportsbook/betting';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { useUiStore } from '../../../stores/ui-store';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble, Responder } from '../../../test/fetch-double';
import { useCashoutHistoryStore } from '../stores/cashout-history-store';
import { makeBet, makeBetsPage, makeLeg, makePlayerDetails } from '../test/fixtures';
import { renderAtMyBets } from '../test/render';
import MyBetsPage from './my-bets-page';

let network: FetchDouble;

const openCombi = makeBet({
  id: 42,
  bet_type: 'combi',
  potential_return: 5_000,
  cashout: { available: true, quote: 4_512 },
  legs: [
    makeLeg(),
    makeLeg({
      position: 1,
      event_id: 502,
      outcome_id: 702,
      event_name: 'Leeds v Hull',
      market_name: 'Total Goals Over/Under 2.5',
      outcome_name: 'Over 2.5',
      odds: 2,
      live: {
        event_status: 'live',
        is_live: true,
        starts_at: '2030-04-30T09:00:00Z',
        status_description: null,
        stats: { time: "37'" },
        odds: 1.8,
        is_suspended: false,
      },
    }),
  ],
});
const wonSingle = makeBet({
  id: 40,
  status: 'won',
  payout: 2_500,
  settled_at: '2030-05-01T20:40:00Z',
  cashout: null,
  legs: [makeLeg({ result: 'won', live: null })],
});
const lostCombi = makeBet({
  id: 39,
  bet_type: 'combi',
  status: 'lost',
  payout: 0,
  potential_return: 5_000,
  settled_at: '2030-05-01T20:40:00Z',
  cashout: null,
  legs: [
    makeLeg({ result: 'won', live: null }),
    makeLeg({
      position: 1,
      outcome_id: 703,
      outcome_name: 'Hull',
      event_name: 'Leeds v Hull',
      result: 'lost',
      live: null,
    }),
  ],
});

function serve(routes: Record<string, Responder> = {}) {
  network = installFetchDouble({
    'GET /v1/bets': ({ url }) => ({
      body:
        url.searchParams.get('status') === 'settled' ? makeBetsPage([wonSingle, lostCombi]) : makeBetsPage([openCombi]),
    }),
    'GET /player/details': () => ({ body: makePlayerDetails(1_035.12) }),
    ...routes,
  });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  useSessionStore.getState().signIn({
    user: { id: 2, username: 'demo-gb', name: 'demo-gb', email: null },
    jwt: 'a-sports-token',
  });
  useSettingsStore.setState({ oddsFormat: 'fractional', timezone: 'Europe/London' });
  useUiStore.setState({ toasts: [] });
  useCashoutHistoryStore.getState().clear();
  useSlipStore.setState({ slip: createSlipState(Date.now()) });
});

afterEach(() => {
  useSiteStore.setState({ cashoutEnabled: true });
  network?.restore();
  useSessionStore.getState().signOut();
});

describe('MyBetsPage', () => {
  it('lists open bets with their type, stake, legs in the chosen odds format and potential return', async () => {
    serve();
    renderAtMyBets(<MyBetsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const bet = await screen.findByRole('article', { name: 'Combi' });
    expect(within(bet).getByText('Open')).toBeInTheDocument();
    expect(bet).toHaveTextContent('Placed Apr 30, 10:05');
    const legs = within(bet).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    expect(legs[0]).toHaveTextContent('Arsenal');
    expect(legs[0]).toHaveTextContent('Arsenal v Chelsea');
    expect(legs[0]).toHaveTextContent('3/2');
    expect(legs[0]).toHaveTextContent('Pending');
    expect(legs[1]).toHaveTextContent('Over 2.5');
    expect(legs[1]).toHaveTextContent('1/1');
    expect(legs[1]).toHaveTextContent("Live37'");
    expect(bet).toHaveTextContent('Stake£10.00');
    expect(bet).toHaveTextContent('Potential return£50.00');
    expect(within(bet).getByRole('button', { name: 'Cash out £45.12' })).toBeEnabled();
    const [request] = network.requestsTo('/v1/bets');
    expect(request?.url.searchParams.get('status')).toBe('open');
    expect(request?.headers.jwt).toBe('a-sports-token');
  });

  it('shows settled bets with every leg’s result and what each paid', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAtMyBets(<MyBetsPage />);
    await screen.findByRole('article', { name: 'Combi' });
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(router.state.location.search).toBe('?tab=settled');
    const [won, lost] = await screen.findAllByRole('article');
    expect(won).toHaveTextContent('Won');
    expect(won).toHaveTextContent('Return£25.00');
    expect(within(won!).queryByRole('button')).toBeNull();
    const lostLegs = within(lost!).getAllByRole('listitem');
    expect(lostLegs[0]).toHaveTextContent('Won');
    expect(lostLegs[1]).toHaveTextContent('Lost');
    expect(lost).toHaveTextContent('Return£0.00');
    expect(network.requestsTo('/v1/bets').map(({ url }) => url.searchParams.get('status'))).toContain('settled');
  });

  it('moves between the tabs with the arrow keys', async () => {
    serve();
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await screen.findByRole('article', { name: 'Combi' });
    screen.getByRole('tab', { name: 'Open' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settled' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('cashes out at the quote shown once the bettor confirms, then refreshes the balance and the list', async () => {
    let cashedOut = false;
    serve({
      'GET /v1/bets': ({ url }) => ({
        body:
          url.searchParams.get('status') === 'settled' || cashedOut
            ? makeBetsPage(cashedOut ? [{ ...openCombi, status: 'cashed_out', payout: 4_512, cashout: null }] : [])
            : makeBetsPage([openCombi]),
      }),
      'POST /v1/bets/42/cashout': () => {
        cashedOut = true;
        return { body: { status: 1, bet_id: 42, payout: 4_512, settled_at: '2030-04-30T10:00:00Z' } };
      },
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out £45.12' }));
    expect(network.requestsTo('/v1/bets/42/cashout')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Confirm cash out' });
    expect(confirm).toHaveTextContent('Cash out this bet for £45.12?');

    await user.click(within(confirm).getByRole('button', { name: 'Confirm £45.12' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((toast) => toast.message)).toEqual(['Cashout(s) successfully processed']),
    );
    expect(network.requestsTo('/v1/bets/42/cashout')[0]?.body).toEqual({ quote: 4_512 });
    await waitFor(() => expect(useSessionStore.getState().balance).toBe(103_512));
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);
    const closed = await screen.findByRole('article', { name: 'Combi' });
    await waitFor(() => expect(closed).toHaveTextContent('Cashed out for£45.12'));
    // Its legs were never decided: no 'Pending' on a closed bet.
    expect(closed).not.toHaveTextContent('Pending');
  });

  it('offers no cash out when the brand has cash out off (cashout enabled flag)', async () => {
    useSiteStore.setState({ cashoutEnabled: false });
    serve();
    renderAtMyBets(<MyBetsPage />);
    expect(await screen.findByRole('article', { name: 'Combi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
    act(() => useSiteStore.setState({ cashoutEnabled: true }));
    expect(await screen.findByRole('button', { name: 'Cash out £45.12' })).toBeInTheDocument();
  });

  it('asks again at the new quote when the cash-out value moved, and cancels', async () => {
    serve({
      'POST /v1/bets/42/cashout': ({ body }) => ({
        body:
          (body as { quote: number }).quote === 4_400
            ? { status: 1, bet_id: 42, payout: 4_400, settled_at: '2030-04-30T10:00:00Z' }
            : {
                status: 0,
                message: 'CASHOUT_QUOTE_CHANGED',
                meta: { error: { message: 'The cash-out value has changed.', quote: 4_400, previous: 4_512 } },
              },
      }),
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out £45.12' }));
    await user.click(screen.getByRole('button', { name: 'Confirm £45.12' }));
    expect(await screen.findByText('The cash-out value has changed. Please check the new amount.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Confirm cash out' })).toHaveTextContent('Cash out this bet for £44.00?');
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm cash out' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cash out £45.12' }));
    expect(screen.getByRole('group', { name: 'Confirm cash out' })).toHaveTextContent('£45.12');
  });

  it('says so when cash out is no longer offered, and says nothing for a bet that never offers it', async () => {
    const freebet = makeBet({ id: 43, freebet_id: 'fb-1', cashout: { available: false, reason: 'freebet' } });
    const suspended = makeBet({ id: 44, cashout: { available: false, reason: 'suspended' } });
    serve({
      'GET /v1/bets': ({ url }) => ({
        body: makeBetsPage(url.searchParams.get('status') === 'open' ? [openCombi, freebet, suspended] : []),
      }),
      'POST /v1/bets/42/cashout': () => ({
        body: {
          status: 0,
          message: 'CASHOUT_UNAVAILABLE',
          meta: { error: { message: 'Settled.', reason: 'settled' } },
        },
      }),
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    const [combi, free, paused] = await screen.findAllByRole('article');
    expect(free).toHaveTextContent('Free bet');
    expect(within(free!).queryByRole('button')).toBeNull();
    expect(paused).toHaveTextContent('Cash out is suspended for the moment.');

    await user.click(within(combi!).getByRole('button', { name: 'Cash out £45.12' }));
    await user.click(within(combi!).getByRole('button', { name: 'Confirm £45.12' }));
    expect(await within(combi!).findByText('Cash out is not available for this bet right now.')).toBeInTheDocument();
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);
  });

  it('keeps an unanswered cash out in the history so the 3 s check can confirm it', async () => {
    serve({
      'POST /v1/bets/42/cashout': () => {
        throw new TypeError('network down');
      },
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cash out £45.12' }));
    await user.click(screen.getByRole('button', { name: 'Confirm £45.12' }));
    expect(
      await screen.findByText(
        'We could not confirm your cash out yet. We will let you know as soon as it is processed.',
      ),
    ).toBeInTheDocument();
    expect(useCashoutHistoryStore.getState().betIds).toEqual([42]);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('loads older bets page by page', async () => {
    const older = makeBet({ id: 12, legs: [makeLeg({ outcome_name: 'Chelsea' })] });
    serve({
      'GET /v1/bets': ({ url }) => ({
        body: url.searchParams.get('cursor') === '42' ? makeBetsPage([older]) : makeBetsPage([openCombi], '42'),
      }),
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await screen.findByRole('article', { name: 'Combi' });
    await user.click(screen.getByRole('button', { name: 'Show more bets' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more bets' })).toBeNull();
  });

  it('says when there are no bets and offers a retry when they cannot be loaded', async () => {
    let failing = true;
    serve({
      'GET /v1/bets': () =>
        failing ? { status: 500, body: { status: 0, message: 'SERVER_ERROR' } } : { body: makeBetsPage([]) },
    });
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bets could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
  });

  it('asks a guest to log in and comes back here afterwards', async () => {
    act(() => useSessionStore.getState().signOut());
    serve();
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAccountFrameStore.getState()).toMatchObject({
      page: '/login',
      returnPath: '/account-bets',
      active: true,
    });
    expect(network.requestsTo('/v1/bets')).toHaveLength(0);
  });
});
