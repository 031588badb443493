import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { CasinoPage } from './casino-page';
import { useCasinoStore } from './casino-store';
import { stopRealityCheck, useRealityCheckStore } from './reality-check';

/** A one-minute reality check: the config's interval, in minutes. */
const CONFIG = {
  games: [
    { esaId: 1301, identifier: 'dice', name: 'Dice', mobile_game_id: 'dice-mobile', desktop_game_id: 'dice-desktop' },
  ],
  reality_check_default_interval: 1,
  casino_language: 'en',
};
const INTERVAL_MS = 60_000;

function launchAnswer(token: string) {
  return {
    status: 1,
    data: {
      launch_details: {
        url_data: { token, lang: 'en' },
        launch_token: 'a'.repeat(64),
        wallet: 'sportsbook',
        url: `/casino/dice?session=${token}`,
      },
    },
  };
}

describe('the casino reality check (spec 001 §4)', () => {
  let double: FetchDouble;
  let launches = 0;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    launches = 0;
    double = installFetchDouble({
      'GET /games/launchGame': () => ({ body: launchAnswer(`s-${++launches}`) }),
      'GET /games/closeGameSession': () => ({ body: { status: 1 } }),
      'GET /v1/casino/rounds': () => ({ body: { status: 1, data: [] } }),
    });
    useSiteStore.getState().setLanguage('en');
    useSessionStore
      .getState()
      .signIn({ user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'token-1' });
    useCasinoStore.getState().setConfig(CONFIG);
  });
  afterEach(() => {
    stopRealityCheck();
    double.restore();
    useCasinoStore.getState().reset();
    useSessionStore.getState().signOut();
    vi.useRealTimers();
  });

  it('leaves the games: every game session logged out, the timer stopped, the lobby back at its start', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<CasinoPage />);
    await user.click(screen.getByRole('button', { name: 'Play Dice' }));
    const frame = await screen.findByTitle('Casino');
    expect(frame).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing Dice for 1 minutes.')).toBeInTheDocument();
    expect(frame).not.toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Leave the games' }));
    await vi.waitFor(() => expect(double.requestsTo('/games/closeGameSession')).toHaveLength(1));
    expect(double.requestsTo('/games/closeGameSession')[0]!.url.searchParams.get('launch_session')).toBe('s-1');
    expect(useCasinoStore.getState()).toMatchObject({ played: [], current: null });
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    expect(screen.queryByTitle('Casino')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Dice' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Play Dice' })).toBeEnabled();

    // The timer is gone with the games: no message comes back on its own.
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS * 3));
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    expect(useRealityCheckStore.getState()).toMatchObject({ due: false, counter: 0 });

    // The restarted lobby launches afresh, with a new timer.
    await user.click(screen.getByRole('button', { name: 'Play Dice' }));
    await screen.findByTitle('Casino');
    expect(double.requestsTo('/games/launchGame')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('carries on: Continue shows the game again and restarts the timer', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<CasinoPage />);
    await user.click(screen.getByRole('button', { name: 'Play Dice' }));
    const frame = await screen.findByTitle('Casino');
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    expect(frame).toBeVisible();
    expect(double.requestsTo('/games/closeGameSession')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing Dice for 2 minutes.')).toBeInTheDocument();
  });
});
