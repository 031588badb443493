import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readEnv } from '../lib/env';

/*
 * Strings live at `src/locales/{lang}/{namespace}.json` (common, auth, cashier, help, errors),
 * the same keys in all ten languages (a test walks them). English is bundled as the fallback;
 * another language is fetched as its own chunk when a page asks for it.
 */
type Bundle = Record<string, unknown>;

const english = import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Every namespace, named after the English files. */
export const NAMESPACES = Object.keys(english).map(namespaceOf);

/** True when a value is one of the ten languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return;
  const prefix = `../locales/${language}/`;
  await Promise.all(
    Object.entries(others)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => {
        i18next.addResourceBundle(language, namespaceOf(path), await load(), true, true);
      }),
  );
}

/** Records a key no bundle has, so browser tests can assert that no page shows a raw key. */
function recordMissingKey(_languages: readonly string[], namespace: string, key: string): void {
  const missing = (window.__ACCOUNT_MISSING_KEYS__ ??= []);
  missing.push(`${namespace}:${key}`);
  console.warn(`account-site: missing translation ${namespace}:${key}`);
}

/** Initialises i18next with English, then switches to `language`. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    const testBuild = typeof window !== 'undefined' && readEnv().testBuild;
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
      saveMissing: testBuild,
      missingKeyHandler: testBuild ? recordMissingKey : false,
    });
  }
  await changeLanguage(language);
  return i18next;
}

/** Switches the UI language, loading its strings first; `<html lang>` follows. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
