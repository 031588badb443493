import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDynamicConfig, logOut } from '../features/account-frame/session-actions';
import { dynamicConfig, resetAccountState, signInDemo, stubNetwork } from '../features/account-frame/test/fakes';
import { useFreebets } from '../features/betslip/hooks/use-freebets';

const FREE_BET = { id: 'fb-1', name: '€5 Free Bet', amount: 500, amount_remaining: 500, conditions: { min_odds: 1.5 } };
const FREEBETS_PATH = '/api/content/freebets/active';

function renderFreebets() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFreebets(), { wrapper });
}

describe('the free bets across a logout (spec 001 §4)', () => {
  beforeEach(() => resetAccountState());
  afterEach(() => {
    resetAccountState();
    vi.unstubAllGlobals();
  });

  it.each([
    ['a logout', () => logOut({ fromFrame: true })],
    ['a balance update without an access token', () => applyDynamicConfig(dynamicConfig(null, 1), { fromFrame: true })],
  ])('refreshes the free bets on %s: none for the guest, fetched afresh at the next login', async (_, endSession) => {
    const calls = stubNetwork({ [`GET ${FREEBETS_PATH}`]: { body: { data: [FREE_BET] } } });
    const fetched = () => calls.filter((call) => call.url.pathname === FREEBETS_PATH).length;
    signInDemo('sports-1');
    const { result } = renderFreebets();
    await waitFor(() => expect(result.current.map((freebet) => freebet.id)).toEqual(['fb-1']));
    expect(fetched()).toBe(1);

    act(() => endSession());
    expect(result.current).toEqual([]);
    expect(fetched()).toBe(1);

    act(() => signInDemo('sports-2'));
    await waitFor(() => expect(fetched()).toBe(2));
    await waitFor(() => expect(result.current.map((freebet) => freebet.id)).toEqual(['fb-1']));
  });
});
