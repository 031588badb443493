import { useTranslation } from 'react-i18next';
import './page-loading.css';

/** The fallback while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
