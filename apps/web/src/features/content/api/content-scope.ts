import type { Language } from '@sportsbook/betting';
import { useSiteStore } from '../../../stores/site-store';

/** What every content call is keyed by: the brand's country and bookmaker and the UI language. */
export interface ContentScope {
  readonly country: string;
  readonly bookmaker: string;
  readonly lang: Language;
}

/** The current content scope, from the site store. */
export function useContentScope(): ContentScope {
  const country = useSiteStore((state) => state.country);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const lang = useSiteStore((state) => state.language);
  return { country, bookmaker, lang };
}

/** The scope as query values (the content service takes `lang`, `country`, `bookmaker`). */
export function scopeQuery(scope: ContentScope): Record<string, string> {
  return { lang: scope.lang, country: scope.country, bookmaker: scope.bookmaker };
}
