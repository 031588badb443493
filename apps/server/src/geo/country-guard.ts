import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ERROR_MESSAGES } from '@sportsbook/betting';
import { clientAddress, countryOf } from './ip-country';
import type { GeoConfig } from './ip-country';

/** The answer to a request from a blocked country (HTTP 403, decision 032): a business refusal the client shows. */
export function countryBlockedRefusal(country: string) {
  return {
    status: 0,
    message: 'COUNTRY_BLOCKED',
    meta: { error: { message: ERROR_MESSAGES.COUNTRY_BLOCKED, country } },
  } as const;
}

/**
 * A hook that refuses a request whose address geolocates to a country in GEO_BLOCKED_COUNTRIES
 * with 403 `COUNTRY_BLOCKED`, before its body is read, so the route writes nothing. Attach it to
 * any route that opens a session or moves money: `app.post(url, { onRequest: guard }, handler)`,
 * or by name with `guardRoutesByCountry`.
 */
export function blockedCountryGuard(config: GeoConfig): onRequestHookHandler {
  return async function refuseBlockedCountry(request: FastifyRequest, reply: FastifyReply) {
    const country = countryOf(config, clientAddress(request));
    if (!config.blockedCountries.has(country)) return;
    request.log.info({ country }, 'request from a blocked country refused');
    await reply.code(403).send(countryBlockedRefusal(country));
  };
}

/**
 * Puts `blockedCountryGuard` first on each named route (`'POST /api/login'`) of `app` as the
 * route is declared, so the routes' own files stay as they are. Call it before the routes are
 * registered; `ready()` fails when a name matches no route, so a renamed route cannot slip out.
 */
export function guardRoutesByCountry(app: FastifyInstance, config: GeoConfig, routes: readonly string[]): void {
  const guard = blockedCountryGuard(config);
  const unseen = new Set(routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (!routes.includes(name)) continue;
      unseen.delete(name);
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    }
  });
  app.addHook('onReady', async () => {
    if (unseen.size > 0) {
      throw new Error(`The country guard names routes nobody declared: ${[...unseen].join(', ')}.`);
    }
  });
}

/** Sports-origin routes refused from a blocked country: bets (Bet Builder and casino add theirs here). */
export const GUARDED_SPORTS_ROUTES = ['POST /v1/betslip/submit', 'POST /api/transactions/deposit'] as const;

/** Account-origin routes refused from a blocked country: logins, registration and deposits. */
export const GUARDED_ACCOUNT_ROUTES = [
  'POST /api/login',
  'GET /auth/loginWithToken',
  'POST /api/register',
  'POST /api/post',
  'POST /api/cashier/deposit',
] as const;
