import { COUNTRY_CODES } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { useEffect, useRef, useState } from 'react';
import { COUNTRIES } from '../../lib/countries';
import { operatorConfig } from '../../lib/operator';
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

/**
 * Runs the location check once per page load, and again on each `attempt` (Retry). A failed
 * check shows the error state: the visitor goes on only by Retry, or by Continue where the
 * operator allows browsing (decision 103) — never silently.
 */
function useLocationCheck(attempt: number): void {
  useEffect(() => {
    if (attempt === 0 && started) return;
    started = true;
    const splash = useSplashStore.getState();
    if (attempt > 0) splash.setLocationStatus('locating');
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
        console.warn('Location check failed.', error);
        useSplashStore.getState().setLocationStatus('error');
      });
  }, [attempt]);
}

/** The native app's location check: permission, position, restriction check; run again by Retry. */
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
      alert: (text) => window.alert(text),
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

/**
 * The location check failed: say so and offer to try again; `onContinue` (the web, where the
 * operator allows browsing) lets the visitor browse without it — the server still refuses any
 * login, stake or deposit from a blocked country.
 */
function LocationErrorPanel({
  onRetry,
  onContinue,
}: {
  readonly onRetry: () => void;
  readonly onContinue?: () => void;
}) {
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
          {onContinue ? (
            <button type="button" className="btn btn-outline" onClick={onContinue}>
              {t('splash.continue_browsing')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Lets the next mount run the location check again (tests). */
export function resetLocationCheckForTests(): void {
  started = false;
}

/**
 * The sites the declined splash offers (spec 001 §2's seven, decision 103): none when the operator
 * does not allow browsing, and never the site of the declined country itself.
 */
export function declinedSites(declinedCountry: string | null, browsing: boolean): CountryCode[] {
  if (!browsing) return [];
  const declined = (declinedCountry ?? '').toUpperCase();
  return COUNTRY_CODES.filter((country) => country !== declined);
}

/** The declined state: the visitor may browse one of the other sites, where the operator allows it. */
export function DeclinedPanel() {
  const { t } = useShellTranslation();
  const switchSite = useSiteSwitch();
  const declinedCountry = useSplashStore((state) => state.declinedCountry);
  const [browsing] = useState(() => operatorConfig().declinedBrowsing);
  const sites = declinedSites(declinedCountry, browsing);
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => (first.current ?? panel.current)?.focus(), []);
  return (
    <div className="splash splash--declined" role="dialog" aria-modal="true" aria-labelledby="splash-declined-title">
      <div className="splash__panel" ref={panel} tabIndex={-1}>
        <h1 id="splash-declined-title" className="splash__title">
          {t('splash.declined_title')}
        </h1>
        <p className="splash__text">{t(sites.length > 0 ? 'splash.declined_text' : 'splash.declined_closed')}</p>
        {sites.length > 0 ? (
          <ul className="splash__countries">
            {sites.map((country, index) => (
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
        ) : null}
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

/** The web's splash: the location check (and its retries), the site switch, the declined and failed states. */
function WebSplash() {
  const { t } = useShellTranslation();
  const status = useSplashStore((state) => state.status);
  const switchingTo = useSplashStore((state) => state.switchingTo);
  const [attempt, setAttempt] = useState(0);
  const [browsing] = useState(() => operatorConfig().declinedBrowsing);
  useLocationCheck(attempt);
  if (status === 'hidden') return null;
  if (status === 'declined') return <DeclinedPanel />;
  if (status === 'error') {
    return (
      <LocationErrorPanel
        onRetry={() => setAttempt((n) => n + 1)}
        {...(browsing ? { onContinue: () => useSplashStore.getState().hide() } : {})}
      />
    );
  }
  const text =
    status === 'switching' && switchingTo
      ? t('splash.switching', { brand: COUNTRIES[switchingTo].brand })
      : t('splash.locating');
  return <SplashLoader text={text} />;
}

/**
 * The app's splash: it stays until the location check lets the player in — a denied
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
