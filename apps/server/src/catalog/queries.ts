import {
  betsStatsQuerySchema,
  configQuerySchema,
  contentQuerySchema,
  eventsListQuerySchema,
  findParamsSchema,
  marketsQuerySchema,
  parseOrThrow,
  selectionsCurrentListQuerySchema,
  tipsQuerySchema,
} from '@sportsbook/protocol';

/**
 * The protocol schema of each catalogue call, shared by the HTTP routes and the websocket
 * handlers so that both read a request the same way.
 */
const CATALOG_QUERY_SCHEMAS = {
  events: eventsListQuerySchema,
  markets: marketsQuerySchema,
  selections: selectionsCurrentListQuerySchema,
  find: findParamsSchema,
  config: configQuerySchema,
  tips: tipsQuerySchema,
  betsStats: betsStatsQuerySchema,
  content: contentQuerySchema,
} as const;

/** A catalogue call whose query has a schema. */
export type CatalogQueryName = keyof typeof CATALOG_QUERY_SCHEMAS;
/** The parsed query of a call. */
export type CatalogQuery<Name extends CatalogQueryName> = ReturnType<(typeof CATALOG_QUERY_SCHEMAS)[Name]['parse']>;

/** Parses a call's query or throws ProtocolParseError naming every failing parameter. */
export function parseCatalogQuery<Name extends CatalogQueryName>(name: Name, value: unknown): CatalogQuery<Name> {
  return parseOrThrow(CATALOG_QUERY_SCHEMAS[name], value, `${name} query`) as CatalogQuery<Name>;
}
