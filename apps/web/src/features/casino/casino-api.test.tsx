import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { installFetchDouble } from '../../test/fetch-double';
import type { DoubleAnswer, FetchDouble } from '../../test/fetch-double';
import { renderWithProviders } from '../../test/render-with-providers';
import { launchGame } from './casino-api';
import { CasinoBoot } from './casino-boot';
import { CasinoSidebarLink } from './casino-link';
import { useCasinoStore } from './casino-store';
import type { CasinoCommunicator } from './communicator';

const DICE = { identifier: 'dice', name: 'Dice', mobile_game_id: 'dice-mobile', desktop_game_id: 'dice-desktop' };

const FAILURES: Array<[string, () => DoubleAnswer]> = [
  ['a server error', () => ({ status: 500, body: { status: 0, message: 'INTERNAL_ERROR' } })],
  ['a refusal', () => ({ status: 403, body: { status: 0, message: 'FORBIDDEN' } })],
  ['an answer of the wrong shape', () => ({ body: { status: 1, data: { launch_details: { url: 5 } } } })],
  [
    'a network failure',
    () => {
      throw new TypeError('Failed to fetch');
    },
  ],
];

describe('casino errors are only logged (spec 001 §8)', () => {
  let double: FetchDouble | undefined;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore
      .getState()
      .signIn({ user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'token-1' });
  });
  afterEach(() => {
    double?.restore();
    delete window.sportsbookCasinoCommunicator;
    document.getElementById('casino-communicator')?.remove();
    useCasinoStore.getState().reset();
    useSessionStore.getState().signOut();
    vi.restoreAllMocks();
  });

  it.each(FAILURES)('answers false to a launch that meets %s, logs it and opens nothing', async (_, answer) => {
    double = installFetchDouble({ 'GET /games/launchGame': answer });
    await expect(launchGame(DICE, 'mobile', 'en')).resolves.toBe(false);
    expect(double.requestsTo('/games/launchGame')[0]!.url.searchParams.get('game_id')).toBe('dice-mobile');
    expect(warn).toHaveBeenCalledWith('The casino game could not be launched:', expect.anything());
    expect(useCasinoStore.getState()).toMatchObject({ played: [], current: null });
  });

  it.each(FAILURES)('logs a casino config that meets %s and shows no casino link', async (_, answer) => {
    double = installFetchDouble({ 'GET /tournaments/esa': answer });
    window.sportsbookCasinoCommunicator = { version: 1, origin: 'http://localhost' } as unknown as CasinoCommunicator;
    await renderWithProviders(
      <ul>
        <CasinoBoot />
        <CasinoSidebarLink />
      </ul>,
    );
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The casino config could not be loaded:', expect.anything()),
    );
    expect(double.requestsTo('/tournaments/esa')).toHaveLength(1);
    await act(() => Promise.resolve());
    expect(useCasinoStore.getState().config).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mini Games Casino' })).toBeNull();
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
