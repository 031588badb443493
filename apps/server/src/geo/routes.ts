import type { FastifyPluginAsync } from 'fastify';
import { parseOrThrow, restrictionCheckQuerySchema } from '@sportsbook/protocol';
import type { IpDetails, RestrictionCheckResponse } from '@sportsbook/protocol';
import { clientAddress, countryOf, readGeoConfig } from './ip-country';
import type { GeoConfig } from './ip-country';
import { speaks } from '../http/index';

/** Options of `geoRoutes`: the settings, or the environment to read them from (see `readGeoConfig`). */
export interface GeoRoutesOptions {
  readonly config?: GeoConfig;
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * `GET /ip/details` and the location-restriction check `GET /geo/restriction-check` (spec 001 §7):
 * the visitor's country from its address, and whether that country may use the site.
 */
export const geoRoutes: FastifyPluginAsync<GeoRoutesOptions> = async (app, options) => {
  speaks(app, { dialect: 'content' });
  const config = options.config ?? readGeoConfig(options.env);

  app.get('/ip/details', async (request): Promise<IpDetails> => {
    const address = clientAddress(request);
    return { country: countryOf(config, address), ip_address: address, is_tester: config.testerIps.has(address) };
  });

  app.get('/geo/restriction-check', async (request): Promise<RestrictionCheckResponse> => {
    parseOrThrow(restrictionCheckQuerySchema, request.query ?? {}, 'restriction check query');
    const address = clientAddress(request);
    const country = countryOf(config, address);
    return { data: { status: config.blockedCountries.has(country) ? 'declined' : 'allowed', country } };
  });
};
