import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { MoneyAction } from './money-limits';

/**
 * What a route does with the player's money or sessions (decision 082). Every route that changes
 * anything (POST, PUT, PATCH, DELETE) declares it as `config: { moves: … }`; a GET that stakes
 * or issues tokens (casino launch, token login) declares it too. The class decides the guards:
 * - `stake`, `deposit`: money into the book — refused from a blocked country;
 * - `tokens`: a login or any token issue — refused from a blocked country;
 * - `account`: opens an account — refused from a blocked country;
 * - `withdrawal`, `cash-out`: the player's own money back — open from every country;
 * - `nothing`: neither money nor sessions (a language, a read receipt, a seed rotation).
 */
export const ROUTE_MOVES = ['stake', 'deposit', 'tokens', 'account', 'withdrawal', 'cash-out', 'nothing'] as const;
export type RouteMoves = (typeof ROUTE_MOVES)[number];

/** The classes refused from a blocked country (GEO_BLOCKED_COUNTRIES). */
export const COUNTRY_GUARDED_MOVES: ReadonlySet<RouteMoves> = new Set(['stake', 'deposit', 'tokens', 'account']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route moves (decision 082); required on every mutating route of the composed server. */
    moves?: RouteMoves;
    /** The money rate limit the route counts against (decision 083). */
    rateLimit?: MoneyAction;
  }
}

const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What `declareRouteGuards` attaches. */
export interface RouteGuards {
  /** Refuses a request from a blocked country before its body is read (geo `blockedCountryGuard`). */
  readonly countryGuard: onRequestHookHandler;
  /** The rate limit of an action, run after the route's own preHandlers (so the player is known). */
  readonly rateLimit: (action: MoneyAction) => preHandlerHookHandler;
}

/**
 * Reads every route's declaration as it is declared on `app` (call it before any route): a
 * mutating route without `config.moves` stops the start-up with an error naming it, so a new
 * money route cannot forget its class; the country guard goes first on the guarded classes and
 * the rate limit last on the routes that name one.
 */
export function declareRouteGuards(app: FastifyInstance, guards: RouteGuards): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const { moves, rateLimit } = route.config ?? {};
    if (moves === undefined) {
      const mutating = methods.filter((method) => MUTATING_METHODS.has(method));
      if (mutating.length > 0) {
        throw new Error(
          `${mutating.join(', ')} ${route.url} does not say what it moves: declare config.moves (${ROUTE_MOVES.join(', ')}).`,
        );
      }
      return;
    }
    if (!(ROUTE_MOVES as readonly string[]).includes(moves)) {
      throw new Error(`${methods.join(', ')} ${route.url} declares an unknown config.moves "${String(moves)}".`);
    }
    if (COUNTRY_GUARDED_MOVES.has(moves)) {
      route.onRequest = [guards.countryGuard, ...[route.onRequest ?? []].flat()];
    }
    if (rateLimit !== undefined) {
      route.preHandler = [...[route.preHandler ?? []].flat(), guards.rateLimit(rateLimit)];
    }
  });
}
