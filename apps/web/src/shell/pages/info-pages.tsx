import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pages.css';

/**
 * `/results` (opened in a new tab from the sidebar). No results service exists yet (decision
 * 020): the page says where settled bets are found.
 */
export function ResultsPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="info-page" aria-labelledby="results-title">
      <h1 id="results-title" className="info-page__title">
        {t('sidebar.results')}
      </h1>
      <p>{t('results.text')}</p>
      <p className="info-page__actions">
        <Link className="btn btn-blue" to="/account-bets">
          {t('nav.my_bets')}
        </Link>
        <Link className="btn" to="/live">
          {t('header.in_play')}
        </Link>
      </p>
    </section>
  );
}

/** `/inbox` (not in app mode): the operator's messages to the player; none are sent yet (decision 020). */
export function InboxPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="info-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title" className="info-page__title">
        {t('account.inbox')}
      </h1>
      <p>{t('inbox.empty')}</p>
    </section>
  );
}
