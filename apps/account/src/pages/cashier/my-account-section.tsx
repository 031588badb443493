import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@sportsbook/protocol';
import type { CashierProfileAnswer, CashierProfileUpdate } from '@sportsbook/protocol';
import { fetchProfile, updateProfile } from '../../api/cashier-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { SiteLink } from '../../components/site-link';
import { Loading } from '../../components/spinner';
import { logOut } from '../../frame/account-actions';
import { useFrame } from '../../frame/frame-context';
import { useAsync, useAuthErrorEffect } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import type { CashierSectionProps } from './cashier-types';

type Profile = CashierProfileAnswer['data'];

function ProfileForm({
  token,
  profile,
  onAuthError,
}: {
  token: string;
  profile: Profile;
  onAuthError: (e: unknown) => boolean;
}) {
  const { t } = useTranslation(['cashier', 'common', 'errors']);
  const errorText = useErrorText();
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState(profile);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // A new address needs the current password (decision 029); the field shows only then.
  const changingEmail = email.trim() !== saved.email;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    if (!isValidEmail(email.trim())) {
      setEmailError(t('errors:INVALID_EMAIL'));
      return;
    }
    setEmailError(null);
    if (changingEmail && currentPassword === '') {
      setPasswordError(t('myAccount.currentPasswordRequired'));
      return;
    }
    setPasswordError(null);
    const update: CashierProfileUpdate = changingEmail
      ? { email: email.trim(), current_password: currentPassword }
      : {};
    setBusy(true);
    try {
      const answer = changingEmail ? await updateProfile(token, update) : { data: saved };
      setSaved(answer.data);
      // The address in force stays until the mailed link is opened; the notice names the new one.
      setEmail(answer.data.email);
      setCurrentPassword('');
      setDone(true);
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {done && saved.pending_email ? (
        <Notice tone="success">{t('myAccount.emailPending', { email: saved.pending_email })}</Notice>
      ) : done ? (
        <Notice tone="success">{t('myAccount.saved')}</Notice>
      ) : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <dl className="facts">
        <div>
          <dt>{t('myAccount.username')}</dt>
          <dd>{saved.username}</dd>
        </div>
        <div>
          <dt>{t('myAccount.country')}</dt>
          <dd>{t(`common:countries.${saved.country}`)}</dd>
        </div>
        <div>
          <dt>{t('myAccount.currency')}</dt>
          <dd>{saved.currency}</dd>
        </div>
      </dl>
      <p className="field-hint">{t('myAccount.fixed')}</p>
      <Field
        label={t('myAccount.email')}
        type="email"
        name="email"
        autoComplete="email"
        error={emailError}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {changingEmail ? (
        <Field
          label={t('myAccount.currentPassword')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          error={passwordError}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      ) : null}
      <button type="submit" className="button button-block" disabled={busy}>
        {t('myAccount.save')}
      </button>
    </form>
  );
}

/** `/cashier/my-account`: the player's details, logout and the way to responsible gambling. */
export function MyAccountSection({ token, onAuthError }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const bridge = useFrame();
  const profile = useAsync(token, () => fetchProfile(token));
  useAuthErrorEffect(profile, onAuthError);

  if (profile.status === 'loading') return <Loading />;
  if (profile.status === 'error') {
    return <Notice tone="error">{errorText(profile.error)}</Notice>;
  }
  return (
    <div className="stack">
      <ProfileForm token={token} profile={profile.value.data} onAuthError={onAuthError} />
      <div className="button-row">
        <SiteLink page="/cashier/fair-gaming" className="button button-secondary">
          {t('myAccount.fairGaming')}
        </SiteLink>
        <button type="button" className="button button-secondary" onClick={() => logOut(bridge)}>
          {t('myAccount.logout')}
        </button>
      </div>
    </div>
  );
}
