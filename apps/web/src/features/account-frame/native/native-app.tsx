import { BALANCE_REFRESH_INTERVAL_MS } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { useEffect, useMemo, useRef } from 'react';
import { storage } from '../../../lib/storage';
import { isCountryCode } from '../../../lib/countries';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { COUNTRY_KEY } from '../../../stores/site-store';
import { NOTICE_IDS, useNoticeStore } from '../stores/notice-store';
import { listenNative, sendNative } from './native-bridge';
import { NativeLoginOverlay } from './native-login-overlay';
import { FORCED_LOGIN_AFTER_SWITCH_MS, forceNativeLogin, handleNativeEvent, wantsForcedLogin } from './native-session';
import type { NativeContext } from './native-session';
import { useNativeStore } from './native-store';

/** What the shell hands the app mode. */
export interface NativeAppProps {
  /** The shell's site switch (splash, config, language, home). */
  switchSite(country: CountryCode): void;
  /** True while a site switch runs; its end is when a forced login follows (spec 001 §4). */
  readonly switching: boolean;
}

/** The country stored on the device, when one is (spec 001 §4: the start switches to it). */
function storedCountry(): CountryCode | null {
  const stored = storage.get(COUNTRY_KEY);
  return isCountryCode(stored) ? stored : null;
}

/** Host events → transitions; the first login mode the host reports decides the start (spec 001 §4). */
function useHostEvents(context: NativeContext): void {
  const started = useRef(false);
  useEffect(
    () =>
      listenNative((message) => {
        handleNativeEvent(message, context);
        if (message.event !== 'get_login_mode' || started.current) return;
        started.current = true;
        const mode = wantsForcedLogin();
        if (!mode || selectLoggedIn(useSessionStore.getState())) return;
        const country = storedCountry();
        // With a stored country the site switches to it at once; the forced login follows the switch.
        if (country) context.switchSite(country);
        else forceNativeLogin(mode);
      }),
    [context],
  );
}

/** Native popups are (re)initialised at start and with each balance refresh (spec 001 §7). */
function usePopupsAndUsername(): void {
  useEffect(() => {
    const init = () => sendNative('init_popups', { url: window.location.origin });
    sendNative('get_remembered_username', {});
    init();
    const every = setInterval(init, BALANCE_REFRESH_INTERVAL_MS);
    return () => clearInterval(every);
  }, []);
}

/** After a site switch and back in the foreground, a stored auto/biometric mode logs in again. */
function useForcedLogins(switching: boolean): void {
  const wasSwitching = useRef(switching);
  useEffect(() => {
    const ended = wasSwitching.current && !switching;
    wasSwitching.current = switching;
    if (!ended) return;
    const timer = setTimeout(() => {
      const mode = wantsForcedLogin();
      if (mode) forceNativeLogin(mode);
    }, FORCED_LOGIN_AFTER_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [switching]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // The inactivity logout runs first (same event): a player just logged out for it is not logged back in.
      queueMicrotask(() => {
        const inactive = useNoticeStore.getState().notices.some((notice) => notice.id === NOTICE_IDS.inactivity);
        const mode = wantsForcedLogin();
        if (mode && !inactive) forceNativeLogin(mode);
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}

/** A logout in the page is a native logout too (spec 001 §2 right sidebar: "native logout in the app"). */
function useNativeLogout(): void {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.user === null || state.user !== null) return;
        useNativeStore.getState().set({ authenticating: false, forced: null });
        queueMicrotask(() => {
          const inactive = useNoticeStore.getState().notices.some((notice) => notice.id === NOTICE_IDS.inactivity);
          sendNative('logout', { reason: inactive ? 'inactivity' : 'user' });
        });
      }),
    [],
  );
}

/**
 * The app mode (issue 15): the bridge to the native host, the native login overlay and the
 * forced logins. Mounted by the shell only in the app, so the web never loads it.
 */
export function NativeApp({ switchSite, switching }: NativeAppProps) {
  const context = useMemo<NativeContext>(() => ({ switchSite, alert: (text) => window.alert(text) }), [switchSite]);
  useHostEvents(context);
  usePopupsAndUsername();
  useForcedLogins(switching);
  useNativeLogout();
  return <NativeLoginOverlay />;
}
