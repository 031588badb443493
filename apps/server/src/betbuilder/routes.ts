import type { FastifyPluginAsync } from 'fastify';
import {
  builderCalculateRequestSchema,
  builderMarketsQuerySchema,
  builderSubmitRequestSchema,
  builderTicketQuerySchema,
  parseOrThrow,
} from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import type { BettingConfig } from '../betting/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { createBetBuilderService } from './service';
import type { BetBuilderService } from './service';
import type { BuilderFeedSeed } from './feed-seed';

/** Options of `betBuilderRoutes`. */
export interface BetBuilderRoutesOptions {
  readonly handle: DatabaseHandle;
  readonly wallet?: Wallet;
  /** This instance's FEED_SEED (decision 089); needed unless a service is given. */
  readonly feedSeed?: BuilderFeedSeed;
  readonly config?: Partial<BettingConfig>;
  /** A service to use instead of building one (tests with a fake clock or delay). */
  readonly service?: BetBuilderService;
  readonly bus?: Bus;
}

/**
 * The Bet Builder's calls (docs/api.md "Bet Builder"): calculate, submit (jwt), ticket, and the
 * internal markets call of our builder frame. Needs `sportsAuth` registered before it. Bodies
 * and queries are parsed with their protocol schemas: malformed input and foreign outcomes
 * answer 400 with a readable message; an event without a builder answers 404
 * BETBUILDER_UNAVAILABLE; business refusals answer 200 with their code.
 */
export const betBuilderRoutes: FastifyPluginAsync<BetBuilderRoutesOptions> = async (app, options) => {
  if (!options.service && !options.feedSeed) {
    throw new Error('betBuilderRoutes needs the feed seed (config.feedSeed) to replay in-play futures.');
  }
  const service =
    options.service ??
    createBetBuilderService({
      handle: options.handle,
      wallet: options.wallet ?? createWallet(options.handle),
      feedSeed: options.feedSeed!,
      ...(options.config ? { config: options.config } : {}),
      ...(options.bus
        ? {
            bus: options.bus,
            onEventError: (error: unknown, playerId: number) =>
              app.log.error({ err: error, playerId }, 'player event publish failed'),
          }
        : {}),
    });

  // A service built here is closed here (its event cache's bus subscriptions); a given one by its owner.
  if (!options.service) app.addHook('onClose', async () => service.close());

  app.get('/v1/betbuilder/markets', async (request) => {
    const query = parseOrThrow(builderMarketsQuerySchema, request.query ?? {}, 'betbuilder markets query');
    return service.markets(query.event_id, query.lang);
  });

  app.post(
    '/v1/betbuilder/calculate',
    { config: { moves: 'nothing', rateLimit: 'betbuilder-calculate' } },
    async (request) => {
      const body = parseOrThrow(builderCalculateRequestSchema, request.body, 'betbuilder calculate body');
      return service.calculate(body);
    },
  );

  app.get('/v1/betbuilder/ticket', async (request) => {
    const query = parseOrThrow(builderTicketQuerySchema, request.query ?? {}, 'betbuilder ticket query');
    return service.ticket(query.id, query.lang);
  });

  app.post(
    '/v1/betbuilder/submit',
    { preHandler: requirePlayer, config: { moves: 'stake', rateLimit: 'betbuilder-submit' } },
    async (request, reply) => {
      const body = parseOrThrow(builderSubmitRequestSchema, request.body, 'betbuilder submit body');
      const answer = await service.submit(body, request.player!);
      if (answer.status === 0 && answer.message === 'VALIDATION_ERROR') return reply.code(400).send(answer);
      if (answer.status === 0 && answer.message === 'IDEMPOTENCY_KEY_REUSED') return reply.code(409).send(answer);
      return answer;
    },
  );
};
