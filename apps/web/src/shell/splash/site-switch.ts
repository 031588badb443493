import { SITE_SWITCH_TIMINGS_MS } from '../../config/ui-timings';
import type { CountryCode, Language } from '@sportsbook/betting';

/** What the site switch does to the app, step by step (injected so the timings are testable). */
export interface SiteSwitchEffects {
  /** Stores the country (`user_country`) and applies its configuration. */
  applyCountry(country: CountryCode): void;
  /** Sets the language (the country's default) and stores it as `app_lang`. */
  applyLanguage(language: Language): void;
  /** Reloads the UI strings (bundled and content-service translations). */
  reloadTranslations(): void;
  /** Reloads what the account frame was configured with. */
  reloadFrameConfig(): void;
  /** Re-initialises the app's data for the new brand. */
  reinitialise(): void;
  /** Navigates to '/'. */
  goHome(): void;
  /** Called once the last step ran. */
  done(): void;
}

/** A timer API (window's, or vitest's fake timers). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The site switch of spec 001 §4 (decision 020 fixes the origin of each delay): at once the
 * country is stored, its config applied and its language set; after 0.5 s the translations and
 * the frame config reload; from then, re-initialise after 0.3 s, go home after 1 s and again
 * 1 s later. (The forced auto/biometric login that follows exists only in the native app.)
 * Returns a function that cancels the steps not yet run.
 */
export function runSiteSwitch(
  country: CountryCode,
  language: Language,
  effects: SiteSwitchEffects,
  timers: Timers = browserTimers,
): () => void {
  const handles: unknown[] = [];
  const later = (ms: number, step: () => void) => handles.push(timers.setTimeout(step, ms));
  const { translations, reinit, home, homeAgain } = SITE_SWITCH_TIMINGS_MS;

  effects.applyCountry(country);
  effects.applyLanguage(language);
  later(translations, () => {
    effects.reloadTranslations();
    effects.reloadFrameConfig();
    later(reinit, () => effects.reinitialise());
    later(home, () => {
      effects.goHome();
      later(homeAgain, () => {
        effects.goHome();
        effects.done();
      });
    });
  });
  return () => {
    for (const handle of handles) timers.clearTimeout(handle);
  };
}
