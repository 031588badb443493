import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../components/section-layout';
import { SiteLink } from '../components/site-link';

/** Any address the site does not have. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <SectionLayout title={t('notFound.title')} closeEvent="close">
      <div className="stack">
        <p>{t('notFound.body')}</p>
        <p>
          <SiteLink page="/help" announce="show_help">
            {t('notFound.help')}
          </SiteLink>
        </p>
      </div>
    </SectionLayout>
  );
}
