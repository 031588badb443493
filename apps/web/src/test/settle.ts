import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FetchDouble } from './fetch-double';

// Real time, taken when this module loads (before a test installs fake timers).
const realSetTimeout = globalThis.setTimeout;

/**
 * For tests on fake timers: lets `ms` of fake time pass, then lets the requests it started be
 * answered on real time (a busy machine can take a while) and React and TanStack Query settle.
 */
export async function passTime(network: FetchDouble, ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  let quietRounds = 0;
  for (let round = 0; round < 500 && quietRounds < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 1));
      await vi.advanceTimersByTimeAsync(0);
    });
    quietRounds = network.idle() ? quietRounds + 1 : 0;
  }
}
