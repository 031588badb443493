import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSocketClientForTests } from '../../../lib/realtime';
import { useSessionStore } from '../../../stores/session-store';
import { fakeSocket, resetAccountState, signInDemo } from '../test/fakes';
import { applyPlayerPush, useBalancePushes } from './use-balance-pushes';

describe('balance pushes', () => {
  beforeEach(() => {
    resetAccountState();
  });
  afterEach(() => {
    setSocketClientForTests(null);
  });

  it('sets the balance ×100 from a balance push', () => {
    signInDemo();
    applyPlayerPush({ type: 'balance', balance: 990.5, currency: 'GBP' });
    expect(useSessionStore.getState()).toMatchObject({ balance: 99_050, currency: 'GBP' });
  });

  it('ignores other events, malformed pushes and pushes to a guest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyPlayerPush({ type: 'balance', balance: 5, currency: 'GBP' });
    signInDemo();
    applyPlayerPush({ type: 'bet_placed', bet_id: 4 });
    applyPlayerPush({ type: 'balance', balance: '5' });
    expect(useSessionStore.getState().balance).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("listens to the player's channel only while logged in", () => {
    const channels = fakeSocket();
    const { rerender } = renderHook(() => useBalancePushes());
    expect(channels.size).toBe(0);
    signInDemo();
    rerender();
    expect([...channels.keys()]).toEqual(['gb_player']);
    channels.get('gb_player')!({ type: 'balance', balance: 12, currency: 'GBP' });
    expect(useSessionStore.getState().balance).toBe(1_200);
    useSessionStore.getState().signOut();
    rerender();
    expect(channels.size).toBe(0);
  });
});
