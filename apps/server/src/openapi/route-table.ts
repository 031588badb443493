import type { FastifyInstance, RouteOptions } from 'fastify';
import { requirePlayer } from '../accounts/index';
import type { RouteMoves } from '../guards/index';
import type { MoneyAction } from '../guards/index';

/** One registered route, as the document and the route-table test read it. */
export interface RegisteredRoute {
  /** `METHOD /path/:param`, the key of the route descriptions. */
  readonly key: string;
  readonly method: string;
  readonly url: string;
  /** What the route moves (decision 082): the guarded classes answer 403 COUNTRY_BLOCKED. */
  readonly moves: RouteMoves | undefined;
  /** The money rate limit it counts against (decision 083): 429 RATE_LIMITED. */
  readonly rateLimit: MoneyAction | undefined;
  /** The route's preHandlers include `requirePlayer` (401 for a guest). */
  readonly requiresPlayer: boolean;
}

/**
 * Methods no route description covers: Fastify answers HEAD for every GET by itself, and the
 * account origin's OPTIONS routes are CORS preflights answered 204 with no body.
 */
export const UNDESCRIBED_METHODS: ReadonlySet<string> = new Set(['HEAD', 'OPTIONS']);

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** The routes `app` registered since `collectRoutes` (empty when it was never called). */
export function routeTableOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}

/**
 * Records every route `app` registers from now on (`buildApp` calls it before any route): the
 * route table the published document is built from and checked against.
 */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    for (const method of [route.method].flat()) {
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        moves: route.config?.moves,
        rateLimit: route.config?.rateLimit,
        requiresPlayer: preHandlers.includes(requirePlayer),
      });
    }
  });
}
