import { WsRequestError } from '../realtime';
import type { WsHandlerRegistry, WsRequestContext, WsRequestHandler } from '../realtime';
import { parseCatalogQuery } from './queries';
import type { CatalogService } from './service';

/**
 * A frame's params as the HTTP twin's query string would carry them: numbers as their text,
 * booleans as `1` / `0`, null dropped; the frame's bookmaker fills in a missing `bookmaker`.
 * Anything else (arrays, objects) goes to the schema as it is.
 */
export function paramsAsQuery(params: Record<string, unknown>, context: Pick<WsRequestContext, 'bookmaker'>) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') query[key] = String(value);
    else if (typeof value === 'boolean') query[key] = value ? '1' : '0';
    else query[key] = value;
  }
  if (query.bookmaker === undefined) query.bookmaker = context.bookmaker;
  return query;
}

/**
 * The websocket twins of the catalogue calls (docs/api.md "Websocket"): `events`, `events-simple`,
 * `markets` and `find` answer exactly the JSON of `/echo/v1/events`, `/echo/v1/events-simple`,
 * `/echo/v1/markets` and `/echo/v1/selections/current`. Malformed params throw
 * ProtocolParseError (an error frame VALIDATION_ERROR); an unknown event answers an error frame
 * SELECTION_NOT_FOUND where HTTP answers the refusal JSON.
 */
export function createCatalogWsHandlers(service: CatalogService): WsHandlerRegistry {
  const events: WsRequestHandler = (params, context) =>
    service.listEvents(parseCatalogQuery('events', paramsAsQuery(params, context)));
  const eventsSimple: WsRequestHandler = (params, context) =>
    service.listEventsSimple(parseCatalogQuery('events', paramsAsQuery(params, context)));
  const markets: WsRequestHandler = async (params, context) => {
    const query = parseCatalogQuery('markets', paramsAsQuery(params, context));
    const answer = await service.getEventMarkets(query);
    if (!answer)
      throw new WsRequestError('SELECTION_NOT_FOUND', `There is no event ${query.event_id}; it may have been removed.`);
    return answer;
  };
  const find: WsRequestHandler = (params, context) =>
    service.currentSelections(parseCatalogQuery('find', paramsAsQuery(params, context)));
  return new Map([
    ['events', events],
    ['events-simple', eventsSimple],
    ['markets', markets],
    ['find', find],
  ]);
}
