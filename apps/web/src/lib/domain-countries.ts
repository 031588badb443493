import type { CountryCode } from '@sportsbook/betting';

/*
 * Imports types only: the build's boot splash plugin (vite.config.ts, decision 068) reads it
 * without the workspace packages.
 */

/** The domain-to-country map of spec 001 §9: RO, UK, IE, US, MX (UK is the GB brand). */
export const DOMAIN_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  ro: 'RO',
  uk: 'GB',
  ie: 'IE',
  us: 'US',
  mx: 'MX',
};
