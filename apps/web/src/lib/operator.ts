import { COUNTRY_CODES, DEFAULT_COUNTRY, LANGUAGES } from '@sportsbook/betting';
import type { CountryCode, Language } from '@sportsbook/betting';
import { z } from 'zod/mini';
import { DOMAIN_COUNTRIES } from './domain-countries';
import { env } from './env';

/*
 * The operator configuration of spec 001 §1 ("domain, default_lang, global_iframe and a language
 * map") and the operator switches the shell reads (spec 001 §2 `disable_virtual_sports`, the
 * pay-and-play Join variant, the tag manager, the sports widget and the review provider). One
 * typed module: the server writes the values into the page as `__SPORTSBOOK_ENV__.operator`;
 * anything missing or malformed falls back to the defaults below (decisions 042, 107).
 */

export { DOMAIN_COUNTRIES };

/** Languages the external sports widget and the frame do not know, and what they get instead (spec 001 §7). */
export const DEFAULT_LANGUAGE_MAP: Readonly<Record<string, string>> = { in: 'en' };

/** The operator's settings, as the client uses them. */
export interface OperatorConfig {
  /** The operator's site domain (`sportsbook.ro`); its last label names the country. */
  readonly domain: string;
  /** The language of a first visit, or null for the brand's own default locale. */
  readonly defaultLang: Language | null;
  /** Base address of the embedded account site (the account frame's "global base"). */
  readonly globalIframe: string;
  /** Language code → the code sent to the frame and the sports widget. */
  readonly languageMap: Readonly<Record<string, string>>;
  /** Domain label → country; a domain not in the map is the default country. */
  readonly domainCountries: Readonly<Record<string, CountryCode>>;
  /** `disable_virtual_sports`: hides the Virtual Sports header tab. */
  readonly disableVirtualSports: boolean;
  /** `disable_cashout`: the brand offers no cash out (the global 'cashout enabled' flag is off). */
  readonly disableCashout: boolean;
  /** Bookmakers whose Finnish site shows PNP (pay and play) instead of Join (spec 001 §2). */
  readonly pnpBookmakers: readonly string[];
  /** A tag-manager container id (`GTM-XXXX`); null: `gtm_push_action` is a no-op. */
  readonly gtmContainer: string | null;
  /** Address of the external sports-widget loader script; null: the slot stays empty. */
  readonly sportsWidgetUrl: string | null;
  /** The review provider's widget script (decision 107); null: no review widget is shown. */
  readonly reviewWidgetUrl: string | null;
  /** The server's REGISTRATION_DISABLED: Join and registration links show the forbidden modal. */
  readonly registrationDisabled: boolean;
  /** The server's LOGIN_DISABLED: Login shows the forbidden modal (spec 001 §5). */
  readonly loginDisabled: boolean;
  /**
   * `declined_browsing` (default true): a visitor whose country the location check declines, or
   * whose check failed, may still browse — the declined splash offers the other countries' sites
   * and a failed check a way on. False: the splash stays with no way in (decision 103).
   */
  readonly declinedBrowsing: boolean;
}

/** What the page itself supplies when the operator names nothing. */
export interface OperatorFallback {
  readonly domain: string;
  readonly accountOrigin: string;
  readonly registrationDisabled?: boolean;
  readonly loginDisabled?: boolean;
}

const languageSchema = z.enum(LANGUAGES);
const countrySchema = z.enum(COUNTRY_CODES);

