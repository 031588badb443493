import { useTranslation } from 'react-i18next';

/** A polite loading line for data and lazily loaded pages. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
