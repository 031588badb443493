import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  calculateRequestSchema,
  parseOrThrow,
  submitRequestSchema,
  ticketStatusQuerySchema,
  validateSelectionsQuerySchema,
} from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import { createCatalogService } from '../catalog/index';
import type { CatalogService } from '../catalog/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import type { BettingConfig } from './config';
import { createBettingService } from './service';
import type { BettingService } from './service';

/** Options of `bettingRoutes`. */
export interface BettingRoutesOptions {
  readonly handle: DatabaseHandle;
  /** The wallet stakes are debited from (default: one over `handle`). */
  readonly wallet?: Wallet;
  /** Where validate-selections reads selections (default: a catalogue service over `handle`). */
  readonly catalog?: Pick<CatalogService, 'currentSelections'>;
  /** Acceptance settings over the defaults (readBettingConfig reads them from the environment). */
  readonly config?: Partial<BettingConfig>;
  /** A service to use instead of building one (tests with a fake clock or delay). */
  readonly service?: BettingService;
  /** Where player events (bet placed, balance) are published after commit. */
  readonly bus?: Bus;
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The bet slip's calls (spec 000 §7, docs/api.md "Bet slip"). Needs `sportsAuth` registered before
 * it (it reads `request.player`). Every body and query is parsed with its protocol schema:
 * malformed input answers 400 VALIDATION_ERROR with a readable message, never a 5xx; business
 * refusals answer 200 with their catalogue code.
 */
export const bettingRoutes: FastifyPluginAsync<BettingRoutesOptions> = async (app, options) => {
  const service =
    options.service ??
    createBettingService({
      handle: options.handle,
      wallet: options.wallet ?? createWallet(options.handle),
      catalog: options.catalog ?? createCatalogService({ db: options.handle.db }),
      ...(options.config ? { config: options.config } : {}),
      ...(options.bus
        ? {
            bus: options.bus,
            onEventError: (error: unknown, playerId: number) =>
              app.log.error({ err: error, playerId }, 'player event publish failed'),
          }
        : {}),
    });

  app.post('/v1/betslip/calculate', { config: { moves: 'nothing' } }, async (request) => {
    const body = parseOrThrow(calculateRequestSchema, request.body, 'calculate body');
    const bookmaker = headerText(request, 'bookmaker');
    return service.calculate(body, { player: request.player ?? null, ...(bookmaker ? { bookmaker } : {}) });
  });

  app.post(
    '/v1/betslip/submit',
    { preHandler: requirePlayer, config: { moves: 'stake', rateLimit: 'bet-submit' } },
    async (request, reply) => {
      const body = parseOrThrow(submitRequestSchema, request.body, 'submit body');
      const answer = await service.submit(body, request.player!);
      if (answer.status === 0 && answer.message === 'VALIDATION_ERROR') return reply.code(400).send(answer);
      // docs/api.md "Bet slip": a known uuid with another ticket is a conflict, not a refusal to show.
      if (answer.status === 0 && answer.message === 'IDEMPOTENCY_KEY_REUSED') return reply.code(409).send(answer);
      return answer;
    },
  );

  // docs/api.md "Bet slip": how a client that lost submit's answer learns it (decision 077).
  app.get('/v1/betslip/ticket-status', { preHandler: requirePlayer }, async (request) => {
    const { uuid } = parseOrThrow(ticketStatusQuerySchema, request.query ?? {}, 'ticket-status query');
    return service.ticketStatus(uuid, request.player!);
  });

  app.get('/v1/betslip/validate-selections', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const bookmaker = headerText(request, 'bookmaker');
    const withBookmaker = query.bookmaker === undefined && bookmaker ? { ...query, bookmaker } : query;
    return service.validateSelections(
      parseOrThrow(validateSelectionsQuerySchema, withBookmaker, 'validate-selections query'),
    );
  });
};
