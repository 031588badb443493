import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { BLOCKED_IP, COUNTRY_BLOCKED, fromProxy, startGuardedSportsbook } from './guard-test-kit';
import { declareRouteGuards } from './route-class';
import type { RouteGuards } from './route-class';

/*
 * Every route of both origins that changes anything is classified here, by review: a new one
 * fails this test until it is added to one of the lists (and declares `config.moves`, or the
 * server does not start). Logins, token issues, stakes and deposits must answer 403
 * COUNTRY_BLOCKED from a blocked country; withdrawals, cash outs and the rest must not.
 */

type Origin = 'sports' | 'account';
type RouteName = `${Origin} ${string}`;

/** Refused from a blocked country: they stake, deposit, issue tokens or open an account. */
const GUARDED: readonly RouteName[] = [
  'sports POST /v1/betslip/submit',
  'sports POST /v1/betbuilder/submit',
  'sports GET /games/launchGame',
  'sports POST /casino/api/rounds',
  'sports POST /api/transactions/deposit',
  'account POST /api/login',
  'account POST /auth/login',
  'account GET /auth/loginWithToken',
  'account POST /api/refresh',
  'account POST /getMainDynamicConfig',
  'account POST /auth/temporary-token',
  'account POST /api/register',
  'account POST /api/post',
  'account POST /api/cashier/deposit',
];

/** The player's own money back: open from every country. */
const OPEN_MONEY: readonly RouteName[] = ['sports POST /v1/bets/:id/cashout', 'account POST /api/cashier/withdraw'];

/** Reviewed: they move no money and issue no token (prices, read receipts, push subscriptions, settings, a seed rotation, logout). */
const NEITHER: readonly RouteName[] = [
  'sports POST /v1/betslip/calculate',
  'sports POST /v1/betbuilder/calculate',
  'sports POST /v1/inbox/read',
  'sports DELETE /v1/inbox/:id',
  'sports PUT /v1/push/subscription',
  'sports DELETE /v1/push/subscription',
  'sports POST /casino/api/seed',
  'account POST /api/logout',
  'account POST /api/user/language',
  'account POST /api/recover',
  'account DELETE /api/cashier/saved-card',
  'account POST /api/cashier/self-exclusion',
  'account POST /api/cashier/time-out',
  'account PUT /api/cashier/profile',
  'account PUT /api/cashier/limits',
  'account PUT /api/cashier/reality-check',
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD /url` of every route `printRoutes` shows (its tree: each level adds to its parent's path). */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (paths[depth - 1] ?? '') + match[2]!;
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the route declarations of the composed server', () => {
  const sportsbook = startGuardedSportsbook(testDatabaseTargets()[0]!);
  const appOf = (origin: Origin) => (origin === 'sports' ? sportsbook().app : sportsbook().accountApp);

  it('knows every mutating route of both origins: each is guarded, open money or reviewed as neither', () => {
    const classified = new Set([...GUARDED, ...OPEN_MONEY, ...NEITHER]);
    const mutating = (['sports', 'account'] as const).flatMap((origin) =>
      routesOf(appOf(origin))
        .filter((route) => MUTATING.has(route.split(' ')[0]!))
        .map((route): RouteName => `${origin} ${route}`),
    );
    expect(mutating.length).toBeGreaterThan(20);
    const unclassified = mutating.filter((route) => !classified.has(route));
    expect(unclassified, 'classify these routes in route-classes.test.ts (and their config.moves)').toEqual([]);
    const listedMutating = [...classified].filter((route) => MUTATING.has(route.split(' ')[1]!));
    expect(
      listedMutating.filter((route) => !mutating.includes(route)),
      'listed routes nobody declares',
    ).toEqual([]);
  });

  it.each(GUARDED)('refuses %s from a blocked country with 403 COUNTRY_BLOCKED', async (name) => {
    const [origin, method, url] = name.split(' ') as [Origin, 'GET' | 'POST', string];
    const response = await appOf(origin).inject({
      method,
      url,
      payload: method === 'GET' ? undefined : {},
      ...fromProxy(BLOCKED_IP),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(COUNTRY_BLOCKED);
  });

  it.each([...OPEN_MONEY, ...NEITHER])('leaves %s to its own checks from a blocked country', async (name) => {
    const [origin, method, url] = name.split(' ') as [Origin, 'POST' | 'PUT' | 'DELETE', string];
    const response = await appOf(origin).inject({
      method,
      url: url.replace(':id', '1'),
      payload: {},
      ...fromProxy(BLOCKED_IP),
    });
    expect(response.statusCode).not.toBe(403);
  });
});

describe('declareRouteGuards at start-up', () => {
  const guards: RouteGuards = {
    countryGuard: async (request, reply) => {
      if (request.headers['x-blocked']) await reply.code(403).send({ status: 0 });
    },
    // Runs after the route's own preHandlers: it sees what they set.
    rateLimit: () => async (request) => void (request.headers['x-seen'] = `${String(request.headers['x-seen'])},limit`),
  };

  async function start(declare: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    declareRouteGuards(app, guards);
    await app.register(async (plugin) => declare(plugin));
    await app.ready();
    return app;
  }

  it('refuses to start with a mutating route that does not say what it moves', async () => {
    await expect(start((app) => app.post('/v1/new-money-route', async () => ({ status: 1 })))).rejects.toThrow(
      /POST \/v1\/new-money-route does not say what it moves: declare config\.moves/,
    );
    await expect(
      start((app) => app.put('/v1/x', { config: { moves: 'free-money' as never } }, async () => ({}))),
    ).rejects.toThrow(/unknown config\.moves "free-money"/);
  });

  it('puts the country guard first on a stake and none on a withdrawal or a read, and the rate limit last', async () => {
    const app = await start((app) => {
      app.post(
        '/stake',
        {
          preHandler: async (request) => void (request.headers['x-seen'] = 'route'),
          config: { moves: 'stake', rateLimit: 'bet-submit' },
        },
        async (request) => ({ status: 1, order: request.headers['x-seen'] }),
      );
      app.post('/withdraw', { config: { moves: 'withdrawal' } }, async () => ({ status: 1 }));
      app.get('/read', async () => ({ status: 1 }));
    });
    const blocked = { 'x-blocked': '1' };
    expect((await app.inject({ method: 'POST', url: '/stake', headers: blocked })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/withdraw', headers: blocked })).statusCode).toBe(200);
    expect((await app.inject({ url: '/read', headers: blocked })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/stake' })).json()).toEqual({ status: 1, order: 'route,limit' });
    await app.close();
  });
});
