import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginWithPassword } from '../../../lib/account-api';
import { ApiError } from '../../../lib/http';
import { storage } from '../../../lib/storage';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useUiStore } from '../../../stores/ui-store';
import { loginErrorKey } from '../login-errors';
import { followLoginReturn } from '../login-return';
import type { LoginErrorKey } from '../login-errors';
import { completeLogin, toSessionUser } from '../session-actions';
import { isMobileNow } from '../../../lib/breakpoint';
import '../account-frame.css';

/** Device keys of spec 001 §3. */
export const LOGIN_KEYS = { username: 'username', loginMode: 'login_mode' } as const;

function deviceName(): string {
  return isMobileNow() ? 'mobile web' : 'web';
}

function LoginForm({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const ids = useId();
  const remembered = storage.get(LOGIN_KEYS.username) ?? '';
  const [username, setUsername] = useState(remembered);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [rememberUsername, setRememberUsername] = useState(remembered !== '');
  const [autoLogin, setAutoLogin] = useState(storage.get(LOGIN_KEYS.loginMode) === 'auto');
  const [authenticating, setAuthenticating] = useState(false);
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A remembered username leaves only the password to type.
  useEffect(() => {
    (remembered ? passwordRef : usernameRef).current?.focus();
  }, [remembered]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (authenticating) return;
    setError(null);
    setAuthenticating(true);
    try {
      const answer = await loginWithPassword({ username: username.trim(), password, deviceName: deviceName() });
      if (rememberUsername) storage.set(LOGIN_KEYS.username, answer.user.Account);
      else storage.remove(LOGIN_KEYS.username);
      storage.set(LOGIN_KEYS.loginMode, autoLogin ? 'auto' : 'username');
      completeLogin({
        user: toSessionUser(answer.user),
        jwt: answer.access_token,
        frontendToken: answer.frontend_token,
        balance: { major: answer.user.Money, currency: answer.user.currency },
        // 'Auto login' keeps the session on the device; without it the session ends with the tab.
        persist: autoLogin,
      });
      onClose();
      followLoginReturn((path) => void navigate(path));
    } catch (failure) {
      setAuthenticating(false);
      const code = failure instanceof ApiError ? failure.code : 'CONNECTION_ERROR';
      // Refused by configuration or from a blocked country: the forbidden modal says so, not the form.
      if (code === 'LOGIN_DISABLED' || code === 'COUNTRY_BLOCKED') {
        onClose();
        useUiStore.getState().openModal('forbidden');
        return;
      }
      setError(loginErrorKey(code));
    }
  };

  const openAccountPage = (page: string) => useAccountFrameStore.getState().openPage(page);

  return (
    <form className="af-login-form" onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <div className="af-login-error" role="alert">
          {t(`login.errors.${error}`)}
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
        {/* The label holds only its words, so the toggle's name does not join the field's. */}
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
        <label className="af-check">
          <input
            type="checkbox"
            checked={rememberUsername}
            onChange={(event) => setRememberUsername(event.target.checked)}
          />
          <span>{t('login.rememberUsername')}</span>
        </label>
        <label className="af-check">
          <input type="checkbox" checked={autoLogin} onChange={(event) => setAutoLogin(event.target.checked)} />
          <span>{t('login.autoLogin')}</span>
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
 * The login overlay (spec 001 §2 "Login overlay"): the mobile web login path, full screen and
 * closable, logging in straight through `POST /api/login`. Opened with
 * `useAccountFrameStore.getState().openLoginOverlay()` (the mobile header's LOG IN, `open_login`).
 */
export function LoginOverlay() {
  const { t } = useTranslation('account');
  const open = useAccountFrameStore((state) => state.loginOverlayOpen);
  const close = useAccountFrameStore((state) => state.closeLoginOverlay);
  const titleId = useId();
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <div className="af-login" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="af-login-header">
        <h2 id={titleId}>{t('login.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('login.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <LoginForm onClose={close} />
    </div>
  );
}
