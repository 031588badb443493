import type { Language } from '@sportsbook/betting';
import { isLanguage } from '../i18n/i18n';

/*
 * Addresses of the site (spec 001 §2 "Embedded account frame"): an optional language segment,
 * then `sport`, then the page, with the shell's `app=` query kept: `/de/sport/cashier/deposit?app=x`
 * or `/sport/login?app=x&lang=fr`.
 */

/** Where the site is: the language segment of the address (if any) and the page below `/sport`. */
export interface SiteLocation {
  readonly langSegment: Language | null;
  /** The page, e.g. `/login` or `/cashier/deposit`; `/` for the bare `/sport`. */
  readonly page: string;
}

const SITE_PATH = /^(?:\/([^/]+))?\/sport(\/.*)?$/;

/** Reads a pathname; null when it is not an address of this site (or names an unknown language). */
export function parseSitePath(pathname: string): SiteLocation | null {
  const match = SITE_PATH.exec(pathname);
  if (!match) return null;
  const segment = match[1];
  if (segment !== undefined && !isLanguage(segment)) return null;
  const page = (match[2] ?? '/').replace(/\/+$/, '') || '/';
  return { langSegment: segment ?? null, page };
}

/** The language of an address: its segment, else `?lang=`, else English. */
export function languageOf(location: SiteLocation | null, search: string): Language {
  if (location?.langSegment) return location.langSegment;
  const fromQuery = new URLSearchParams(search).get('lang');
  return isLanguage(fromQuery) ? fromQuery : 'en';
}

/** The query a link keeps: the shell's `app=` and a `lang=` chosen by query. */
export function keptQuery(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['app', 'lang']) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The address of `page` in the same language form and with the same kept query as now. */
export function buildSitePath(page: string, langSegment: Language | null, search: string): string {
  const [path = '/', hash] = page.split('#');
  const clean = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  return `${langSegment ? `/${langSegment}` : ''}/sport${clean}${keptQuery(search)}${hash ? `#${hash}` : ''}`;
}
