import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptTokenLogin, declineTokenLogin } from '../query-entry';
import { useTokenLoginStore } from '../stores/token-login-store';

/**
 * 'Continue as {name}?' — shown when a `login_with_token` link is opened while a player is
 * logged in (decision 033). Staying is the first, focused choice and what Escape does: a link
 * someone else sent must take an explicit click to replace the session.
 */
export function TokenLoginQuestion() {
  const { t } = useTranslation('account');
  const pending = useTokenLoginStore((state) => state.pending);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) stay.current?.focus();
  }, [pending]);
  if (!pending) return null;

  const name = pending.name;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') declineTokenLogin();
  };
  return (
    <div className="af-notice-layer">
      <div
        className="af-notice"
        role="dialog"
        aria-modal="true"
        aria-labelledby="token-login-title"
        aria-describedby="token-login-message"
        onKeyDown={onKeyDown}
      >
        <h2 id="token-login-title">{t('tokenLogin.title', { name })}</h2>
        <p id="token-login-message">{t('tokenLogin.message', { name })}</p>
        <div className="af-notice-actions">
          <button ref={stay} type="button" className="btn btn-blue" onClick={declineTokenLogin}>
            {t('tokenLogin.stay', { name })}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void acceptTokenLogin()}>
            {t('tokenLogin.switch')}
          </button>
        </div>
      </div>
    </div>
  );
}
