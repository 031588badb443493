import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Language } from '@sportsbook/betting';
import type { PushSubscriptionRequest } from '@sportsbook/protocol';
import type { Database } from '../storage/index';
import { pushSubscriptions, pushVapidKeys } from './tables';

/** A VAPID key pair, both halves unpadded base64url (as the `web-push` library takes them). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** A stored subscription, as the sender needs it. */
export interface StoredSubscription {
  readonly id: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly lang: Language;
}

/** The one row of `push_vapid_keys`. */
const VAPID_ROW = 1;

/** The stored VAPID key pair, or null before the first start wrote one. */
export async function readVapidKeys(db: Database): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, VAPID_ROW));
  return row ?? null;
}

/** Stores `keys` unless a pair is stored already (another instance was first); never replaces one. */
export async function insertVapidKeys(db: Database, keys: VapidKeys): Promise<void> {
  await db
    .insert(pushVapidKeys)
    .values({ id: VAPID_ROW, ...keys })
    .onConflictDoNothing();
}

/**
 * Stores (or refreshes: new keys, new language) the player's subscription at this endpoint, and
 * keeps only their `keep` most recently refreshed ones, so a player cannot pile up rows.
 */
export async function upsertSubscription(
  db: Database,
  playerId: number,
  subscription: PushSubscriptionRequest,
  now: Date,
  keep: number,
): Promise<void> {
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    lang: subscription.lang,
    updatedAt: now,
  };
  await db
    .insert(pushSubscriptions)
    .values({ playerId, endpoint: subscription.endpoint, createdAt: now, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.playerId, pushSubscriptions.endpoint], set: values });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), notInArray(pushSubscriptions.id, kept)));
}

/** Removes the player's own subscription at `endpoint`; false when they have none there. */
export async function deleteSubscription(db: Database, playerId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes subscriptions their push service says are gone (404, 410). */
export async function deleteSubscriptionsById(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Every subscription of the player. */
export async function listSubscriptions(db: Database, playerId: number): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lang: pushSubscriptions.lang,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId));
}
