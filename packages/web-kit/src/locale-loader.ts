import type { i18n, InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/*
 * An app keeps its strings at `…/{language}/{namespace}.json`, one namespace per area, and hands
 * them over as two `import.meta.glob` maps (the globs must stay in the app, where Vite reads
 * them): English bundled as the fallback, every other language a chunk fetched when chosen.
 */

/** One namespace's strings, as read from its JSON file. */
export type Bundle = Record<string, unknown>;

/** English is bundled and the fallback; every app's default namespace is `common`. */
const FALLBACK_LANGUAGE = 'en';
const DEFAULT_NAMESPACE = 'common';

/** What an app hands to `createLocaleLoader`. */
export interface LocaleLoaderOptions<Language extends string> {
  /** The i18next instance to fill (the apps use the global one, which `useTranslation` reads). */
  readonly i18n: i18n;
  readonly languages: readonly Language[];
  /** English bundles by path: `import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' })`. */
  readonly english: Readonly<Record<string, Bundle>>;
  /** Loaders of the other languages' bundles by path `…/{language}/{namespace}.json`. */
  readonly others: Readonly<Record<string, () => Promise<Bundle>>>;
  /** Further i18next options, read once, when the instance is initialised. */
  readonly initOptions?: () => InitOptions;
  /** Leaves i18next (and the re-render it triggers) alone when the language is already the current one. */
  readonly skipCurrentLanguage?: boolean;
}

/** An app's language switching, over its own locale files. */
export interface LocaleLoader<Language extends string> {
  /** Every namespace, named after the English files. */
  readonly namespaces: string[];
  /** Loads a language's namespaces into i18next (English is always there). */
  readonly loadLanguage: (language: Language) => Promise<void>;
  /** Initialises i18next with English (once), then switches to `language`. */
  readonly initI18n: (language: Language) => Promise<i18n>;
  /** Switches the UI language, loading its strings first; `<html lang>` follows. */
  readonly changeLanguage: (language: Language) => Promise<void>;
}

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function languageOf(path: string): string {
  const folder = path.slice(0, path.lastIndexOf('/'));
  return folder.slice(folder.lastIndexOf('/') + 1);
}

/**
 * Makes an app's i18n entry points over its locale files.
 * @example
 * const locales = createLocaleLoader({ i18n: i18next, languages: LANGUAGES, english, others });
 * await locales.initI18n('de'); // English bundled, German fetched, `<html lang="de">`
 */
export function createLocaleLoader<Language extends string>(
  options: LocaleLoaderOptions<Language>,
): LocaleLoader<Language> {
  const { i18n, english, others } = options;
  const namespaces = Object.keys(english).map(namespaceOf);

  async function loadLanguage(language: Language): Promise<void> {
    if (language === FALLBACK_LANGUAGE || i18n.hasResourceBundle(language, DEFAULT_NAMESPACE)) return;
    await Promise.all(
      Object.entries(others)
        .filter(([path]) => languageOf(path) === language)
        .map(async ([path, load]) => {
          i18n.addResourceBundle(language, namespaceOf(path), await load(), true, true);
        }),
    );
  }

  async function changeLanguage(language: Language): Promise<void> {
    await loadLanguage(language);
    if (!options.skipCurrentLanguage || i18n.language !== language) await i18n.changeLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  }

  async function initI18n(language: Language): Promise<i18n> {
    if (!i18n.isInitialized) {
      await i18n.use(initReactI18next).init({
        lng: FALLBACK_LANGUAGE,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...options.languages],
        ns: namespaces,
        defaultNS: DEFAULT_NAMESPACE,
        resources: {
          [FALLBACK_LANGUAGE]: Object.fromEntries(
            Object.entries(english).map(([path, bundle]) => [namespaceOf(path), bundle]),
          ),
        },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
        ...options.initOptions?.(),
      });
    }
    await changeLanguage(language);
    return i18n;
  }

  return { namespaces, loadLanguage, initI18n, changeLanguage };
}
