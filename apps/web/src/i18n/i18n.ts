import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/*
 * Locale files live at `src/locales/{lang}/{namespace}.json`, one namespace per area of the app
 * (common, shell, catalog, betslip…), so each area owns its strings. English is bundled as the
 * fallback; another language is fetched as its own chunk when chosen.
 */
type Bundle = Record<string, unknown>;

const english = import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Every namespace, named after the English files. */
export const NAMESPACES = Object.keys(english).map(namespaceOf);

/** Loads a language's namespaces into i18next (English is always there). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return;
  const prefix = `../locales/${language}/`;
  const loads = Object.entries(others)
    .filter(([path]) => path.startsWith(prefix))
    .map(async ([path, load]) => {
      i18next.addResourceBundle(language, namespaceOf(path), await load(), true, true);
    });
  await Promise.all(loads);
}

/** Initialises i18next with English and the given language, then switches to it. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {
        en: Object.fromEntries(Object.entries(english).map(([path, bundle]) => [namespaceOf(path), bundle])),
      },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await changeLanguage(language);
  return i18next;
}

/** Switches the UI language, loading its strings first; `<html lang>` follows. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Merges content-service translations (spec 001 §7) over the bundled ones. */
export function mergeTranslations(language: Language, namespace: string, messages: Bundle): void {
  i18next.addResourceBundle(language, namespace, messages, true, true);
}
