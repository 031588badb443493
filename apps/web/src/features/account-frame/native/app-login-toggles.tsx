import type { LoginMode } from '@sportsbook/protocol';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendNative } from './native-bridge';
import { useNativeStore } from './native-store';
import './native.css';

/**
 * The account menu's app-only Auto login and biometric toggles (spec 001 §2 right sidebar,
 * decision 038). They show the login mode the device keeps and change it with `set_login_mode`;
 * the host answers `get_login_mode` with the mode it kept (turning biometric login on asks for
 * the biometric prompt first). One mode at a time: turning one on turns the other off.
 */
export function AppLoginToggles() {
  const { t } = useTranslation('account');
  const ids = useId();
  const stored = useNativeStore((state) => state.loginMode) ?? 'username';
  const answers = useNativeStore((state) => state.loginModeAnswers);
  const biometricType = useNativeStore((state) => state.localAuthTypes[0]);
  const [pending, setPending] = useState<{ readonly mode: LoginMode; readonly answers: number } | null>(null);
  const [refused, setRefused] = useState(false);

  // The host's answer ends the request; a biometric mode it did not keep means the prompt failed.
  useEffect(() => {
    if (!pending || answers === pending.answers) return;
    setRefused(pending.mode !== stored);
    setPending(null);
  }, [answers, pending, stored]);

  const choose = (mode: LoginMode, on: boolean) => {
    const wanted = on ? mode : 'username';
    setRefused(false);
    if (sendNative('set_login_mode', { login_mode: wanted })) setPending({ mode: wanted, answers });
  };
  const busy = pending !== null;

  return (
    <section className="account-menu__app-login" aria-labelledby={`${ids}-title`} aria-busy={busy}>
      <h3 id={`${ids}-title`} className="account-menu__app-login-title">
        {t('appLogin.title')}
      </h3>
      <label className="account-menu__switch">
        <span>{t('login.autoLogin')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={stored === 'auto'}
          disabled={busy}
          onChange={(event) => choose('auto', event.target.checked)}
        />
      </label>
      {biometricType ? (
        <label className="account-menu__switch">
          <span>{biometricType}</span>
          <input
            type="checkbox"
            role="switch"
            checked={stored === 'biometric'}
            disabled={busy}
            onChange={(event) => choose('biometric', event.target.checked)}
          />
        </label>
      ) : null}
      <p className="account-menu__app-login-hint">{t('appLogin.hint')}</p>
      {refused && biometricType ? (
        <p className="account-menu__app-login-refused" role="status">
          {t('appLogin.refused', { type: biometricType })}
        </p>
      ) : null}
    </section>
  );
}
