import type { CountryCode } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { changeLanguage } from '../../i18n/i18n';
import { COUNTRIES } from '../../lib/countries';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSiteStore } from '../../stores/site-store';
import { runSiteSwitch } from './site-switch';
import { useSplashStore } from './splash-store';

let cancelRunning: (() => void) | null = null;

/** Switches the site to another country's brand (spec 001 §4), with the splash covering the steps. */
export function useSiteSwitch(): (country: CountryCode) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (country: CountryCode) => {
      cancelRunning?.();
      useSplashStore.getState().startSwitch(country);
      const language = COUNTRIES[country].defaultLocale;
      cancelRunning = runSiteSwitch(country, language, {
        applyCountry: (next) => useSiteStore.getState().setCountry(next),
        applyLanguage: (next) => useSiteStore.getState().setLanguage(next),
        reloadTranslations: () => {
          void changeLanguage(useSiteStore.getState().language);
          void queryClient.invalidateQueries({ queryKey: ['content', 'translations'] });
        },
        // The frame is re-addressed from the new config when it next opens.
        reloadFrameConfig: () => useAccountFrameStore.getState().hide(),
        reinitialise: () => void queryClient.invalidateQueries(),
        goHome: () => void navigate('/'),
        done: () => {
          cancelRunning = null;
          useSplashStore.getState().hide();
        },
      });
    },
    [navigate, queryClient],
  );
}
