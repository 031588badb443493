import { pushChangeResponseSchema, pushKeyResponseSchema } from '@sportsbook/protocol';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { SERVICE_WORKER_URL } from '../sw/sw-url';
import { sportsRequest } from './sports-api';

/*
 * The browser's side of web push (decision 106): the service worker's registration, the push
 * subscription made with the server's VAPID public key, and the player's copy of it on the server
 * (`PUT`/`DELETE /v1/push/subscription`), which settlements and cash outs are sent to.
 */

/** True where this browser can receive web push (a service worker, the Push API, notifications). */
export function isWebPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in window.navigator
  );
}

/** The service worker's registration, registering it first when needed; resolves once it is active. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await window.navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return window.navigator.serviceWorker.ready;
}

/** The bytes of an unpadded base64url text (the VAPID key as the Push API takes it). */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = window.atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/**
 * This browser's push subscription for the server's current VAPID key: the existing one, or a new
 * one (an old one made for another key can no longer be sent to, so it is replaced).
 */
async function currentSubscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { public_key: key } = await sportsRequest('/v1/push/key', { schema: pushKeyResponseSchema });
  const serverKey = base64urlBytes(key);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, serverKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}

/** Sends the subscription to the server for the logged-in player, in the site's language. */
async function saveSubscription(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await sportsRequest('/v1/push/subscription', {
    schema: pushChangeResponseSchema,
    method: 'PUT',
    body: { endpoint, keys, lang: useSiteStore.getState().language },
  });
}

const loggedIn = () => useSessionStore.getState().jwt !== '';

/**
 * Subscribes this browser to push (after the player allowed notifications) and, for a logged-in
 * player, stores the subscription on the server. A guest's subscription is stored at login
 * (`syncWebPush`).
 */
export async function subscribeToWebPush(): Promise<void> {
  const subscription = await currentSubscription(await serviceWorkerRegistration());
  if (loggedIn()) await saveSubscription(subscription);
}

/**
 * For a logged-in player who allowed notifications: makes sure this browser is subscribed and the
 * server holds the subscription in the current language (after a login, a language change, a new key).
 */
export async function syncWebPush(): Promise<void> {
  if (!isWebPushSupported() || window.Notification.permission !== 'granted' || !loggedIn()) return;
  await subscribeToWebPush();
}

/**
 * At logout: the server forgets this browser for the player (with their token, which the logout
 * is about to clear) and the browser drops the subscription, so the next player on this browser
 * never sees the last one's messages.
 */
export async function forgetWebPush(jwt: string): Promise<void> {
  if (!isWebPushSupported() || jwt === '') return;
  const registration = await window.navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await sportsRequest('/v1/push/subscription', {
      schema: pushChangeResponseSchema,
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      headers: { jwt },
    });
  } finally {
    await subscription.unsubscribe();
  }
}
