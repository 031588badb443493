export { geoRoutes } from './routes';
export type { GeoRoutesOptions } from './routes';
export { clientAddress, countryOf, normaliseAddress, readGeoConfig } from './ip-country';
export type { GeoConfig, IpRule } from './ip-country';
export { blockedCountryGuard, countryBlockedRefusal } from './country-guard';
