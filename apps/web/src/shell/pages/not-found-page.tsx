import { useEffect } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PAGES, openAccountPage } from '../links';
import { useShellTranslation } from '../../i18n/i18n';
import './pages.css';

/** Adds a `<meta name content>` to the head for as long as the page is shown. */
function useHeadMeta(name: string, content: string): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  }, [name, content]);
}

/**
 * The 404 page (spec 001 §2): marked noindex with prerender status 404, its two texts, and the
 * Help Center opening in the account frame.
 */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  useHeadMeta('robots', 'noindex');
  useHeadMeta('prerender-status-code', '404');
  return (
    <section className="info-page info-page--centered" aria-labelledby="not-found-title">
      <p className="info-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="info-page__title">
        {t('not_found.title')}
      </h1>
      <p>
        <button type="button" className="link-button" onClick={() => openAccountPage(ACCOUNT_PAGES.help)}>
          {t('not_found.help')}
        </button>
      </p>
      <Link className="btn btn-blue" to="/">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
