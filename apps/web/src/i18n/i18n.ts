import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { createLocaleLoader } from '@sportsbook/web-kit';
import type { Bundle } from '@sportsbook/web-kit';
import i18next from 'i18next';

/*
 * Locale files live at `src/locales/{lang}/{namespace}.json`, one namespace per area of the app
 * (common, shell, catalog, betslip…), so each area owns its strings. English is bundled as the
 * fallback; another language is fetched as its own chunk when chosen.
 */
const locales = createLocaleLoader<Language>({
  i18n: i18next,
  languages: LANGUAGES,
  // The Bet Builder's strings load with its code (bet-builder-strings.ts, decision 035).
  english: import.meta.glob<Bundle>(['../locales/en/*.json', '!../locales/en/betbuilder.json'], {
    eager: true,
    import: 'default',
  }),
  others: import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json', '!../locales/*/betbuilder.json'], {
    import: 'default',
  }),
});

/** Every namespace, named after the English files. */
export const NAMESPACES = locales.namespaces;

/** Loads a language's namespaces into i18next (English is always there). */
export const loadLanguage = locales.loadLanguage;

/** Initialises i18next with English and the given language, then switches to it. */
export const initI18n: (language: Language) => Promise<typeof i18next> = locales.initI18n;

/** Switches the UI language, loading its strings first; `<html lang>` follows (even to the current one, to re-render). */
export const changeLanguage = locales.changeLanguage;

/** Merges content-service translations (spec 001 §7) over the bundled ones. */
export function mergeTranslations(language: Language, namespace: string, messages: Bundle): void {
  i18next.addResourceBundle(language, namespace, messages, true, true);
}
