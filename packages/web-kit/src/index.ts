export { createJsonClient } from './request-json';
export type { JsonErrors, JsonRequest, RequestJson } from './request-json';
export { createLocaleLoader } from './locale-loader';
export type { Bundle, LocaleLoader, LocaleLoaderOptions } from './locale-loader';
