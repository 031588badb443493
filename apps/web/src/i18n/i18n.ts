import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { createLocaleLoader } from '@sportsbook/web-kit';
import type { Bundle } from '@sportsbook/web-kit';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UseTranslationResponse } from 'react-i18next';

/*
 * Locale files live at `src/locales/{lang}/{namespace}.json`, one namespace per area of the app
 * (common, shell, catalog, betslip…), so each area owns its strings. English is bundled as the
 * fallback; another language is fetched as its own chunk when chosen.
 */
// The Bet Builder's strings load with its code (bet-builder-strings.ts, decision 035).
const english = import.meta.glob<Bundle>(['../locales/en/*.json', '!../locales/en/betbuilder.json'], {
  eager: true,
  import: 'default',
});

/*
 * Every other language is one chunk (`locales/{lang}/index.ts`: its files by name), not one per
 * file: a language switch is one request, and the first screen carries 9 loaders instead of a
 * map of 117 (1.6 KB gzip, decision 052). The loader is handed one entry per file, as it expects.
 */
const languageChunks = import.meta.glob<Readonly<Record<string, Bundle>>>('../locales/*/index.ts', {
  import: 'default',
});
const fileNames = Object.keys(english).map((path) => path.slice(path.lastIndexOf('/') + 1));
const others = Object.fromEntries(
  Object.entries(languageChunks).flatMap(([indexPath, load]) => {
    const folder = indexPath.slice(0, indexPath.lastIndexOf('/'));
    return fileNames.map((name) => [`${folder}/${name}`, async () => (await load())[`./${name}`] ?? {}] as const);
  }),
);

// A switch to the language already shown re-renders nothing: at start the site store's language
// is announced again (useLanguageSync), and every component that translates would render twice.
const locales = createLocaleLoader<Language>({
  i18n: i18next,
  languages: LANGUAGES,
  english,
  others,
  skipCurrentLanguage: true,
});

/** Every namespace, named after the English files. */
export const NAMESPACES = locales.namespaces;

/** Loads a language's namespaces into i18next (English is always there). */
export const loadLanguage = locales.loadLanguage;

/** Initialises i18next with English and the given language, then switches to it. */
export const initI18n: (language: Language) => Promise<typeof i18next> = locales.initI18n;

/** Switches the UI language, loading its strings first; `<html lang>` follows. */
export const changeLanguage = locales.changeLanguage;

/** The namespace the content service's messages (header, nav, sidebar, footer, 404 texts) override. */
const CONTENT_MESSAGES_NAMESPACE = 'shell';

/** The i18next event that announces the content service's messages, merged into the shell's strings. */
const SHELL_MESSAGES_MERGED = 'shellMessagesMerged';

/** A shell component re-renders on a language change and when the content service's messages are merged. */
const SHELL_BINDING = { bindI18n: `languageChanged ${SHELL_MESSAGES_MERGED}` };

/**
 * The shell's strings (`useTranslation('shell')`), kept current with the content service's
 * messages. Only these components re-render when the messages arrive: announcing them as a
 * language change re-rendered every translated component of the page (decision 072).
 */
export function useShellTranslation(): UseTranslationResponse<typeof CONTENT_MESSAGES_NAMESPACE, undefined> {
  return useTranslation(CONTENT_MESSAGES_NAMESPACE, SHELL_BINDING);
}

/** Merges content-service translations (spec 001 §7) over the shell's bundled strings and announces them. */
export function mergeShellMessages(language: Language, messages: Bundle): void {
  i18next.addResourceBundle(language, CONTENT_MESSAGES_NAMESPACE, messages, true, true);
  if (i18next.language === language) i18next.emit(SHELL_MESSAGES_MERGED);
}
