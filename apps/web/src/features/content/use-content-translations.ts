import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { loadLanguage, mergeTranslations } from '../../i18n/i18n';
import { useSiteStore } from '../../stores/site-store';
import { contentTranslationsQuery } from './api/translations';
import { nestMessages } from './translations-merge';

/** The namespace the content service's messages (header, nav, sidebar, footer, 404 texts) override. */
export const CONTENT_MESSAGES_NAMESPACE = 'shell';

/**
 * Fetches the content service's translations for the current language and merges them over the
 * bundled strings (spec 001 §7), after the language's own bundle has loaded so they win.
 */
export function useContentTranslations(): void {
  const lang = useSiteStore((state) => state.language);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const { data } = useQuery(contentTranslationsQuery(lang, bookmaker));
  useEffect(() => {
    if (!data || data.lang !== lang) return;
    let cancelled = false;
    void loadLanguage(lang).then(() => {
      if (cancelled) return;
      mergeTranslations(lang, CONTENT_MESSAGES_NAMESPACE, nestMessages(data.messages));
      // Re-announce the language so mounted components read the merged strings.
      if (i18next.language === lang) void i18next.changeLanguage(lang);
    });
    return () => {
      cancelled = true;
    };
  }, [data, lang]);
}
