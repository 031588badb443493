import type { FastifyPluginAsync } from 'fastify';
import { cashoutParamsSchema, cashoutRequestSchema, myBetsQuerySchema, parseOrThrow } from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import type { DatabaseHandle } from '../storage/index';
import { createMyBetsService } from './service';
import type { MyBetsService, MyBetsServiceOptions } from './service';

/** Options of `myBetsRoutes`. */
export interface MyBetsRoutesOptions extends Partial<Omit<MyBetsServiceOptions, 'handle'>> {
  readonly handle: DatabaseHandle;
  /** A service to use instead of building one. */
  readonly service?: MyBetsService;
}

/**
 * My Bets and cash out: `GET /v1/bets`, `POST /v1/bets/:id/cashout`,
 * `GET /v1/bets/cashouts` (spec 001 §4, §7). Needs `sportsAuth` registered before it; every
 * call needs a player (guests get 401 NOT_AUTHENTICATED). Malformed input answers 400
 * VALIDATION_ERROR with a readable message, never a 5xx; refusals answer 200 with their code.
 */
export const myBetsRoutes: FastifyPluginAsync<MyBetsRoutesOptions> = async (app, options) => {
  const { service: given, handle, ...settings } = options;
  const service = given ?? createMyBetsService({ handle, ...settings });

  app.get('/v1/bets', { preHandler: requirePlayer }, async (request) =>
    service.listBets(request.player!, parseOrThrow(myBetsQuerySchema, request.query ?? {}, 'my bets query')),
  );

  app.get('/v1/bets/cashouts', { preHandler: requirePlayer }, async (request) =>
    service.recentCashouts(request.player!),
  );

  app.post('/v1/bets/:id/cashout', { preHandler: requirePlayer, config: { moves: 'cash-out' } }, async (request) => {
    const { id } = parseOrThrow(cashoutParamsSchema, request.params, 'cash-out bet id');
    const { quote } = parseOrThrow(cashoutRequestSchema, request.body, 'cash-out body');
    return service.cashout(request.player!, id, quote);
  });
};
