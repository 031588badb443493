import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '../features/account-frame/session-actions';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { SERVICE_WORKER_URL } from '../sw/sw-url';
import { renderInApp, setUpI18n, stubFetch } from '../test/render-in-app';
import { WebPushCard } from './web-push-card';
import { WebPushSync } from './web-push-sync';

/** An uncompressed P-256 point (65 bytes) as the server serves its VAPID public key. */
const VAPID_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index + 1)]).toString('base64url');
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
};

/** The browser's push machinery as the card meets it: permission, service worker, push manager. */
function stubBrowserPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  let current: (typeof SUBSCRIPTION & { toJSON(): unknown; unsubscribe(): Promise<boolean> }) | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = {
        ...SUBSCRIPTION,
        options: { applicationServerKey: options.applicationServerKey.buffer },
        toJSON: () => SUBSCRIPTION,
        unsubscribe: vi.fn(async () => {
          current = null;
          return true;
        }),
      } as never;
      return current;
    }),
  };
  const registration = { pushManager, scope: 'http://localhost/' };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(window.navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { notification, pushManager, serviceWorker, current: () => current };
}

function stubPushServer() {
  return stubFetch({
    '/v1/push/key': { status: 1, public_key: VAPID_KEY },
    '/v1/push/subscription': { status: 1 },
  });
}

const saved = (log: ReturnType<typeof stubFetch>) =>
  log.calls
    .filter((call) => call.url.pathname === '/v1/push/subscription')
    .map((call) => ({
      method: call.init?.method,
      jwt: new Headers(call.init?.headers).get('jwt'),
      body: JSON.parse(String(call.init?.body)) as unknown,
    }));

describe('the web-push card', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    window.localStorage.clear();
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    useSessionStore.getState().signOut();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  });

  it('subscribes through the service worker registration’s push manager with the server’s key and posts the subscription', async () => {
    const user = userEvent.setup();
    const browser = stubBrowserPush('default');
    const log = stubPushServer();
    useSessionStore.getState().signIn({ user: { id: 7, username: 'ann', name: 'Ann', email: null }, jwt: 'jwt-ann' });
    renderInApp(<WebPushCard />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Never miss a result' })).not.toBeInTheDocument());
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(VAPID_KEY);
    expect(saved(log)).toEqual([
      { method: 'PUT', jwt: 'jwt-ann', body: { endpoint: SUBSCRIPTION.endpoint, keys: SUBSCRIPTION.keys, lang: 'en' } },
    ]);
  });

  it('subscribes nothing when the player blocks notifications', async () => {
    const user = userEvent.setup();
    const browser = stubBrowserPush('default', 'denied');
    const log = stubPushServer();
    renderInApp(<WebPushCard />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument());
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(log.calls).toEqual([]);
  });

  it('closes on its close icon, asks nothing, and stays closed on the next visit', async () => {
    const user = userEvent.setup();
    const browser = stubBrowserPush('default');
    const log = stubPushServer();
    const first = renderInApp(<WebPushCard />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notifications offer' }));
    expect(screen.queryByRole('heading', { name: 'Never miss a result' })).not.toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(log.calls).toEqual([]);
    first.unmount();
    renderInApp(<WebPushCard />);
    expect(screen.queryByRole('heading', { name: 'Never miss a result' })).not.toBeInTheDocument();
  });

  it.each<NotificationPermission>(['granted', 'denied'])(
    'is not shown when the permission is already %s',
    (permission) => {
      stubBrowserPush(permission);
      renderInApp(<WebPushCard />);
      expect(screen.queryByRole('heading', { name: 'Never miss a result' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    },
  );

  it('is not shown where the browser has no web push', () => {
    renderInApp(<WebPushCard />);
    expect(screen.queryByRole('heading', { name: 'Never miss a result' })).not.toBeInTheDocument();
  });

  it('hands a guest’s subscription to the server at login, again in a new language, and forgets it at logout', async () => {
    const user = userEvent.setup();
    const browser = stubBrowserPush('default');
    const log = stubPushServer();
    renderInApp(
      <>
        <WebPushCard />
        <WebPushSync />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(browser.current()).not.toBeNull());
    expect(saved(log)).toEqual([]);
    act(() =>
      useSessionStore.getState().signIn({ user: { id: 8, username: 'bo', name: 'Bo', email: null }, jwt: 'jwt-bo' }),
    );
    await waitFor(() => expect(saved(log)).toHaveLength(1));
    act(() => useSiteStore.getState().setLanguage('de'));
    await waitFor(() => expect(saved(log)).toHaveLength(2));
    expect(saved(log).map((call) => [call.method, call.jwt, (call.body as { lang: string }).lang])).toEqual([
      ['PUT', 'jwt-bo', 'en'],
      ['PUT', 'jwt-bo', 'de'],
    ]);
    // One subscription all along: the second sync reused it.
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    act(() => logOut());
    await waitFor(() => expect(browser.current()).toBeNull());
    expect(saved(log).at(-1)).toEqual({ method: 'DELETE', jwt: 'jwt-bo', body: { endpoint: SUBSCRIPTION.endpoint } });
  });

  it('forgets the subscription however the session ends, the account menu’s sign-out too', async () => {
    const browser = stubBrowserPush('granted');
    const log = stubPushServer();
    renderInApp(<WebPushSync />);
    act(() =>
      useSessionStore.getState().signIn({ user: { id: 9, username: 'al', name: 'Al', email: null }, jwt: 'jwt-al' }),
    );
    await waitFor(() => expect(saved(log)).toHaveLength(1));
    expect(browser.current()).not.toBeNull();
    // The account menu's Logout signs the session out in the store, not through the logout action.
    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(browser.current()).toBeNull());
    expect(saved(log).at(-1)).toEqual({ method: 'DELETE', jwt: 'jwt-al', body: { endpoint: SUBSCRIPTION.endpoint } });
  });
});
