import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadLanguage, mergeShellMessages } from '../../i18n/i18n';
import { useSiteStore } from '../../stores/site-store';
import { contentTranslationsQuery } from './api/translations';
import { nestMessages } from './translations-merge';

/**
 * Fetches the content service's translations for the current language and merges them over the
 * bundled strings (spec 001 §7), after the language's own bundle has loaded so they win. The
 * shell's components (`useShellTranslation`) re-render with them; nothing else does.
 */
export function useContentTranslations(): void {
  const lang = useSiteStore((state) => state.language);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const { data } = useQuery(contentTranslationsQuery(lang, bookmaker));
  useEffect(() => {
    if (!data || data.lang !== lang) return;
    let cancelled = false;
    void loadLanguage(lang).then(() => {
      if (!cancelled) mergeShellMessages(lang, nestMessages(data.messages));
    });
    return () => {
      cancelled = true;
    };
  }, [data, lang]);
}
