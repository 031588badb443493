// @vitest-environment jsdom
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocaleLoader } from './locale-loader';
import type { Bundle, LocaleLoaderOptions } from './locale-loader';

type Language = 'en' | 'de' | 'fr';

/** Locale files as an app's `import.meta.glob` hands them over; `fetched` records each lazy load. */
function localeFiles() {
  const fetched: string[] = [];
  const lazy = (path: string, bundle: Bundle) => async () => {
    fetched.push(path);
    return bundle;
  };
  const english: Record<string, Bundle> = {
    '../locales/en/common.json': { greeting: 'Hello {{name}}', save: 'Save' },
    '../locales/en/slip.json': { place: 'Place bet' },
  };
  const others: Record<string, () => Promise<Bundle>> = {
    '../locales/de/common.json': lazy('../locales/de/common.json', { greeting: 'Hallo {{name}}' }),
    '../locales/de/slip.json': lazy('../locales/de/slip.json', { place: 'Wette platzieren' }),
    '../locales/fr/common.json': lazy('../locales/fr/common.json', { greeting: 'Bonjour {{name}}' }),
  };
  return { english, others, fetched };
}

let instance: i18n;
let files: ReturnType<typeof localeFiles>;

function loaderFor(options: Partial<LocaleLoaderOptions<Language>> = {}) {
  const { english, others } = files;
  return createLocaleLoader<Language>({ i18n: instance, languages: ['en', 'de', 'fr'], english, others, ...options });
}

beforeEach(() => {
  instance = i18next.createInstance();
  files = localeFiles();
  document.documentElement.lang = '';
});

describe('createLocaleLoader', () => {
  it('names the namespaces after the English files', () => {
    expect(loaderFor().namespaces).toEqual(['common', 'slip']);
  });

  it('starts in English from the bundled files without fetching any other language', async () => {
    const returned = await loaderFor().initI18n('en');
    expect(returned).toBe(instance);
    expect(instance.t('greeting', { name: '<Ann>' })).toBe('Hello <Ann>');
    expect(instance.t('slip:place')).toBe('Place bet');
    expect(files.fetched).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it("fetches only the chosen language's files and switches to it, falling back to English", async () => {
    await loaderFor().initI18n('de');
    expect(files.fetched.sort()).toEqual(['../locales/de/common.json', '../locales/de/slip.json']);
    expect(instance.language).toBe('de');
    expect(instance.t('greeting', { name: 'Ann' })).toBe('Hallo Ann');
    expect(instance.t('save')).toBe('Save');
    expect(document.documentElement.lang).toBe('de');
  });

  it('fetches a language once, however often it is chosen', async () => {
    const locales = loaderFor();
    await locales.initI18n('fr');
    await locales.changeLanguage('de');
    await locales.changeLanguage('fr');
    await locales.loadLanguage('fr');
    expect(files.fetched.sort()).toEqual([
      '../locales/de/common.json',
      '../locales/de/slip.json',
      '../locales/fr/common.json',
    ]);
    expect(instance.t('greeting', { name: 'Ann' })).toBe('Bonjour Ann');
  });

  it('initialises once: a second call only switches the language', async () => {
    const locales = loaderFor();
    await locales.initI18n('en');
    instance.addResourceBundle('en', 'common', { extra: 'Kept' }, true, true);
    await locales.initI18n('de');
    expect(instance.language).toBe('de');
    expect(instance.t('extra')).toBe('Kept');
  });

  it('adds the app options when it initialises', async () => {
    const missing: string[] = [];
    await loaderFor({
      initOptions: () => ({
        saveMissing: true,
        missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
      }),
    }).initI18n('en');
    instance.t('nowhere');
    expect(missing).toEqual(['common:nowhere']);
  });

  it('switches i18next again to the current language, so that React re-renders', async () => {
    const locales = loaderFor();
    await locales.initI18n('de');
    const changes: string[] = [];
    instance.on('languageChanged', (language: string) => changes.push(language));
    await locales.changeLanguage('de');
    expect(changes).toEqual(['de']);
  });

  it('leaves i18next alone for the current language when asked to skip it, still setting <html lang>', async () => {
    const locales = loaderFor({ skipCurrentLanguage: true });
    await locales.initI18n('de');
    const changes: string[] = [];
    instance.on('languageChanged', (language: string) => changes.push(language));
    document.documentElement.lang = '';
    await locales.changeLanguage('de');
    expect(changes).toEqual([]);
    expect(document.documentElement.lang).toBe('de');
    await locales.changeLanguage('fr');
    expect(changes).toEqual(['fr']);
    expect(document.documentElement.lang).toBe('fr');
  });
});
