import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { confirmEmailChange } from '../../api/account-api';
import { Notice } from '../../components/notice';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { Loading } from '../../components/spinner';
import { useAsync } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { oncePerToken } from '../../lib/once-per-token';

const confirmOnce = oncePerToken(confirmEmailChange);

/** `/confirm-email/{token}`: the link mailed to a new address; applying it ends every session. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const result = useAsync(token, () => confirmOnce(token));

  return (
    <SectionLayout title={t('confirmEmail.title')} closeEvent="close">
      {result.status === 'loading' ? <Loading /> : null}
      {result.status === 'ready' ? (
        <div className="stack">
          <Notice tone="success">{t('confirmEmail.done', { email: result.value })}</Notice>
          <SiteLink page="/login" className="button button-block">
            {t('confirmEmail.login')}
          </SiteLink>
        </div>
      ) : null}
      {result.status === 'error' ? <Notice tone="error">{errorText(result.error)}</Notice> : null}
    </SectionLayout>
  );
}
