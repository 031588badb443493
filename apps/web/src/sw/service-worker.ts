import { notificationFor, NOTIFICATION_URL } from './push-notification';

/*
 * The service worker (decision 106), built as `/sw.js`: it shows the pushed Inbox messages (a bet
 * settled, a cash out) and opens the site on a click. It has no fetch handler: it caches nothing
 * and fetches nothing, so the site loads exactly as without it.
 */

/** The parts of the service worker's events this worker uses (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification & { readonly data: unknown };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

// A new version takes over at once: it holds no state an open page relies on.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // Not JSON: not one of ours.
  }
  const notification = notificationFor(payload, Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!notification) return;
  const { title, body, tag, url } = notification;
  event.waitUntil(worker.registration.showNotification(title, { body, tag, data: { url } }));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' ? data.url : NOTIFICATION_URL;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const target = new URL(path, worker.registration.scope).href;
      const tab = open[0];
      if (!tab) return void (await worker.clients.openWindow(target));
      await tab.focus();
      // A page this worker does not control cannot be navigated from here: a new tab instead.
      await tab.navigate(target).catch(() => worker.clients.openWindow(target));
    }),
  );
});
