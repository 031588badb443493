import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { CasinoBoot } from './casino-boot';
import { CasinoSidebarLink } from './casino-link';
import { useCasinoStore } from './casino-store';
import type { PlayedGame } from './casino-store';
import type { CasinoCommunicator } from './communicator';

const CONFIG = {
  status: 1,
  data: {
    games: [
      { esaId: 1301, identifier: 'dice', name: 'Dice', mobile_game_id: 'dice-mobile', desktop_game_id: 'dice-desktop' },
    ],
    reality_check_default_interval: 1,
    casino_language: 'en',
  },
};

function Shell() {
  return (
    <ul>
      <CasinoBoot />
      <CasinoSidebarLink />
    </ul>
  );
}

describe('casino boot and sidebar link', () => {
  let double: FetchDouble | undefined;
  afterEach(() => {
    double?.restore();
    delete window.sportsbookCasinoCommunicator;
    document.getElementById('casino-communicator')?.remove();
    useCasinoStore.getState().reset();
    useSessionStore.getState().signOut();
    vi.useRealTimers();
  });

  it('retries every 1 s until the communicator script has run, then loads the config and shows the link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    double = installFetchDouble({
      'GET /tournaments/esa': () => ({ body: CONFIG }),
      'GET /games/closeGameSession': () => ({ body: { status: 1 } }),
    });
    useSessionStore
      .getState()
      .signIn({ user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'token-1' });
    await renderWithProviders(<Shell />);
    expect(document.getElementById('casino-communicator')?.getAttribute('src')).toMatch(
      /\/casino\/assets\/communicator\.js$/,
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(double.requestsTo('/tournaments/esa')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Mini Games Casino' })).toBeNull();

    window.sportsbookCasinoCommunicator = { version: 1, origin: 'http://localhost' } as unknown as CasinoCommunicator;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByRole('link', { name: 'Mini Games Casino' });
    expect(double.requestsTo('/tournaments/esa')).toHaveLength(1);
    expect(double.requestsTo('/tournaments/esa')[0]!.headers.jwt).toBe('token-1');

    // Logout closes every played session with the token it had, and the link goes.
    const played: PlayedGame = {
      identifier: 'dice',
      name: 'Dice',
      device: 'desktop',
      details: {
        url_data: { token: 's-1', lang: 'en' },
        launch_token: 'a'.repeat(64),
        wallet: 'sportsbook',
        url: '/x',
      },
    };
    act(() => useCasinoStore.getState().launched(played));
    act(() => useSessionStore.getState().signOut());
    await vi.waitFor(() => expect(double!.requestsTo('/games/closeGameSession')).toHaveLength(1));
    const close = double.requestsTo('/games/closeGameSession')[0]!;
    expect(close.headers.jwt).toBe('token-1');
    expect(close.url.searchParams.get('launch_session')).toBe('s-1');
    expect(screen.queryByRole('link', { name: 'Mini Games Casino' })).toBeNull();
  });
});
