import { useEffect } from 'react';
import { changeLanguage } from '../i18n/i18n';
import { applyLoadQueryParams } from '../lib/query-params';
import { useSettingsStore } from '../stores/settings-store';
import { useSiteStore } from '../stores/site-store';

let queryParamsApplied = false;

/** Spec 001 §2: the shell's on-load query parameters (affiliate cookies, oddsstyle), once per page load. */
export function useLoadQueryParams(): void {
  useEffect(() => {
    if (queryParamsApplied) return;
    queryParamsApplied = true;
    applyLoadQueryParams(window.location.search, {
      setCookie: (line) => {
        document.cookie = line;
      },
      setOddsFormat: (oddsFormat) => useSettingsStore.getState().save({ oddsFormat }),
    });
  }, []);
}

/** Keeps i18next on the site store's language (settings, site switch and first visit all set the store). */
export function useLanguageSync(): void {
  const language = useSiteStore((state) => state.language);
  useEffect(() => {
    void changeLanguage(language);
  }, [language]);
}
