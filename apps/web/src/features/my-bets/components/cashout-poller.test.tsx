import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CASHOUT_POLL_MS } from '@sportsbook/betting';
import { cashoutsResponseSchema } from '@sportsbook/protocol';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useUiStore } from '../../../stores/ui-store';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble } from '../../../test/fetch-double';
import { passTime } from '../../../test/settle';
import { CASHOUT_HISTORY_KEY, useCashoutHistoryStore } from '../stores/cashout-history-store';
import { makePlayerDetails } from '../test/fixtures';
import { CashoutPoller } from './cashout-poller';

const CASHOUTS = '/v1/bets/cashouts';
let network: FetchDouble;
let processed: number[];
let failing: boolean;

const pass = (ms: number) => passTime(network, ms);

function renderPoller() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CashoutPoller />
    </QueryClientProvider>,
  );
}

const polls = () => network.requestsTo(CASHOUTS).length;
const toasts = () => useUiStore.getState().toasts.map((toast) => toast.message);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  processed = [];
  failing = false;
  useUiStore.setState({ toasts: [] });
  useCashoutHistoryStore.getState().clear();
  useSessionStore.getState().signIn({
    user: { id: 2, username: 'demo-gb', name: 'demo-gb', email: null },
    jwt: 'a-sports-token',
  });
  network = installFetchDouble({
    [CASHOUTS]: () => {
      if (failing) throw new TypeError('network down');
      return { body: cashoutsResponseSchema.parse({ cashouts: processed.map((bet_id) => ({ bet_id })) }) };
    },
    '/player/details': () => ({ body: makePlayerDetails(1_045.5) }),
  });
});

afterEach(() => {
  useSiteStore.setState({ cashoutEnabled: true });
  network.restore();
  useSessionStore.getState().signOut();
  vi.useRealTimers();
});

describe('CashoutPoller', () => {
  it('does not poll while the cash-out history is empty', async () => {
    renderPoller();
    await pass(CASHOUT_POLL_MS * 3);
    expect(polls()).toBe(0);
  });

  it('polls every 3 s while a cash out waits, then confirms it once: toast, balance, history emptied', async () => {
    act(() => useCashoutHistoryStore.getState().add(77));
    renderPoller();
    await pass(CASHOUT_POLL_MS - 1);
    expect(polls()).toBe(0);
    await pass(1);
    expect(polls()).toBe(1);
    await pass(CASHOUT_POLL_MS);
    expect(polls()).toBe(2);
    expect(toasts()).toEqual([]);

    // Bet 12 was cashed out elsewhere: not ours to announce.
    processed = [12, 77];
    await pass(CASHOUT_POLL_MS);
    expect(toasts()).toEqual(['Cashout(s) successfully processed']);
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ balance: 104_550, currency: 'GBP' });
    expect(network.requestsTo('/player/details')[0]?.headers.jwt).toBe('a-sports-token');

    const after = polls();
    await pass(CASHOUT_POLL_MS * 3);
    expect(polls()).toBe(after);
    expect(toasts()).toHaveLength(1);
  });

  it('does not poll for a brand whose cash out is off (cashout enabled flag), and starts when it is on', async () => {
    useSiteStore.setState({ cashoutEnabled: false });
    act(() => useCashoutHistoryStore.getState().add(77));
    renderPoller();
    await pass(CASHOUT_POLL_MS * 3);
    expect(polls()).toBe(0);
    act(() => useSiteStore.setState({ cashoutEnabled: true }));
    await pass(CASHOUT_POLL_MS);
    expect(polls()).toBe(1);
  });

  it('keeps the history across a reload', () => {
    act(() => useCashoutHistoryStore.getState().add(77));
    expect(JSON.parse(window.localStorage.getItem(CASHOUT_HISTORY_KEY) ?? 'null')).toEqual([77]);
  });

  it('ignores a failed check and tries again on the next tick', async () => {
    failing = true;
    act(() => useCashoutHistoryStore.getState().add(77));
    renderPoller();
    await pass(CASHOUT_POLL_MS * 2);
    expect(polls()).toBe(2);
    expect(toasts()).toEqual([]);
    failing = false;
    processed = [77];
    await pass(CASHOUT_POLL_MS);
    expect(toasts()).toEqual(['Cashout(s) successfully processed']);
  });

  it('never polls for a guest, and forgets the history at logout', async () => {
    act(() => useCashoutHistoryStore.getState().add(77));
    act(() => useSessionStore.getState().signOut());
    renderPoller();
    await pass(CASHOUT_POLL_MS * 2);
    expect(polls()).toBe(0);
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);
  });
});
