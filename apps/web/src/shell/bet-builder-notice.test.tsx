import { toMoney } from '@sportsbook/betting';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from '../app/use-route-change-effects';
import { initI18n } from '../i18n/i18n';
import { useBetBuilderStore } from '../stores/bet-builder-store';
import type { BetBuilderTicket } from '../stores/bet-builder-store';
import { BetBuilderNotice } from './bet-builder-notice';

/** The layout as the app has it: it resets the builder on a route change, the notice sits below it. */
function Layout() {
  useRouteChangeEffects(false);
  return <BetBuilderNotice />;
}

const MATCH = '/football/premier-league/arsenal-v-chelsea-1001';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const ticket: BetBuilderTicket = {
  id: 'ticket-1',
  name: 'Bet Builder',
  odds: 4.5,
  displayOdds: { decimal: '4.50' },
  selections: [
    { id: '1', description: 'Arsenal to win', descriptionTranslated: null, error: null },
    { id: '2', description: 'Over 2.5 goals', descriptionTranslated: null, error: null },
  ],
};

function buildOn(eventName: string) {
  const builder = useBetBuilderStore.getState();
  builder.started(1001, eventName);
  builder.ticketPosted(1001, ticket.id);
  builder.ticketPriced(ticket);
}

const notice = /Your Bet Builder for Arsenal v Chelsea was closed when you left the match\./;

beforeAll(() => initI18n('en'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('scrollTo', vi.fn());
  useBetBuilderStore.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Bet Builder notice', () => {
  it('says the Bet Builder closed when the bettor leaves its match with picks not placed, for 7 s', async () => {
    const router = renderAt(MATCH);
    act(() => buildOn('Arsenal v Chelsea'));
    expect(screen.queryByText(notice)).toBeNull();

    await act(() => router.navigate('/live'));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(useBetBuilderStore.getState().ticket).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(6_500));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('can be dismissed at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const router = renderAt(MATCH);
    act(() => buildOn('Arsenal v Chelsea'));
    await act(() => router.navigate('/'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing when the builder was placed, empty, or there was none', async () => {
    const router = renderAt(MATCH);
    await act(() => router.navigate('/live'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => router.navigate(MATCH));
    act(() => {
      buildOn('Arsenal v Chelsea');
      useBetBuilderStore.getState().placingSucceeded({
        uuid: 'u-1',
        betId: 'b-1',
        stake: toMoney(500),
        odds: 4.5,
        potentialReturn: toMoney(2250),
        selections: [],
      });
    });
    await act(() => router.navigate('/'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
