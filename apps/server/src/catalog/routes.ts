import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ComboBoostConfig } from '@sportsbook/protocol';
import { refusal } from '../http/index';
import type { DatabaseHandle } from '../storage';
import { parseCatalogQuery } from './queries';
import type { CatalogQueryName } from './queries';
import { createCatalogService } from './service';
import type { CatalogService } from './service';

/** Options of `catalogRoutes`. */
export interface CatalogRoutesOptions {
  /** The database the catalogue is read from. */
  readonly handle: DatabaseHandle;
  /** A service to use instead of building one over `handle` (share it with the websocket handlers). */
  readonly service?: CatalogService;
  /** Combo boost per bookmaker id, over the defaults (see combo-boost.ts). */
  readonly comboBoost?: Readonly<Record<string, ComboBoostConfig | null>>;
}

/** The markets call's answer for an event that does not exist: a refusal the client displays, HTTP 200. */
export function eventNotFoundRefusal(eventId: number) {
  return refusal('SELECTION_NOT_FOUND', {
    message: `There is no event ${eventId}; it may have been removed.`,
    event_id: eventId,
  });
}

/**
 * The query a route parses: the query string, with the `bookmaker` header filled in when the
 * query names none (docs/api.md: the query wins over the header).
 */
function queryWithBookmaker(request: FastifyRequest): unknown {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers.bookmaker;
  if (query.bookmaker !== undefined || typeof header !== 'string' || header === '') return query;
  return { ...query, bookmaker: header };
}

/**
 * The catalogue's read API (docs/api.md "Catalogue", spec 000 §7, spec 001 §7). Every query is
 * parsed with its protocol schema; malformed input answers 400 VALIDATION_ERROR, never a 5xx.
 */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, options) => {
  const service =
    options.service ??
    createCatalogService({ db: options.handle.db, ...(options.comboBoost ? { comboBoost: options.comboBoost } : {}) });

  const read = <Name extends CatalogQueryName>(name: Name, request: FastifyRequest) =>
    parseCatalogQuery(name, queryWithBookmaker(request));

  app.get('/echo/v1/events', async (request) => service.listEvents(read('events', request)));
  app.get('/echo/v1/events-simple', async (request) => service.listEventsSimple(read('events', request)));
  app.get('/echo/v1/markets', async (request, reply: FastifyReply) => {
    const query = read('markets', request);
    return (await service.getEventMarkets(query)) ?? reply.send(eventNotFoundRefusal(query.event_id));
  });
  app.get('/echo/v1/selections/current', async (request) => service.currentSelections(read('selections', request)));
  app.get('/v1/config', async (request) => service.config(read('config', request)));
  app.get('/v1/suggestions/tips', async (request) => service.tips(read('tips', request)));
  app.get('/api/content/bets_stats', async (request) => service.betsStats(read('betsStats', request)));
  app.get('/api/content/sports', async (request) => service.contentSports(read('content', request)));
  app.get('/api/content/home', async (request) => service.contentHome(read('content', request)));
};
