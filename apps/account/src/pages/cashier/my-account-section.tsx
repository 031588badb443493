import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@sportsbook/betting';
import { isValidEmail } from '@sportsbook/protocol';
import type { CashierProfileAnswer, CashierProfileUpdate } from '@sportsbook/protocol';
import { fetchProfile, updateProfile } from '../../api/cashier-api';
import { Field, SelectField } from '../../components/field';
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
  const [country, setCountry] = useState(profile.country);
  const [saved, setSaved] = useState(profile);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    if (!isValidEmail(email.trim())) {
      setEmailError(t('errors:INVALID_EMAIL'));
      return;
    }
    setEmailError(null);
    const update: CashierProfileUpdate = {};
    if (email.trim() !== saved.email) update.email = email.trim();
    if (country !== saved.country) update.country = country as CashierProfileUpdate['country'];
    setBusy(true);
    try {
      const answer = Object.keys(update).length > 0 ? await updateProfile(token, update) : { data: saved };
      setSaved(answer.data);
      setDone(true);
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {done ? <Notice tone="success">{t('myAccount.saved')}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <dl className="facts">
        <div>
          <dt>{t('myAccount.username')}</dt>
          <dd>{saved.username}</dd>
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
      <SelectField
        label={t('myAccount.country')}
        name="country"
        value={country}
        onChange={setCountry}
        options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`common:countries.${code}`) }))}
      />
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
