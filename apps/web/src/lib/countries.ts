import { COUNTRY_CODES, COUNTRY_DEFAULTS, LANGUAGES } from '@sportsbook/betting';
import type { AcceptOdds, CountryCode, Language, OddsFormat } from '@sportsbook/betting';
import { env } from './env';

/** One brand's configuration (spec 001 §1): where its APIs live and how it shows prices. */
export interface CountryConfig {
  readonly country: CountryCode;
  readonly bookmaker: string;
  readonly brand: string;
  readonly currency: string;
  readonly oddsFormat: OddsFormat;
  readonly acceptOdds: AcceptOdds;
  readonly locales: readonly Language[];
  readonly defaultLocale: Language;
  /** Sports API base URL ('' = this page's origin). */
  readonly sportsApi: string;
  /** Content service (CMS) base URL. */
  readonly cmsUrl: string;
  /** Account API and account site origin. */
  readonly accountApi: string;
}

const BRANDS: Readonly<Record<CountryCode, string>> = {
  IE: 'Sportsbook Ireland',
  GB: 'Sportsbook UK',
  RO: 'Sportsbook România',
  US: 'Sportsbook US',
  GR: 'Sportsbook Ελλάς',
  MX: 'Sportsbook México',
  BR: 'Sportsbook Brasil',
};

function configFor(country: CountryCode): CountryConfig {
  const defaults = COUNTRY_DEFAULTS[country];
  return {
    country,
    bookmaker: defaults.bookmaker,
    brand: BRANDS[country],
    currency: defaults.currency,
    oddsFormat: defaults.oddsFormat,
    acceptOdds: defaults.acceptOdds,
    // Every brand offers all ten languages; its default comes first.
    locales: [defaults.defaultLocale, ...LANGUAGES.filter((language) => language !== defaults.defaultLocale)],
    defaultLocale: defaults.defaultLocale,
    sportsApi: env.sportsApi,
    cmsUrl: env.contentApi,
    accountApi: env.accountOrigin,
  };
}

/** The seven brands, by country code. */
export const COUNTRIES: Readonly<Record<CountryCode, CountryConfig>> = Object.fromEntries(
  COUNTRY_CODES.map((country) => [country, configFor(country)]),
) as Record<CountryCode, CountryConfig>;

/** True when a value names one of the seven countries. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}
