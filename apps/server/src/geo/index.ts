export { geoRoutes } from './routes';
export type { GeoRoutesOptions } from './routes';
export { clientAddress, countryOf, normaliseAddress, readGeoConfig } from './ip-country';
export type { GeoConfig, IpRule } from './ip-country';
export {
  blockedCountryGuard,
  countryBlockedRefusal,
  GUARDED_ACCOUNT_ROUTES,
  GUARDED_SPORTS_ROUTES,
  guardRoutesByCountry,
} from './country-guard';
