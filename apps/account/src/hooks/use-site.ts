import type { Language } from '@sportsbook/betting';
import { useLocation } from 'react-router';
import { buildSitePath, languageOf, parseSitePath } from '../lib/site-path';

/** Where the site is and how to address its other pages. */
export interface SiteNavigation {
  /** The page below `/sport`, e.g. `/cashier/deposit`. */
  readonly page: string;
  readonly language: Language;
  /** The address of another page, in the same language form, keeping `app=`. */
  to(page: string): string;
}

/** The current page, language and a link builder. */
export function useSite(): SiteNavigation {
  const location = useLocation();
  const site = parseSitePath(location.pathname);
  return {
    page: site?.page ?? location.pathname,
    language: languageOf(site, location.search),
    to: (page) => buildSitePath(page, site?.langSegment ?? null, location.search),
  };
}
