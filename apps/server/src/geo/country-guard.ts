import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { clientAddress, countryOf } from './ip-country';
import type { GeoConfig } from './ip-country';
import { refusal } from '../http/index';

/** The answer to a request from a blocked country (HTTP 403, decision 032): a business refusal the client shows. */
export function countryBlockedRefusal(country: string) {
  return refusal('COUNTRY_BLOCKED', { country });
}

/**
 * A hook that refuses a request whose address geolocates to a country in GEO_BLOCKED_COUNTRIES
 * with 403 `COUNTRY_BLOCKED`, before its body is read, so the route writes nothing. The composed
 * server puts it first on every route whose declaration says it stakes, deposits, issues tokens or
 * opens an account (`config.moves`, guards/route-class.ts, decision 082).
 */
export function blockedCountryGuard(config: GeoConfig): onRequestHookHandler {
  return async function refuseBlockedCountry(request: FastifyRequest, reply: FastifyReply) {
    const country = countryOf(config, clientAddress(request));
    if (!config.blockedCountries.has(country)) return;
    request.log.info({ country }, 'request from a blocked country refused');
    await reply.code(403).send(countryBlockedRefusal(country));
  };
}
