import { ACCOUNT_SITE_SOURCE } from '@sportsbook/protocol';
import type { FrameToShellDetails, FrameToShellEvent } from '@sportsbook/protocol';
import { vi } from 'vitest';
import { setSocketClientForTests } from '../../../lib/realtime';
import type { ChannelHandler } from '../../../lib/realtime';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { setActiveBridge } from '../frame-link';
import { logOut } from '../session-actions';
import { useNoticeStore } from '../stores/notice-store';

/*
 * Test doubles for the network edge only (fetch): stores, bridge and handlers are the real ones.
 * Answers follow the protocol shapes the real server sends (docs/api.md "Player and accounts").
 */

/** The account origin of the tests (the env default). */
export const ACCOUNT_ORIGIN = 'http://127.0.0.1:8081';

/** A recorded request. */
export interface Call {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body: string | null;
}

/** An answer of the fake network. */
export interface Answer {
  readonly status?: number;
  readonly body: unknown;
}

/** Routes keyed `'<METHOD> <pathname>'`; a function may answer per call. */
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

/** Replaces fetch with the routes; unknown routes answer 404. Returns the recorded calls. */
export function stubNetwork(routes: Routes): Call[] {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: Call = { method, url, headers, body: typeof init.body === 'string' ? init.body : null };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { status: 0, message: 'NOT_FOUND' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** `GET /player/details` success in major units. */
export function playerDetails(balance: number, currency = 'GBP'): Answer {
  return { body: { status: 1, data: { balance, currency } } };
}

/** `getMainDynamicConfig` / `balance_update` data. */
export function dynamicConfig(accessToken: string | null, total: number, currency = 'GBP') {
  return {
    auth_related_config: { sportify: { access_token: accessToken } },
    auth_config: { user: { balance: { total, currency }, username: 'demo-gb' } },
  };
}

/** A web login answer of `/api/login`. */
export function loginAnswer(overrides: { money?: number; frontendToken?: string; accessToken?: string } = {}) {
  return {
    user: {
      id: 7,
      Account: 'demo-gb',
      Email: 'demo-gb@example.com',
      currency: 'GBP',
      Money: overrides.money ?? 1000,
      lastAction: '2026-11-21T10:00:00.000Z',
      token: 'account-token',
    },
    frontend_token: overrides.frontendToken ?? 'frontend-1',
    access_token: overrides.accessToken ?? 'sports-1',
  };
}

/** Logs a demo player in straight through the store (as a restored session would be). */
export function signInDemo(jwt = 'sports-1', frontendToken: string | null = 'frontend-1'): void {
  useSessionStore.getState().signIn({
    user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: 'demo-gb@example.com' },
    jwt,
    frontendToken,
  });
}

/** A message as the account site posts it. */
export function frameData<Event extends FrameToShellEvent>(event: Event, details: FrameToShellDetails<Event>): string {
  return JSON.stringify({ event, details, source: ACCOUNT_SITE_SOURCE });
}

/** Starts every test from a guest on the GB brand with nothing open. */
export function resetAccountState(): void {
  logOut({ fromFrame: true });
  setActiveBridge(null);
  setSocketClientForTests(null);
  useSiteStore.getState().setCountry('GB');
  useSiteStore.getState().setLanguage('en');
  useAccountFrameStore.setState({
    active: false,
    pageReady: false,
    page: null,
    frameUrl: null,
    returnPath: null,
    returnPage: null,
    requestId: 0,
    loginOverlayOpen: false,
  });
  useNoticeStore.getState().clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete window.dataLayer;
}

/** A socket that records subscriptions instead of connecting (the transport is lib/realtime's to test). */
export function fakeSocket() {
  const channels = new Map<string, ChannelHandler>();
  const socket = {
    subscribe: vi.fn((channel: string, handler: ChannelHandler) => {
      channels.set(channel, handler);
      return () => channels.delete(channel);
    }),
    close: vi.fn(),
    // Never reconnects: it never connected.
    onReconnect: vi.fn(() => () => undefined),
  };
  setSocketClientForTests(socket as unknown as Parameters<typeof setSocketClientForTests>[0]);
  return channels;
}
