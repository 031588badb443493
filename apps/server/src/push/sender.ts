import type { Agent } from 'node:https';
import type { PushKind, PushMessage } from '@sportsbook/protocol';
import webpush from 'web-push';
import { findBetMessage } from '../inbox/index';
import type { Database } from '../storage/index';
import { isAllowedEndpoint } from './config';
import type { PushConfig } from './config';
import { deleteSubscriptionsById, listSubscriptions } from './push-store';
import type { StoredSubscription, VapidKeys } from './push-store';

/** Tells a player's devices that one of their bets settled or was cashed out; never throws, never waits. */
export type BetNotifier = (playerId: number, kind: PushKind, betId: number) => void;

/** A web-push sender: `notify` queues, `idle` waits for what is queued (tests, shutdown). */
export interface PushSender {
  readonly notify: BetNotifier;
  idle(): Promise<void>;
}

export interface PushSenderOptions {
  readonly db: Database;
  readonly vapid: VapidKeys;
  readonly config: PushConfig;
  /** The connection agent (tests: one that trusts the local push service's certificate). */
  readonly agent?: Agent;
  /** Told about a message that could not be sent; defaults to console.error. */
  readonly onError?: (error: unknown, playerId: number) => void;
}

/** How long a push service may keep a message for an offline device: a day, then it is news no more. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** Push service answers that mean the subscription is gone for good (RFC 8030 §7.3). */
const GONE_STATUSES = new Set([404, 410]);

/**
 * Sends the Inbox message about a bet (settled, cashed out) to each of the player's subscribed
 * devices through the `web-push` library: encrypted per RFC 8291 (aes128gcm) for the device's
 * keys and signed with the server's VAPID key (RFC 8292). Called after the commit that wrote the
 * message, it reads the message back, so a push says exactly what the Inbox says. A subscription
 * its push service calls gone is deleted; any other failure is reported and dropped.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid, config } = options;
  const report = options.onError ?? ((error, playerId) => console.error(`[push] player ${playerId}:`, error));
  const pending = new Set<Promise<void>>();

  async function sendTo(subscription: StoredSubscription, message: PushMessage): Promise<'sent' | 'gone'> {
    if (!isAllowedEndpoint(subscription.endpoint, config.endpointHosts)) return 'gone';
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: config.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof webpush.WebPushError && GONE_STATUSES.has(error.statusCode)) return 'gone';
      throw error;
    }
  }

  async function deliver(playerId: number, kind: PushKind, betId: number): Promise<void> {
    const subscriptions = await listSubscriptions(db, playerId);
    if (subscriptions.length === 0) return;
    const inbox = await findBetMessage(db, playerId, kind, betId);
    if (!inbox) return;
    const results = await Promise.allSettled(
      subscriptions.map((subscription) =>
        sendTo(subscription, { kind, params: inbox.params, lang: subscription.lang }),
      ),
    );
    const gone = subscriptions.filter((_, index) => {
      const result = results[index];
      if (result?.status === 'rejected') report(result.reason, playerId);
      return result?.status === 'fulfilled' && result.value === 'gone';
    });
    await deleteSubscriptionsById(
      db,
      gone.map((subscription) => subscription.id),
    );
  }

  return {
    notify(playerId, kind, betId) {
      const sending = deliver(playerId, kind, betId)
        .catch((error: unknown) => report(error, playerId))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
