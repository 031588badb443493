import { LANGUAGES } from '@sportsbook/betting';
import type { CountryCode, Language } from '@sportsbook/betting';
import { create } from 'zustand';
import { COUNTRIES, isCountryCode } from '../lib/countries';
import type { CountryConfig } from '../lib/countries';
import { countryOfOperator, operatorConfig } from '../lib/operator';
import { storage } from '../lib/storage';
import { COUNTRY_KEY, LANGUAGE_KEY } from './device-keys';

export { COUNTRY_KEY, LANGUAGE_KEY };

/** The brand being shown and the visitor's place (spec 001 §3 "Global app state"). */
export interface SiteState {
  readonly country: CountryCode;
  readonly config: CountryConfig;
  readonly language: Language;
  readonly ipCountry: string | null;
  readonly ipAddress: string | null;
  readonly isTester: boolean;
  /**
   * Spec 001 §3 "cashout enabled": whether the brand offers cash out. Off (operator
   * `disable_cashout`), My Bets shows no cash-out controls and the cash-out check does not run.
   */
  readonly cashoutEnabled: boolean;
  /** Applies a country's configuration and stores it as `user_country`. */
  setCountry(country: CountryCode): void;
  /** Applies a language and stores it as `app_lang`. */
  setLanguage(language: Language): void;
  setIpDetails(details: { country: string; ipAddress: string; isTester: boolean }): void;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function initialCountry(): CountryCode {
  const stored = storage.get(COUNTRY_KEY);
  // A first visit: the country of the operator's domain (spec 001 §9), US when the map has none.
  return isCountryCode(stored) ? stored : countryOfOperator(operatorConfig());
}

function initialLanguage(country: CountryCode): Language {
  const stored = storage.get(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : (operatorConfig().defaultLang ?? COUNTRIES[country].defaultLocale);
}

const startCountry = initialCountry();

export const useSiteStore = create<SiteState>()((set) => ({
  country: startCountry,
  config: COUNTRIES[startCountry],
  language: initialLanguage(startCountry),
  ipCountry: null,
  ipAddress: null,
  isTester: false,
  cashoutEnabled: !operatorConfig().disableCashout,
  setCountry(country) {
    storage.set(COUNTRY_KEY, country);
    set({ country, config: COUNTRIES[country] });
  },
  setLanguage(language) {
    storage.set(LANGUAGE_KEY, language);
    set({ language });
  },
  setIpDetails({ country, ipAddress, isTester }) {
    set({ ipCountry: country, ipAddress, isTester });
  },
}));

export { isLanguage };
