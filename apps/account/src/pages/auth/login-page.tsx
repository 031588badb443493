import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountConfig, fetchUser, logIn } from '../../api/account-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { announceLogin, logOut } from '../../frame/account-actions';
import { useFrame } from '../../frame/frame-context';
import { useFormGeneration } from '../../frame/form-reset';
import { useAsync } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../lib/session';

function LoggedIn({ token }: { readonly token: string }) {
  const { t } = useTranslation('auth');
  const bridge = useFrame();
  const user = useAsync(token, () => fetchUser(token));
  return (
    <div className="stack">
      <Notice tone="success">
        {user.status === 'ready' ? t('login.loggedInAs', { username: user.value.Account }) : t('login.loggedIn')}
      </Notice>
      <div className="button-row">
        <SiteLink page="/cashier/deposit" announce="show_cashier" className="button">
          {t('login.deposit')}
        </SiteLink>
        <SiteLink page="/cashier/my-account" announce="show_cashier" className="button button-secondary">
          {t('login.myAccount')}
        </SiteLink>
        <button type="button" className="button button-secondary" onClick={() => logOut(bridge)}>
          {t('login.logout')}
        </button>
      </div>
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { language } = useSite();
  const config = useAsync('account-config', fetchAccountConfig);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const disabled = config.status === 'ready' && !config.value.login_enabled;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await announceLogin(bridge, await logIn(username.trim(), password, language));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {disabled ? <Notice tone="error">{t('login.disabled')}</Notice> : null}
      {error ? <Notice tone="error">{errorText(error)}</Notice> : null}
      <Field
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Field
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        after={
          <button
            type="button"
            className="field-toggle"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hide') : t('login.show')}
          </button>
        }
      />
      <div className="form-links">
        <SiteLink page="/forgot-password">{t('login.forgot')}</SiteLink>
      </div>
      <button type="submit" className="button button-block" disabled={busy || disabled}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="form-footer">
        {t('login.noAccount')} <SiteLink page="/registration">{t('login.join')}</SiteLink>
      </p>
      <p className="form-footer">
        <SiteLink page="/help" announce="show_help">
          {t('login.help')}
        </SiteLink>
      </p>
    </form>
  );
}

/** `/login`: the web login (spec 001 §3, docs/api.md hooks: `Username`, `Password`, `Log in`). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const generation = useFormGeneration();
  return (
    <SectionLayout title={t('login.title')} closeEvent="close">
      {session ? <LoggedIn token={session.token} /> : <LoginForm key={generation} />}
    </SectionLayout>
  );
}
