import { CACHE_VERSION } from '@sportsbook/betting';
import { useGlobalContent } from '../../features/content';
import { appVersionOf, isAppMode } from '../../lib/platform';
import { CountryPicker } from './country-picker';
import { FooterLinks } from './footer-links';
import { LogoStrip } from './logo-strip';
import { ReviewWidget } from './review-widget';
import { SeoText } from './seo-text';
import { useShellTranslation } from '../../i18n/i18n';
import './footer.css';

/** On the native app: the app's build (from its user agent) and the web update it runs (spec 001 §2). */
function AppVersions() {
  const { t } = useShellTranslation();
  if (!isAppMode()) return null;
  const build = appVersionOf(window.navigator.userAgent) ?? '';
  return (
    <p className="footer-copyright" data-testid="app-versions">
      {t('footer.app_versions', { build, update: CACHE_VERSION })}
    </p>
  );
}

/**
 * The footer (spec 001 §2) from the content service: SEO text, menu, payment and partner logos,
 * review widget, footer text, copyright and the Greek licence notice; plus the site chooser.
 */
export function Footer() {
  const { t } = useShellTranslation();
  const { data } = useGlobalContent();
  const content = data?.global.data.attributes;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {content ? <SeoText text={content.seo_text} /> : null}
        {content ? <FooterLinks links={content.footer_links} /> : null}
        <CountryPicker />
        {content ? (
          <div className="footer-logos">
            <LogoStrip logos={content.payment_logos} label={t('footer.payment_methods')} />
            <LogoStrip logos={content.partner_logos} label={t('footer.partners')} />
            <ReviewWidget widget={content.review_widget} />
          </div>
        ) : null}
        {content?.footer_text ? <p className="footer-text">{content.footer_text}</p> : null}
        {content?.licence_notice ? (
          <p className="footer-licence" lang="el" data-testid="licence-notice">
            {content.licence_notice}
          </p>
        ) : null}
        {content?.copyright ? <p className="footer-copyright">{content.copyright}</p> : null}
        <AppVersions />
      </div>
    </footer>
  );
}
