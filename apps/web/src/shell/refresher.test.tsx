import { toMoney } from '@sportsbook/betting';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { REFRESHER_MIN_SPIN_MS, REFRESHER_THRESHOLD_PX, Refresher } from './refresher';
import { renderInApp, setUpI18n, stubFetch } from '../test/render-in-app';

let fetches = 0;

/** A page with one active query, counting how often its data is fetched. */
function Listing() {
  const { data } = useQuery({
    queryKey: ['listing'],
    queryFn: async () => {
      fetches += 1;
      return fetches;
    },
    staleTime: Infinity,
  });
  return <p>{`fetched ${data ?? 0} times`}</p>;
}

function pull(distance: number) {
  fireEvent.touchStart(window, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(window, { touches: [{ clientY: 100 + distance / 2 }] });
  fireEvent.touchMove(window, { touches: [{ clientY: 100 + distance }] });
}

describe('the refresher (pull to refresh)', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    fetches = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    useSessionStore.getState().signOut();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refetches the data on screen when a pull from the top goes past the threshold, and shows it refreshing', async () => {
    renderInApp(
      <>
        <Refresher />
        <Listing />
      </>,
    );
    expect(await screen.findByText('fetched 1 times')).toBeInTheDocument();
    vi.useFakeTimers();
    pull(REFRESHER_THRESHOLD_PX - 10);
    expect(screen.getByTestId('refresher')).toHaveTextContent('Pull down to refresh');
    pull(REFRESHER_THRESHOLD_PX + 5);
    expect(screen.getByTestId('refresher')).toHaveTextContent('Release to refresh');
    fireEvent.touchEnd(window);
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESHER_MIN_SPIN_MS - 1);
    });
    expect(screen.getByText('fetched 2 times')).toBeInTheDocument();
    // The indicator stays for its minimum time, then goes.
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing for a short pull, or for a pull that starts below the top of the page', async () => {
    renderInApp(
      <>
        <Refresher />
        <Listing />
      </>,
    );
    expect(await screen.findByText('fetched 1 times')).toBeInTheDocument();
    vi.useFakeTimers();
    pull(REFRESHER_THRESHOLD_PX - 1);
    fireEvent.touchEnd(window);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    pull(REFRESHER_THRESHOLD_PX * 2);
    fireEvent.touchEnd(window);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESHER_MIN_SPIN_MS * 2);
    });
    expect(screen.getByText('fetched 1 times')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("also reads a logged-in player's balance again", async () => {
    useSessionStore
      .getState()
      .signIn({ user: { id: 4, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'jwt-4' });
    useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', 0);
    const log = stubFetch({ '/player/details': { status: 1, data: { balance: 1234.5, currency: 'GBP' } } });
    renderInApp(<Refresher />);
    vi.useFakeTimers();
    pull(REFRESHER_THRESHOLD_PX + 20);
    fireEvent.touchEnd(window);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESHER_MIN_SPIN_MS);
    });
    expect(log.calls.map((call) => call.url.pathname)).toContain('/player/details');
    expect(useSessionStore.getState().balance).toBe(123_450);
  });
});
