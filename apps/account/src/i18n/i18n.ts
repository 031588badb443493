import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { createLocaleLoader } from '@sportsbook/web-kit';
import type { Bundle } from '@sportsbook/web-kit';
import i18next from 'i18next';
import { readEnv } from '../lib/env';

/*
 * Strings live at `src/locales/{lang}/{namespace}.json` (common, auth, cashier, help, errors),
 * the same keys in all ten languages (a test walks them). English is bundled as the fallback;
 * another language is fetched as its own chunk when a page asks for it.
 */

/** True when a value is one of the ten languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Records a key no bundle has, so browser tests can assert that no page shows a raw key. */
function recordMissingKey(_languages: readonly string[], namespace: string, key: string): void {
  const missing = (window.__ACCOUNT_MISSING_KEYS__ ??= []);
  missing.push(`${namespace}:${key}`);
  console.warn(`account-site: missing translation ${namespace}:${key}`);
}

const locales = createLocaleLoader<Language>({
  i18n: i18next,
  languages: LANGUAGES,
  english: import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' }),
  others: import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' }),
  initOptions: () => {
    const testBuild = typeof window !== 'undefined' && readEnv().testBuild;
    return { saveMissing: testBuild, missingKeyHandler: testBuild ? recordMissingKey : false };
  },
  // The root layout asks on mount for the language already set: leave i18next (and React) alone then.
  skipCurrentLanguage: true,
});

/** Initialises i18next with English, then switches to `language`. */
export const initI18n: (language: Language) => Promise<typeof i18next> = locales.initI18n;

/** Switches the UI language, loading its strings first; `<html lang>` follows. */
export const changeLanguage = locales.changeLanguage;
