import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { parseOrThrow, ProtocolParseError, restrictionCheckQuerySchema } from '@sportsbook/protocol';
import type { IpDetails, RestrictionCheckResponse } from '@sportsbook/protocol';
import { clientAddress, countryOf, readGeoConfig } from './ip-country';
import type { GeoConfig } from './ip-country';

/** Options of `geoRoutes`: the settings, or the environment to read them from (see `readGeoConfig`). */
export interface GeoRoutesOptions {
  readonly config?: GeoConfig;
  readonly env?: NodeJS.ProcessEnv;
}

const refusal = (message: string) =>
  ({ status: 0, message: 'VALIDATION_ERROR', meta: { error: { message } } }) as const;

/**
 * `GET /ip/details` and the location-restriction check `GET /geo/restriction-check` (spec 001 §7):
 * the visitor's country from its address, and whether that country may use the site.
 */
export const geoRoutes: FastifyPluginAsync<GeoRoutesOptions> = async (app, options) => {
  const config = options.config ?? readGeoConfig(options.env);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProtocolParseError) return reply.code(400).send(refusal(error.message));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(refusal(error.message || 'The request is malformed.'));
    }
    request.log.error({ err: error }, 'geo request failed');
    return reply
      .code(500)
      .send({ status: 0, message: 'SERVER_ERROR', meta: { error: { message: 'Please try again later.' } } });
  });

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
