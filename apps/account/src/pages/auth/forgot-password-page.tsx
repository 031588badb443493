import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@sportsbook/protocol';
import { requestPasswordReset } from '../../api/account-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { OutboxLink } from '../../components/outbox-link';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { useFormGeneration } from '../../frame/form-reset';
import { useErrorText } from '../../hooks/use-error-text';

function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!isValidEmail(email.trim())) {
      setFieldError(t('errors:INVALID_EMAIL'));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="stack">
        <Notice tone="success">{t('auth:forgot.sent', { email: sentTo })}</Notice>
        <OutboxLink />
        <p className="form-footer">
          <SiteLink page="/login">{t('auth:forgot.backToLogin')}</SiteLink>
        </p>
      </div>
    );
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>{t('auth:forgot.intro')}</p>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <Field
        label={t('auth:forgot.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        error={fieldError}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {t('auth:forgot.submit')}
      </button>
      <p className="form-footer">
        <SiteLink page="/login">{t('auth:forgot.backToLogin')}</SiteLink>
      </p>
    </form>
  );
}

/** `/forgot-password`: asks for a reset link (the same answer whether or not the address is known). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const generation = useFormGeneration();
  return (
    <SectionLayout title={t('forgot.title')} closeEvent="close">
      <ForgotPasswordForm key={generation} />
    </SectionLayout>
  );
}
