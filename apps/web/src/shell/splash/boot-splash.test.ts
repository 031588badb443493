import { COUNTRY_DEFAULTS, DEFAULT_COUNTRY, LANGUAGES } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_COUNTRIES } from '../../lib/domain-countries';
import { COUNTRY_KEY, LANGUAGE_KEY } from '../../stores/device-keys';
import { runBootSplash } from './boot-splash';
import type { BootSplashData } from './boot-splash';

/** The splash texts of every language, as the build reads them from the locale files. */
const localeFiles = import.meta.glob<{ splash: { locating: string } }>('../../locales/*/shell.json', {
  eager: true,
  import: 'default',
});
const texts = Object.fromEntries(
  Object.entries(localeFiles).map(([path, shell]) => [path.split('/').at(-2)!, shell.splash.locating]),
);

/** The tables vite.config.ts writes into the page. */
const data: BootSplashData = {
  languageKey: LANGUAGE_KEY,
  countryKey: COUNTRY_KEY,
  languages: LANGUAGES,
  countryLocales: Object.fromEntries(
    Object.entries(COUNTRY_DEFAULTS).map(([country, defaults]) => [country, defaults.defaultLocale]),
  ),
  domainCountries: DOMAIN_COUNTRIES,
  defaultCountry: DEFAULT_COUNTRY,
  texts,
  textId: 'boot-text',
};

interface Visit {
  readonly language?: string;
  readonly country?: string;
  readonly operator?: unknown;
}

/** The page as index.html has it, with a visitor's stored keys and the operator the server wrote in. */
function arrange(visit: Visit): void {
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<p id="boot-text">Checking your location…</p>';
  if (visit.language !== undefined) window.localStorage.setItem(LANGUAGE_KEY, visit.language);
  if (visit.country !== undefined) window.localStorage.setItem(COUNTRY_KEY, visit.country);
  window.__SPORTSBOOK_ENV__ = visit.operator === undefined ? undefined : { operator: visit.operator };
}

// jsdom's page is on localhost: a domain outside the map, so the default country (US, English).
const visits: readonly [string, Visit, string][] = [
  ['a first visit with no operator', {}, 'en'],
  ['the stored language', { language: 'de', country: 'GR', operator: { default_lang: 'fi' } }, 'de'],
  ['an unknown stored language is passed over', { language: 'xx', operator: { default_lang: 'fi' } }, 'fi'],
  ["the operator's default language", { country: 'GR', operator: { default_lang: 'nl' } }, 'nl'],
  ['a malformed default language is passed over', { country: 'GR', operator: { default_lang: 'zz' } }, 'el'],
  ["the stored country's locale", { country: 'MX' }, 'es'],
  ['an unknown stored country is passed over', { country: 'ZZ', operator: { domain: 'sportsbook.ro' } }, 'ro'],
  ["the operator domain's country", { operator: { domain: 'WWW.Sportsbook.MX.' } }, 'es'],
  ['a domain outside the map', { operator: { domain: 'sportsbook.com' } }, 'en'],
  ["the operator's own domain map", { operator: { domain: 'sportsbook.com', domain_countries: { com: 'BR' } } }, 'pt'],
  [
    'a domain map with a bad entry is ignored whole',
    { operator: { domain: 'sportsbook.com', domain_countries: { com: 'BR', xx: 'ZZ' } } },
    'en',
  ],
  ['an empty domain is the page host', { operator: { domain: '' } }, 'en'],
  ['an operator that is not an object', { operator: 'sportsbook.ro' }, 'en'],
  ['an operator that is a list', { operator: ['ro'] }, 'en'],
];

describe('the boot splash', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    window.__SPORTSBOOK_ENV__ = undefined;
    vi.restoreAllMocks();
  });

  it('has the splash text of every language', () => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(visits)("%s: the boot shell's text and <html lang> in the visitor's language", (_name, visit, expected) => {
    arrange(visit);
    expect(runBootSplash(data)).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
    expect(document.getElementById('boot-text')).toHaveTextContent(texts[expected]!);
  });

  it.each(visits)('%s: the same language as the site store picks', async (_name, visit) => {
    arrange(visit);
    const booted = runBootSplash(data);
    const { useSiteStore } = await import('../../stores/site-store');
    expect(useSiteStore.getState().language).toBe(booted);
  });

  it('passes over storage that throws (private mode), as the site store does', async () => {
    arrange({ language: 'de', operator: { domain: 'sportsbook.ro' } });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runBootSplash(data)).toBe('ro');
    const { useSiteStore } = await import('../../stores/site-store');
    expect(useSiteStore.getState().language).toBe('ro');
  });

  it('sets only <html lang> on a page without the boot text', () => {
    arrange({ language: 'ja' });
    document.body.innerHTML = '';
    expect(runBootSplash(data)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('runs from its own source, as the inline script the build writes', () => {
    arrange({ language: 'fr' });
    // What vite.config.ts puts in the page: no imports, no closures, only the argument.
    const inline = new Function(`return (${runBootSplash.toString()})(${JSON.stringify(data)});`) as () => string;
    expect(inline()).toBe('fr');
    expect(document.getElementById('boot-text')).toHaveTextContent('Vérification de votre position…');
  });
});
