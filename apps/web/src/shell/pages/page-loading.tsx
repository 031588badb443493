import { useShellTranslation } from '../../i18n/i18n';
import './page-loading.css';

/** The fallback while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useShellTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
