import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { QueryKey, QueryObserverOptions } from '@tanstack/react-query';
import { vi } from 'vitest';

/** Lets stubbed answers arrive while the clocks are fake (only timers and Date are faked). */
export async function settleAnswers(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Fakes the clocks a refresh schedule runs on, leaving `setImmediate` real for the answers. */
export function fakeTheClocks(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/**
 * Watches a query as a mounted component would (a subscribed observer) and returns how to stop;
 * the caller counts the requests its fetch stub saw.
 */
export function watchQuery<Data, Key extends QueryKey>(options: QueryObserverOptions<Data, Error, Data, Data, Key>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return () => {
    unsubscribe();
    client.clear();
  };
}
