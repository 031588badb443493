/*
 * The boot shell's splash (decision 068): `index.html` paints the splash the app opens with — the
 * spinner and "Checking your location…" in the visitor's language — with the HTML itself, before
 * any script has arrived. On a phone on a slow network that text is the first screen's largest
 * paint, and the scripts take seconds to come.
 *
 * `runBootSplash` runs in the page as an inline script that `vite.config.ts` writes from this very
 * function (`(${runBootSplash})(data)`), so it must stay self-contained: no imports, no closures,
 * nothing but its argument and the page's globals. It picks the language as the site store does
 * (`stores/site-store.ts`: the stored `app_lang`, else the operator's `default_lang`, else the
 * default locale of the stored country or of the operator's domain); `boot-splash.test.ts` checks
 * the two agree.
 */

/** What the inline script knows, written into it at build time. */
export interface BootSplashData {
  /** The device keys of the stored language and country (spec 001 §3). */
  readonly languageKey: string;
  readonly countryKey: string;
  readonly languages: readonly string[];
  /** Country code → the brand's default locale. */
  readonly countryLocales: Readonly<Record<string, string>>;
  /** The domain-to-country map used when the operator gives none (spec 001 §9). */
  readonly domainCountries: Readonly<Record<string, string>>;
  readonly defaultCountry: string;
  /** Language → the splash's "Checking your location…". */
  readonly texts: Readonly<Record<string, string>>;
  /** The id of the boot shell's text element. */
  readonly textId: string;
}

/** Sets `<html lang>` and the boot splash's text to the visitor's language; returns the language. */
export function runBootSplash(data: BootSplashData): string {
  const has = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key);
  const stored = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const isLanguage = (value: unknown): value is string =>
    typeof value === 'string' && data.languages.indexOf(value) >= 0;
  const isCountry = (value: unknown): value is string => typeof value === 'string' && has(data.countryLocales, value);
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

  const environment: unknown = window.__SPORTSBOOK_ENV__;
  const operatorInput = isRecord(environment) ? environment.operator : undefined;
  const operator = isRecord(operatorInput) ? operatorInput : {};

  const language = (): string => {
    const storedLanguage = stored(data.languageKey);
    if (isLanguage(storedLanguage)) return storedLanguage;
    if (isLanguage(operator.default_lang)) return operator.default_lang;
    const storedCountry = stored(data.countryKey);
    if (isCountry(storedCountry)) return data.countryLocales[storedCountry] as string;
    // The operator's country: its domain's last label in its map (a map with any bad entry is ignored).
    const domain =
      typeof operator.domain === 'string' && operator.domain.length > 0 ? operator.domain : window.location.hostname;
    const given = operator.domain_countries;
    const map =
      isRecord(given) && Object.keys(given).every((key) => key.length > 0 && isCountry(given[key]))
        ? (given as Record<string, string>)
        : data.domainCountries;
    const labels = domain.trim().toLowerCase().replace(/\.+$/, '').split('.');
    const label = labels[labels.length - 1] ?? '';
    const country = has(map, label) && isCountry(map[label]) ? (map[label] as string) : data.defaultCountry;
    return data.countryLocales[country] ?? data.languages[0] ?? 'en';
  };

  const chosen = language();
  document.documentElement.lang = chosen;
  const text = document.getElementById(data.textId);
  const words = data.texts[chosen];
  if (text && words) text.textContent = words;
  return chosen;
}
