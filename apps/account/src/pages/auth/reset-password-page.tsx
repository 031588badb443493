import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isStrongPassword } from '@sportsbook/protocol';
import { resetPassword } from '../../api/account-api';
import { Notice } from '../../components/notice';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { useFrame } from '../../frame/frame-context';
import { useErrorText } from '../../hooks/use-error-text';
import { NewPasswordField } from './new-password-field';

/** `/reset-password/{token}`: the link of the reset mail; sets a new password once. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useErrorText();
  const bridge = useFrame();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!isStrongPassword(password, '')) found.password = t('errors:WEAK_PASSWORD');
    if (repeat !== password) found.repeat = t('auth:reset.mismatch');
    setErrors(found);
    if (found.password || found.repeat) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
      bridge.post('action_done', { action: 'password_reset' });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionLayout title={t('auth:reset.title')} closeEvent="close">
      {done ? (
        <div className="stack">
          <Notice tone="success">{t('auth:reset.done')}</Notice>
          <SiteLink page="/login" className="button button-block">
            {t('auth:reset.login')}
          </SiteLink>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
          <NewPasswordField
            label={t('auth:reset.password')}
            error={errors.password}
            value={password}
            onChange={setPassword}
          />
          <NewPasswordField
            label={t('auth:reset.repeat')}
            error={errors.repeat}
            value={repeat}
            onChange={setRepeat}
            repeat
          />
          <button type="submit" className="button button-block" disabled={busy}>
            {t('auth:reset.submit')}
          </button>
          {failure ? (
            <p className="form-footer">
              <SiteLink page="/forgot-password">{t('auth:reset.again')}</SiteLink>
            </p>
          ) : null}
        </form>
      )}
    </SectionLayout>
  );
}
