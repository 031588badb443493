import { COUNTRY_CODES } from '@sportsbook/betting';
import { useEffect, useRef, useState } from 'react';
import { COUNTRIES } from '../../lib/countries';
import { isAppMode } from '../../lib/platform';
import { sendNative } from '../../lib/native-commands';
import { browserLocationApis, runAppLocation } from './app-location';
import { useSiteStore } from '../../stores/site-store';
import { applyAllowedLocation, checkLocation } from './location-check';
import { useSplashStore } from './splash-store';
import { useSiteSwitch } from './use-site-switch';
import { useShellTranslation } from '../../i18n/i18n';
import './splash.css';

let started = false;

/** Runs the location check once per page load; an unreachable check lets the visitor in (decision 020). */
function useLocationCheck(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const { language } = useSiteStore.getState();
    const now = Date.now();
    checkLocation(language, now)
      .then((result) => {
        if (result.status === 'declined') {
          useSplashStore.getState().decline(result.country);
          return;
        }
        applyAllowedLocation(result, now);
        useSplashStore.getState().hide();
      })
      .catch((error: unknown) => {
        console.warn('Location check failed; continuing without it.', error);
        useSplashStore.getState().hide();
      });
  }, []);
}

/** The native app's location check (issue 15): permission, position, restriction check; run again by Retry. */
function useAppLocationCheck(attempt: number): void {
  useEffect(() => {
    const splash = useSplashStore.getState();
    const { language } = useSiteStore.getState();
    return runAppLocation({
      ...browserLocationApis(),
      check: () => checkLocation(language, Date.now()),
      status: (status, errorType) => splash.setLocationStatus(status, errorType),
      declined: (country) => splash.decline(country),
      allowed: (result) => applyAllowedLocation(result, Date.now()),
      hide: () => useSplashStore.getState().hide(),
      subscribePush: () => void sendNative('subscribe_push', {}),
    });
  }, [attempt]);
}

/** Location denied in the app: it blocks the way on, and the confirm asks the host for the device settings (spec 001 §8). */
function LocationDeniedPanel({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useShellTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="splash splash--declined" role="alertdialog" aria-modal="true" aria-labelledby="splash-denied-title">
      <div className="splash__panel">
        <h1 id="splash-denied-title" className="splash__title">
          {t('splash.enable_location')}
        </h1>
        <div className="splash__actions">
          <button ref={first} type="button" className="btn btn-primary" onClick={() => sendNative('open_settings', {})}>
            {t('splash.open_settings')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {t('splash.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The app's location check failed: say so and offer to try again. */
function LocationErrorPanel({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useShellTranslation();
  return (
    <div className="splash splash--declined" role="alertdialog" aria-modal="true" aria-labelledby="splash-error-title">
      <div className="splash__panel">
        <h1 id="splash-error-title" className="splash__title">
          {t('splash.location_error')}
        </h1>
        <div className="splash__actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('splash.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Lets the next mount run the location check again (tests). */
export function resetLocationCheckForTests(): void {
  started = false;
}

/** The declined state: the visitor picks one of the seven sites (spec 001 §2). */
export function DeclinedPanel() {
  const { t } = useShellTranslation();
  const switchSite = useSiteSwitch();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="splash splash--declined" role="dialog" aria-modal="true" aria-labelledby="splash-declined-title">
      <div className="splash__panel">
        <h1 id="splash-declined-title" className="splash__title">
          {t('splash.declined_title')}
        </h1>
        <p className="splash__text">{t('splash.declined_text')}</p>
        <ul className="splash__countries">
          {COUNTRY_CODES.map((country, index) => (
            <li key={country}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                className="splash__country"
                onClick={() => switchSite(country)}
              >
                <span className="splash__code">{country}</span>
                <span>{t(`countries.${country}`)}</span>
                <span className="splash__brand">{COUNTRIES[country].brand}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The loader of the splash, with what it is waiting for. */
function SplashLoader({ text }: { readonly text: string }) {
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash__loader">
        <span className="splash__spinner" aria-hidden="true" />
        <p className="splash__text">{text}</p>
      </div>
    </div>
  );
}

/** The web's splash: the location check once, the site switch, the declined state. */
function WebSplash() {
  const { t } = useShellTranslation();
  const status = useSplashStore((state) => state.status);
  const switchingTo = useSplashStore((state) => state.switchingTo);
  useLocationCheck();
  if (status === 'hidden') return null;
  if (status === 'declined') return <DeclinedPanel />;
  const text =
    status === 'switching' && switchingTo
      ? t('splash.switching', { brand: COUNTRIES[switchingTo].brand })
      : t('splash.locating');
  return <SplashLoader text={text} />;
}

/**
 * The app's splash (issue 15): it stays until the location check lets the player in — a denied
 * permission blocks the way until it is granted (Retry, or coming back from the settings).
 */
function AppSplash() {
  const { t } = useShellTranslation();
  const status = useSplashStore((state) => state.status);
  const switchingTo = useSplashStore((state) => state.switchingTo);
  const [attempt, setAttempt] = useState(0);
  useAppLocationCheck(attempt);
  useEffect(() => {
    const onVisible = () => {
      const now = useSplashStore.getState().status;
      if (document.visibilityState === 'visible' && (now === 'denied' || now === 'error')) setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  const retry = () => setAttempt((n) => n + 1);
  switch (status) {
    case 'hidden':
      return null;
    case 'declined':
      return <DeclinedPanel />;
    case 'denied':
      return <LocationDeniedPanel onRetry={retry} />;
    case 'error':
      return <LocationErrorPanel onRetry={retry} />;
    case 'switching':
      return (
        <SplashLoader
          text={switchingTo ? t('splash.switching', { brand: COUNTRIES[switchingTo].brand }) : t('splash.locating')}
        />
      );
    case 'request_permissions':
      return <SplashLoader text={t('splash.request_permissions')} />;
    default:
      return <SplashLoader text={t('splash.locating')} />;
  }
}

/**
 * The country/site splash overlay: a full-screen loader while the location check or a site
 * switch runs, and the declined state with the country links; in the native app, its location states.
 */
export function SiteSplash() {
  const [appMode] = useState(isAppMode);
  return appMode ? <AppSplash /> : <WebSplash />;
}
