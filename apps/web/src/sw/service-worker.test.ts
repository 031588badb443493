import { formatMoney, toMoney } from '@sportsbook/betting';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationFor } from './push-notification';

type Listener = (event: unknown) => void;

/** The worker's global scope as the browser hands it over: listeners, registration, clients. */
function workerScope() {
  const listeners = new Map<string, Listener>();
  const tab = { url: 'https://sportsbook.example/', focus: vi.fn(async () => tab), navigate: vi.fn(async () => tab) };
  return {
    listeners,
    tab,
    scope: {
      registration: { scope: 'https://sportsbook.example/', showNotification: vi.fn(async () => undefined) },
      clients: {
        matchAll: vi.fn(async () => [tab]),
        openWindow: vi.fn(async () => null),
        claim: vi.fn(async () => undefined),
      },
      skipWaiting: vi.fn(async () => undefined),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    },
  };
}

/** A push or click event; resolves what the worker asked the browser to wait for. */
function extendable<T extends object>(fields: T) {
  const waits: Promise<unknown>[] = [];
  return {
    event: { ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) },
    done: () => Promise.all(waits),
  };
}

describe('the service worker', () => {
  const worker = workerScope();
  beforeAll(async () => {
    vi.stubGlobal('self', worker.scope);
    await import('./service-worker');
    vi.unstubAllGlobals();
  });

  it('shows a settled bet in the language the device subscribed in, worded as the Inbox words it', async () => {
    const payload = {
      kind: 'bet_settled',
      params: { bet_id: 12, status: 'won', payout: 2_500, currency: 'GBP' },
      lang: 'de',
    };
    const push = extendable({ data: { json: () => payload } });
    worker.listeners.get('push')!(push.event);
    await push.done();
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Wette gewonnen', {
      body: `Deine Wette #12 hat gewonnen. ${formatMoney(toMoney(2_500), 'GBP', 'de')} wurden deinem Guthaben gutgeschrieben.`,
      tag: 'bet_settled:12',
      data: { url: '/inbox' },
    });
  });

  it('shows a cash out with the amount paid', () => {
    const cashout = { kind: 'cash_out', params: { bet_id: 7, amount: 310, currency: 'GBP' }, lang: 'en' };
    expect(notificationFor(cashout, 'Europe/London')).toEqual({
      title: 'Cash out done',
      body: `You cashed out bet #7 for ${formatMoney(toMoney(310), 'GBP', 'en')}.`,
      tag: 'cash_out:7',
      url: '/inbox',
    });
  });

  it('shows nothing for a push that is not one of ours', async () => {
    worker.scope.registration.showNotification.mockClear();
    for (const data of [
      null,
      { json: () => ({ kind: 'deposit', params: {}, lang: 'en' }) },
      { json: () => JSON.parse('{') as unknown },
    ]) {
      const push = extendable({ data });
      worker.listeners.get('push')!(push.event);
      await push.done();
    }
    expect(worker.scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('opens the Inbox in the open tab when the notification is clicked', async () => {
    const close = vi.fn();
    const click = extendable({ notification: { close, data: { url: '/inbox' } } });
    worker.listeners.get('notificationclick')!(click.event);
    await click.done();
    expect(close).toHaveBeenCalled();
    expect(worker.tab.navigate).toHaveBeenCalledWith('https://sportsbook.example/inbox');
    expect(worker.tab.focus).toHaveBeenCalled();
  });
});
