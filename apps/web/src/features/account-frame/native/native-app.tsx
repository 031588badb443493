import { SITE_SWITCH_TIMINGS_MS } from '../../../config/ui-timings';
import type { CountryCode } from '@sportsbook/betting';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { isCountryCode } from '../../../lib/countries';
import { useSessionStore } from '../../../stores/session-store';
import { LOCATION_SUCCESS_KEY } from '../../../stores/device-keys';
import { COUNTRY_KEY } from '../../../stores/site-store';
import { onBalanceSchedule } from '../balance-schedule';
import { NOTICE_IDS, useNoticeStore } from '../stores/notice-store';
import { listenNative, sendNative } from './native-bridge';
import { NativeLoginOverlay } from './native-login-overlay';
import { forceNativeLogin, handleNativeEvent, initAutoLogin, wantsForcedLogin } from './native-session';
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
        initAutoLogin(
          { storedCountry: storedCountry(), locatedBefore: storage.get(LOCATION_SUCCESS_KEY) !== null },
          context,
        );
      }),
    [context],
  );
}

/**
 * Native popups are (re)initialised on the balance schedule (spec 001 §7): at start, 5 s later and
 * every 60 s, for a guest too — the app's own popups (its messages, its offers) are not a player's.
 */
function usePopupsAndUsername(): void {
  useEffect(() => {
    sendNative('get_remembered_username', {});
    return onBalanceSchedule(() => void sendNative('init_popups', { url: window.location.origin }));
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
    }, SITE_SWITCH_TIMINGS_MS.forceLogin);
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
 * The app mode: the bridge to the native host, the native login overlay and the
 * forced logins. Mounted by the shell only in the app, so the web never loads it.
 */
export function NativeApp({ switchSite, switching }: NativeAppProps) {
  const navigate = useNavigate();
  const context = useMemo<NativeContext>(
    () => ({ switchSite, alert: (text) => window.alert(text), navigate: (path) => void navigate(path) }),
    [switchSite, navigate],
  );
  useHostEvents(context);
  usePopupsAndUsername();
  useForcedLogins(switching);
  useNativeLogout();
  return <NativeLoginOverlay />;
}