/** The injected operator values; each one is optional and checked on its own. */
const operatorInputSchema = z.object({
  domain: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  default_lang: z.catch(z.optional(languageSchema), undefined),
  global_iframe: z.catch(z.optional(z.url()), undefined),
  language_map: z.catch(z.optional(z.record(z.string().check(z.minLength(1)), z.string())), undefined),
  domain_countries: z.catch(z.optional(z.record(z.string().check(z.minLength(1)), countrySchema)), undefined),
  disable_virtual_sports: z.catch(z.optional(z.boolean()), undefined),
  disable_cashout: z.catch(z.optional(z.boolean()), undefined),
  pnp_bookmakers: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
  gtm_container: z.catch(z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/))), undefined),
  sports_widget_url: z.catch(z.optional(z.url()), undefined),
  review_widget_url: z.catch(z.optional(z.url({ protocol: /^https$/ })), undefined),
  declined_browsing: z.catch(z.optional(z.boolean()), undefined),
});

/**
 * The operator configuration from injected values: each malformed value is dropped (and its
 * default applies), so one typo never stops the site.
 */
export function readOperatorConfig(input: unknown, fallback: OperatorFallback): OperatorConfig {
  const parsed = operatorInputSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  const value = parsed.success ? parsed.data : {};
  return {
    domain: (value.domain ?? fallback.domain).trim().toLowerCase(),
    defaultLang: value.default_lang ?? null,
    globalIframe: (value.global_iframe ?? fallback.accountOrigin).replace(/\/+$/, ''),
    languageMap: { ...DEFAULT_LANGUAGE_MAP, ...value.language_map },
    domainCountries: value.domain_countries ?? DOMAIN_COUNTRIES,
    disableVirtualSports: value.disable_virtual_sports ?? false,
    disableCashout: value.disable_cashout ?? false,
    pnpBookmakers: value.pnp_bookmakers ?? [],
    gtmContainer: value.gtm_container ?? null,
    sportsWidgetUrl: value.sports_widget_url ?? null,
    reviewWidgetUrl: value.review_widget_url ?? null,
    registrationDisabled: fallback.registrationDisabled === true,
    loginDisabled: fallback.loginDisabled === true,
    declinedBrowsing: value.declined_browsing ?? true,
  };
}

/**
 * The country a domain names by its last label (spec 001 §9), or null when the map has none.
 * @example countryInDomain('www.sportsbook.uk', DOMAIN_COUNTRIES) // 'GB'
 */
export function countryInDomain(
  domain: string,
  map: Readonly<Record<string, CountryCode>> = DOMAIN_COUNTRIES,
): CountryCode | null {
  const label = domain.trim().toLowerCase().replace(/\.+$/, '').split('.').at(-1) ?? '';
  return Object.hasOwn(map, label) ? (map[label] ?? null) : null;
}

/** The country of the operator's domain; a domain outside the map is the default country, US. */
export function countryOfOperator(config: OperatorConfig): CountryCode {
  return countryInDomain(config.domain, config.domainCountries) ?? DEFAULT_COUNTRY;
}

/**
 * A language as the frame and the external widget know it: the map's entry, else the code itself.
 * @example mapLanguage('in', DEFAULT_LANGUAGE_MAP) // 'en'
 */
export function mapLanguage(language: string, map: Readonly<Record<string, string>> = DEFAULT_LANGUAGE_MAP): string {
  const code = language.trim().toLowerCase();
  return Object.hasOwn(map, code) ? (map[code] ?? code) : code;
}

/** True when the header offers PNP (pay and play) instead of Join: the Finnish site of a listed bookmaker. */
export function showsPayAndPlay(config: OperatorConfig, bookmaker: string, language: string): boolean {
  return language === 'fi' && config.pnpBookmakers.includes(bookmaker);
}

let current: OperatorConfig = readOperatorConfig(env.operator, {
  domain: typeof window === 'undefined' ? '' : window.location.hostname,
  accountOrigin: env.accountOrigin,
  registrationDisabled: env.registrationDisabled,
  loginDisabled: env.loginDisabled,
});

/** The operator configuration of this page (read once from the page, at start). */
export function operatorConfig(): OperatorConfig {
  return current;
}

/** Replaces the configuration: tests, and a page that learns its operator late. */
export function setOperatorConfig(next: OperatorConfig): void {
  current = next;
}
