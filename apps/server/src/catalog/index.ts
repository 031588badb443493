export { catalogRoutes, validationRefusal, eventNotFoundRefusal } from './routes';
export type { CatalogRoutesOptions } from './routes';
export { createCatalogService, MAX_LISTED_EVENTS, MAX_HOME_LIVE_EVENTS } from './service';
export type { CatalogService, CatalogServiceOptions } from './service';
export { createCatalogWsHandlers } from './ws-handlers';
export { startEventsPublisher } from './events-publisher';
export type { EventsPublisherOptions, StopEventsPublisher } from './events-publisher';
export { SPORTS } from './sports-seed';
export type { SportSeed } from './sports-seed';
