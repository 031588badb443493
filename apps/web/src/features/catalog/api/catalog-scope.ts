import type { Language } from '@sportsbook/betting';
import { useSiteStore } from '../../../stores/site-store';

/** What every catalogue answer depends on besides its own params: the brand and the language. */
export interface CatalogScope {
  readonly bookmaker: string;
  readonly language: Language;
}

/** The scope in force, so query keys change (and data refetch) on a country or language switch. */
export function useCatalogScope(): CatalogScope {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const language = useSiteStore((state) => state.language);
  return { bookmaker, language };
}
