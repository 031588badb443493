import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { verifyEmail } from '../../api/account-api';
import { Notice } from '../../components/notice';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { Loading } from '../../components/spinner';
import { useFrame } from '../../frame/frame-context';
import { useAsync } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { oncePerToken } from '../../lib/once-per-token';

const verifyOnce = oncePerToken(verifyEmail);

/** `/registration-with-token/{token}`: the link of the verification mail. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { token = '' } = useParams();
  const result = useAsync(token, () => verifyOnce(token));
  const verified = result.status === 'ready';

  useEffect(() => {
    if (verified) bridge.post('action_done', { action: 'email_verified' });
  }, [bridge, verified]);

  return (
    <SectionLayout title={t('verify.title')} closeEvent="close">
      {result.status === 'loading' ? <Loading /> : null}
      {result.status === 'ready' ? (
        <div className="stack">
          <Notice tone="success">{t('verify.done', { username: result.value })}</Notice>
          <SiteLink page="/login" className="button button-block">
            {t('verify.login')}
          </SiteLink>
        </div>
      ) : null}
      {result.status === 'error' ? (
        <div className="stack">
          <Notice tone="error">{errorText(result.error)}</Notice>
          <p className="form-footer">
            <SiteLink page="/registration">{t('verify.again')}</SiteLink>
          </p>
        </div>
      ) : null}
    </SectionLayout>
  );
}
