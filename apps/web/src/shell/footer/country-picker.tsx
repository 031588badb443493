import { COUNTRY_CODES } from '@sportsbook/betting';
import { useSiteStore } from '../../stores/site-store';
import { useSiteSwitch } from '../splash/use-site-switch';
import { useShellTranslation } from '../../i18n/i18n';

/** The footer's site chooser: one button per country brand, running the site switch (spec 001 §4). */
export function CountryPicker() {
  const { t } = useShellTranslation();
  const current = useSiteStore((state) => state.country);
  const switchSite = useSiteSwitch();
  return (
    <section className="country-picker" aria-labelledby="country-picker-title">
      <h2 id="country-picker-title" className="footer__heading">
        {t('footer.choose_site')}
      </h2>
      <ul className="country-picker__list">
        {COUNTRY_CODES.map((country) => (
          <li key={country}>
            <button
              type="button"
              className="country-picker__button"
              aria-pressed={country === current}
              onClick={() => {
                if (country !== current) switchSite(country);
              }}
            >
              <span className="country-picker__code">{country}</span>
              {t(`countries.${country}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
