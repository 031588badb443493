import { SETTINGS_SAVE_NAVIGATE_MS } from '../../config/ui-timings';
import type { AcceptOdds, Language, OddsFormat } from '@sportsbook/betting';
import { changeLanguage } from '../../i18n/i18n';
import { saveAccountLanguage } from '../../lib/account-api';
import { useSessionStore } from '../../stores/session-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useSiteStore } from '../../stores/site-store';

/** What the settings form holds. */
export interface SettingsValues {
  readonly oddsFormat: OddsFormat;
  readonly acceptOdds: AcceptOdds;
  readonly timezone: string;
  readonly language: Language;
}

/**
 * Saves the settings (spec 001 §4): preferences into the settings store (a value equal to the
 * country's default is kept as "default", so a later country switch brings its own), and a
 * changed language applied and stored as `app_lang` (and, logged in, as the language of the
 * player's mails on the account), then the app goes to '/' after 300 ms.
 * Returns whether the language changed.
 */
export function saveSettings(values: SettingsValues, goHome: () => void): boolean {
  const site = useSiteStore.getState();
  useSettingsStore.getState().save({
    oddsFormat: values.oddsFormat === site.config.oddsFormat ? null : values.oddsFormat,
    acceptOdds: values.acceptOdds === site.config.acceptOdds ? null : values.acceptOdds,
    timezone: values.timezone,
  });
  if (values.language === site.language) return false;
  site.setLanguage(values.language);
  void changeLanguage(values.language);
  // A logged-in player's mails follow the site's language (players.lang, decision 056). The switch
  // itself never waits for it nor fails with it: a lost call leaves the mails in the old language.
  const { frontendToken } = useSessionStore.getState();
  if (frontendToken) {
    saveAccountLanguage(frontendToken, values.language).catch((error: unknown) => {
      console.warn('the account language was not saved', error);
    });
  }
  setTimeout(goHome, SETTINGS_SAVE_NAVIGATE_MS);
  return true;
}
