import type { FastifyPluginAsync } from 'fastify';
import { parseOrThrow, pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema } from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import { refusal, validationRefusal } from '../http/index';
import type { Database } from '../storage/index';
import { isAllowedEndpoint } from './config';
import type { PushConfig } from './config';
import { deleteSubscription, upsertSubscription } from './push-store';
import type { VapidKeys } from './push-store';

/** Most subscriptions one player keeps (browsers and devices); the least recently refreshed go first. */
const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/** Options of `pushRoutes`. */
export interface PushRoutesOptions {
  readonly db: Database;
  readonly vapid: VapidKeys;
  readonly config: PushConfig;
  /** The time now (tests move it). */
  readonly now?: () => Date;
}

/**
 * Web push (decision 106): `GET /v1/push/key` (the VAPID public key, for anyone),
 * `PUT /v1/push/subscription` and `DELETE /v1/push/subscription` (the player's own subscriptions
 * only). Needs `sportsAuth` before it; guests get 401 NOT_AUTHENTICATED, junk 400.
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());

  app.get('/v1/push/key', async () => ({ status: 1, public_key: options.vapid.publicKey }));

  app.put(
    '/v1/push/subscription',
    { preHandler: requirePlayer, config: { moves: 'nothing' } },
    async (request, reply) => {
      const subscription = parseOrThrow(pushSubscriptionRequestSchema, request.body, 'push subscription');
      if (!isAllowedEndpoint(subscription.endpoint, config.endpointHosts)) {
        return reply
          .code(400)
          .send(validationRefusal('push subscription: endpoint is not a push service this site sends to'));
      }
      await upsertSubscription(db, request.player!.id, subscription, now(), MAX_SUBSCRIPTIONS_PER_PLAYER);
      return { status: 1 };
    },
  );

  app.delete(
    '/v1/push/subscription',
    { preHandler: requirePlayer, config: { moves: 'nothing' } },
    async (request, reply) => {
      const { endpoint } = parseOrThrow(pushUnsubscribeRequestSchema, request.body, 'push unsubscribe');
      if (!(await deleteSubscription(db, request.player!.id, endpoint))) {
        return reply
          .code(404)
          .send(refusal('NOT_FOUND', { message: 'You have no push subscription at that address.' }));
      }
      return { status: 1 };
    },
  );
};
