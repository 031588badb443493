import type { LoginMode } from '@sportsbook/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { loginErrorKey } from '../login-errors';
import { submitNativeLogin } from './native-session';
import { useNativeStore } from './native-store';
import './native.css';

/** The choice the overlay opens with: biometric when offered, unless the stored mode is auto (spec 001 §4). */
export function initialChoice(types: readonly string[], stored: LoginMode | null): LoginMode {
  if (stored === 'auto') return 'auto';
  return types.length > 0 ? 'biometric' : 'username';
}

function NativeLoginForm() {
  const { t } = useTranslation('account');
  const ids = useId();
  const types = useNativeStore((state) => state.localAuthTypes);
  const storedMode = useNativeStore((state) => state.loginMode);
  const remembered = useNativeStore((state) => state.rememberedUsername);
  const authenticating = useNativeStore((state) => state.authenticating);
  const error = useNativeStore((state) => state.error);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [rememberUsername, setRememberUsername] = useState(remembered !== null && remembered !== '');
  const [mode, setMode] = useState<LoginMode>(() => initialChoice(types, storedMode));
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const biometricType = types[0];

  // The host may answer get_remembered_username after the overlay opened.
  useEffect(() => {
    if (!remembered) return;
    setUsername((typed) => typed || remembered);
    setRememberUsername(true);
  }, [remembered]);
  useEffect(() => {
    (remembered ? passwordRef : usernameRef).current?.focus();
  }, [remembered]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (authenticating) return;
    submitNativeLogin({ username: username.trim(), password, mode, rememberUsername });
  };
  const choose = (chosen: LoginMode, on: boolean) => setMode(on ? chosen : 'username');
  const openAccountPage = (page: string) => useAccountFrameStore.getState().openPage(page);

  return (
    <form className="af-login-form" onSubmit={submit} noValidate>
      {error && (
        <div className="af-login-error" role="alert">
          {t(`login.errors.${loginErrorKey(error)}`)}
        </div>
      )}
      <div className="af-field">
        <label htmlFor={`${ids}-username`}>{t('login.username')}</label>
        <input
          ref={usernameRef}
          id={`${ids}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="af-field">
        <label htmlFor={`${ids}-password`}>{t('login.password')}</label>
        <span className="af-password">
          <input
            ref={passwordRef}
            id={`${ids}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="af-password-toggle"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-controls={`${ids}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hide') : t('login.show')}
          </button>
        </span>
      </div>
      <div className="af-choices">
        {biometricType ? (
          <label className="af-check">
            <input
              type="checkbox"
              checked={mode === 'biometric'}
              onChange={(event) => choose('biometric', event.target.checked)}
            />
            <span>{biometricType}</span>
          </label>
        ) : null}
        <label className="af-check">
          <input type="checkbox" checked={mode === 'auto'} onChange={(event) => choose('auto', event.target.checked)} />
          <span>{t('login.autoLogin')}</span>
        </label>
        <label className="af-check">
          <input
            type="checkbox"
            checked={rememberUsername}
            onChange={(event) => setRememberUsername(event.target.checked)}
          />
          <span>{t('login.rememberUsername')}</span>
        </label>
      </div>
      <button
        type="submit"
        className="btn btn-primary af-login-submit"
        disabled={authenticating}
        aria-busy={authenticating}
      >
        {authenticating ? t('login.submitting') : t('login.submit')}
      </button>
      <button type="button" className="af-link" onClick={() => openAccountPage('/forgot-password')}>
        {t('login.forgotPassword')}
      </button>
      <div className="af-join">
        <p>{t('login.noAccount')}</p>
        <button
          type="button"
          className="btn btn-outline af-join-button"
          onClick={() => openAccountPage('/registration')}
        >
          {t('login.join')}
        </button>
      </div>
    </form>
  );
}

/**
 * The app's login overlay (spec 001 §2 "Login overlay (native and mobile)"): the web overlay's
 * fields plus the biometric choice; the login goes to the native host, and a loader covers the
 * overlay while a forced auto or biometric login runs.
 */
export function NativeLoginOverlay() {
  const { t } = useTranslation('account');
  const open = useAccountFrameStore((state) => state.loginOverlayOpen);
  const close = useAccountFrameStore((state) => state.closeLoginOverlay);
  const forced = useNativeStore((state) => state.forced);
  const titleId = useId();
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !forced) close();
  };
  return (
    <div className="af-login" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="af-login-header">
        <h2 id={titleId}>{t('login.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('login.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <NativeLoginForm />
      {forced ? (
        <div className="native-login-loader" role="status" aria-live="polite">
          <span className="native-login-loader__spinner" aria-hidden="true" />
          <p>{t('login.submitting')}</p>
        </div>
      ) : null}
    </div>
  );
}
