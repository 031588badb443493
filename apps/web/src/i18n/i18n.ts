import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { createLocaleLoader } from '@sportsbook/web-kit';
import type { Bundle } from '@sportsbook/web-kit';
import i18next from 'i18next';
import type { Namespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

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

/** Loads a language's namespaces into i18next (English is always there). */
export const loadLanguage = locales.loadLanguage;

/** Initialises i18next with English and the given language, then switches to it. */
export const initI18n: (language: Language) => Promise<typeof i18next> = locales.initI18n;

/** Switches the UI language, loading its strings first; `<html lang>` follows. */
export const changeLanguage = locales.changeLanguage;

/** The namespace the content service's messages (header, nav, sidebar, footer, 404 texts) override. */
const CONTENT_MESSAGES_NAMESPACE = 'shell';

/*
 * The translation hooks of the components a page renders many of (listings, odds buttons) and of
 * the shell. react-i18next's `useTranslation` builds a copy of the i18next instance for every
 * component that mounts, a cost a listing of a hundred buttons pays a hundred times (decision
 * 072); these share one `t` per namespace and language, and re-render their components when the
 * language changes (and the shell's when the content service's messages arrive).
 */
type Listener = () => void;
const languageListeners = new Set<Listener>();
const shellListeners = new Set<Listener>();
let languageRevision = 0;
let shellRevision = 0;
const fixedTs = new Map<string, TFunction>();

function announce(listeners: ReadonlySet<Listener>): void {
  for (const listener of [...listeners]) listener();
}

i18next.on('languageChanged', () => {
  languageRevision += 1;
  shellRevision += 1;
  fixedTs.clear();
  announce(languageListeners);
  announce(shellListeners);
});

function subscribeTo(listeners: Set<Listener>): (listener: Listener) => () => void {
  return (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}
const subscribeLanguage = subscribeTo(languageListeners);
/** The shell's components hear both a language change and the content service's messages. */
const subscribeShell = subscribeTo(shellListeners);
const languageSnapshot = () => languageRevision;
/** Moves on a language change and when the content service's messages are merged. */
const shellSnapshot = () => shellRevision;

/** One `t` per namespace and revision: the same function for every component until the strings change. */
function fixedT<Ns extends Namespace>(namespace: Ns, revision: string): TFunction<Ns> {
  const key = `${namespace}|${revision}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = i18next.getFixedT(i18next.language, namespace) as TFunction;
    fixedTs.set(key, t);
  }
  return t as TFunction<Ns>;
}

/** `t` of a namespace in the current language: `useTranslation(namespace)` for the many-times-rendered parts. */
export function useStrings<Ns extends Namespace>(namespace: Ns): { readonly t: TFunction<Ns> } {
  const revision = useSyncExternalStore(subscribeLanguage, languageSnapshot);
  return { t: fixedT(namespace, `language ${revision}`) };
}

/**
 * The shell's strings (`useTranslation('shell')`), kept current with the content service's
 * messages. Only these components re-render when the messages arrive: announcing them as a
 * language change re-rendered every translated component of the page (decision 072).
 */
export function useShellTranslation(): { readonly t: TFunction<typeof CONTENT_MESSAGES_NAMESPACE> } {
  const revision = useSyncExternalStore(subscribeShell, shellSnapshot);
  return { t: fixedT(CONTENT_MESSAGES_NAMESPACE, `shell ${revision}`) };
}

/** Merges content-service translations (spec 001 §7) over the shell's bundled strings and announces them. */
export function mergeShellMessages(language: Language, messages: Bundle): void {
  i18next.addResourceBundle(language, CONTENT_MESSAGES_NAMESPACE, messages, true, true);
  if (i18next.language !== language) return;
  shellRevision += 1;
  announce(shellListeners);
}
