import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountConfig } from '../../api/account-api';
import { Notice } from '../../components/notice';
import { OutboxLink } from '../../components/outbox-link';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { Loading } from '../../components/spinner';
import { useFrame } from '../../frame/frame-context';
import { useFormGeneration } from '../../frame/form-reset';
import { useAsync } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { RegistrationForm } from './registration-form';

function Registration() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bridge = useFrame();
  const config = useAsync('account-config', fetchAccountConfig);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <div className="stack">
        <Notice tone="success" title={t('registration.checkEmailTitle')}>
          <p>{t('registration.checkEmailBody', { email: registeredEmail })}</p>
        </Notice>
        <OutboxLink />
        <p className="form-footer">
          <SiteLink page="/login">{t('registration.toLogin')}</SiteLink>
        </p>
      </div>
    );
  }
  if (config.status === 'loading') return <Loading />;
  if (config.status === 'error') return <Notice tone="error">{errorText(config.error)}</Notice>;
  if (!config.value.registration_enabled) {
    return (
      <div className="stack">
        <Notice tone="error" title={t('registration.disabledTitle')}>
          <p>{t('registration.disabledBody')}</p>
        </Notice>
        <p className="form-footer">
          <SiteLink page="/help/contact-us" announce="show_help">
            {t('registration.contact')}
          </SiteLink>
        </p>
      </div>
    );
  }
  return (
    <>
      <RegistrationForm
        config={config.value}
        onRegistered={(request) => {
          bridge.post('gtm_push_action', { event: 'registration', country: request.country });
          bridge.post('action_done', { action: 'registration' });
          setRegisteredEmail(request.email);
        }}
      />
      <p className="form-footer">
        {t('registration.haveAccount')} <SiteLink page="/login">{t('registration.toLogin')}</SiteLink>
      </p>
    </>
  );
}

/** `/registration` (and `/auth/register`): a new player, verified by email before the first login. */
export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  const generation = useFormGeneration();
  return (
    <SectionLayout title={t('registration.title')} closeEvent="close">
      <Registration key={generation} />
    </SectionLayout>
  );
}
