import { COUNTRY_CODES } from '@sportsbook/betting';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../lib/countries';
import { useSiteStore } from '../../stores/site-store';
import { applyAllowedLocation, checkLocation } from './location-check';
import { useSplashStore } from './splash-store';
import { useSiteSwitch } from './use-site-switch';
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

/** Lets the next mount run the location check again (tests). */
export function resetLocationCheckForTests(): void {
  started = false;
}

/** The declined state: the visitor picks one of the seven sites (spec 001 §2). */
export function DeclinedPanel() {
  const { t } = useTranslation('shell');
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

/**
 * The country/site splash overlay: a full-screen loader while the location check or a site
 * switch runs, and the declined state with the country links.
 */
export function SiteSplash() {
  const { t } = useTranslation('shell');
  const status = useSplashStore((state) => state.status);
  const switchingTo = useSplashStore((state) => state.switchingTo);
  useLocationCheck();
  if (status === 'hidden') return null;
  if (status === 'declined') return <DeclinedPanel />;
  const text =
    status === 'switching' && switchingTo
      ? t('splash.switching', { brand: COUNTRIES[switchingTo].brand })
      : t('splash.locating');
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash__loader">
        <span className="splash__spinner" aria-hidden="true" />
        <p className="splash__text">{text}</p>
      </div>
    </div>
  );
}
