import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { FetchDouble } from '../../test/fetch-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { useSiteStore } from '../../stores/site-store';
import { CasinoBoot } from './casino-boot';
import { CasinoSidebarLink } from './casino-link';
import { CasinoRounds } from './casino-rounds';
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
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(double.requestsTo('/tournaments/esa')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Mini Games Casino' })).toBeNull();

    // The script runs between two tries: the config waits for the next one, at 3 s.
    window.sportsbookCasinoCommunicator = { version: 1, origin: 'http://localhost' } as unknown as CasinoCommunicator;
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(double.requestsTo('/tournaments/esa')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
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

  it('loads the config again in the new language on a switch, and the rounds list names games with it', async () => {
    const german = {
      ...CONFIG,
      data: {
        ...CONFIG.data,
        games: [{ ...CONFIG.data.games[0]!, name: 'Würfel' }],
        casino_language: 'de',
      },
    };
    double = installFetchDouble({
      'GET /tournaments/esa': (request) => ({ body: request.url.searchParams.get('lang') === 'de' ? german : CONFIG }),
      'GET /v1/casino/rounds': () => ({
        body: {
          status: 1,
          data: [
            {
              id: 'r-1',
              game: 'dice',
              nonce: 3,
              chance: 5_000,
              stake: 100,
              payout: 0,
              multiplier: 0,
              result: 7_000,
              path: '',
              client_seed: 'c',
              server_seed_hash: 'f'.repeat(64),
              server_seed: 'a'.repeat(64),
              created_at: '2030-01-01T00:00:00.000Z',
            },
          ],
        },
      }),
      'GET /games/closeGameSession': () => ({ body: { status: 1 } }),
    });
    window.sportsbookCasinoCommunicator = { version: 1, origin: 'http://localhost' } as unknown as CasinoCommunicator;
    useSiteStore.getState().setLanguage('en');
    useSessionStore
      .getState()
      .signIn({ user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'token-1' });
    await renderWithProviders(
      <>
        <Shell />
        <CasinoRounds />
      </>,
    );
    await screen.findByRole('button', { name: 'Verify Dice #3' });
    expect(double.requestsTo('/tournaments/esa').map((request) => request.url.searchParams.get('lang'))).toEqual([
      'en',
    ]);

    act(() => useSiteStore.getState().setLanguage('de'));
    await vi.waitFor(() => expect(useCasinoStore.getState().config?.games[0]?.name).toBe('Würfel'));
    expect(double.requestsTo('/tournaments/esa').map((request) => request.url.searchParams.get('lang'))).toEqual([
      'en',
      'de',
    ]);
    expect(await screen.findByText('Würfel #3')).toBeInTheDocument();
    act(() => useSiteStore.getState().setLanguage('en'));
  });
});
