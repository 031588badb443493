import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { env } from '../../../lib/env';
import { mapLanguage, operatorConfig } from '../../../lib/operator';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { createFrameBridge } from '../bridge';
import { setActiveBridge } from '../frame-link';
import { buildFrameUrl, isGuestPage, originOf } from '../frame-url';
import { useBalancePushes } from '../hooks/use-balance-pushes';
import { useBalanceRefresh, useInactivityLogout, useSignOutWatch } from '../hooks/use-session-timers';
import { useQueryEntry } from '../hooks/use-query-entry';
import { handleFrameMessage } from '../message-handlers';
import { isMobileNow } from '../../../lib/breakpoint';
import { SessionNotices } from './session-notices';
import { TokenLoginQuestion } from './token-login-question';
import '../account-frame.css';

interface FrameSource {
  readonly url: string;
  /** Origin and language the address was built for; a change reloads the frame. */
  readonly base: string;
  /** The open request the address already carries (no `open_page` needed for it). */
  readonly requestId: number;
}

/**
 * The embedded account site (spec 001 §2 "Embedded account frame", §4 "Frame bridge") and the
 * session around it: balance timers, inactivity logout, account query parameters and notices.
 * Mounted once in the root layout, inside the router. The iframe itself is created on the first
 * open and then kept (hidden) so later opens are instant (decision 022).
 */
export function AccountFrame() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // The operator's global frame base (spec 001 §1) and the language as the account site names it.
  const [frameBase] = useState(() => operatorConfig().globalIframe);
  const origin = originOf(frameBase);
  const language = useSiteStore((state) => mapLanguage(state.language, operatorConfig().languageMap));
  const loggedIn = useSessionStore(selectLoggedIn);
  const { active, pageReady, page, frameUrl, requestId, hide } = useAccountFrameStore(
    useShallow(({ active, pageReady, page, frameUrl, requestId, hide }) => ({
      active,
      pageReady,
      page,
      frameUrl,
      requestId,
      hide,
    })),
  );
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [source, setSource] = useState<FrameSource | null>(null);
  const bridge = useMemo(
    () => createFrameBridge({ origin, getTarget: () => frameRef.current?.contentWindow ?? null }),
    [origin],
  );

  useBalanceRefresh();
  useBalancePushes();
  useInactivityLogout();
  useSignOutWatch();
  useQueryEntry();

  useEffect(() => {
    setActiveBridge(bridge);
    const onMessage = (event: MessageEvent) => {
      const message = bridge.receive(event);
      if (!message) return;
      handleFrameMessage(message, {
        bridge,
        navigate: (path) => void navigate(path),
        isMobile: isMobileNow,
        logger: console,
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      setActiveBridge(null);
    };
  }, [bridge, navigate]);

  // Open requests: the first one (or one after a language change) loads the frame at that page;
  // later ones go to the loaded site as `open_page`.
  const base = `${origin}|${language}`;
  useEffect(() => {
    if (requestId === 0 || page === null) return;
    if (source === null || source.base !== base) {
      bridge.reset();
      setSource({ url: buildFrameUrl(frameBase, language, page, env.app), base, requestId });
    } else if (source.requestId !== requestId) {
      bridge.post('open_page', { page });
    }
    // Only a new request or a new address base acts: `page` also changes on page_ready.
  }, [requestId, base]);

  const visible = active && pageReady;
  const loading = active && !pageReady && source !== null;
  const close = () => {
    hide();
    bridge.post('hide_iframe', {});
  };

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  // Focus moves to the dialog's close button when it shows (Escape keeps working from there and
  // Tab enters the site), and back to where it was when it hides.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => previous?.focus();
  }, [visible]);

  const guest = isGuestPage(frameUrl, page);
  return (
    <>
      {/* Spec 001 §2: the backdrop is there for a logged-in player only, and a click on it hides the frame. */}
      {active && loggedIn && (
        <div className="af-backdrop" data-testid="account-frame-backdrop" onClick={close} aria-hidden="true" />
      )}
      {loading && (
        <div className="af-loading" role="status">
          {t('frame.loading')}
        </div>
      )}
      {source && (
        <div
          className={guest ? 'af-panel af-panel--guest' : 'af-panel'}
          role="dialog"
          aria-modal="true"
          aria-label={t('frame.label')}
          hidden={!visible}
        >
          {/* The site draws its own close button; this one is the keyboard way out, shown on focus. */}
          <button ref={closeRef} type="button" className="af-close" aria-label={t('frame.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
          {/* The title is an automation hook (docs/api.md): keep it "Account". */}
          <iframe ref={frameRef} className="af-iframe" title="Account" src={source.url} allow="payment" />
        </div>
      )}
      <SessionNotices />
      <TokenLoginQuestion />
    </>
  );
}
