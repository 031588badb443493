import { INACTIVITY_LOGOUT_MS } from '@sportsbook/betting';
import { useEffect, useRef } from 'react';
import { storage } from '../../../lib/storage';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { onBalanceSchedule } from '../balance-schedule';
import { initFramePopups } from '../frame-link';
import { logOut, refreshBalance, refreshRestoredSession, renewSportToken, watchSignOut } from '../session-actions';

/** Device key of the last user activity, so an idle tab reloaded hours later still logs out. */
export const LAST_ACTIVITY_KEY = 'last_activity_at';
/** How often inactivity is checked (the 2 h limit needs no finer grain). */
export const INACTIVITY_CHECK_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is written to storage at most this often. */
const ACTIVITY_STORE_MS = 15_000;

/**
 * Balance refresh while logged in (spec 001 §9): at start (after renewing a restored session's
 * tokens), after 5 s and every 60 s, each tick asking a loaded account frame for its popups
 * (`init_popups`). A login
 * during the visit refreshes through `finishLogin` instead, so only the start of the app counts
 * as "start".
 */
export function useBalanceRefresh(): void {
  const loggedIn = useSessionStore(selectLoggedIn);
  const started = useRef(false);
  useEffect(() => {
    const atStart = !started.current;
    started.current = true;
    if (!loggedIn) return;
    // Fresh tokens first, so the first balance is read with the token that stays.
    if (atStart) void refreshRestoredSession().then(refreshBalance);
    // The loaded account frame re-announces its popups on the same schedule (spec 001 §7 `init_popups`).
    return onBalanceSchedule(
      () => {
        void refreshBalance();
        initFramePopups();
      },
      { now: false },
    );
  }, [loggedIn]);
}

/**
 * Inactivity logout (spec 001 §4, §9): logged in and without any input for 2 h → logged out
 * with the notice. Coming back to the tab checks at once, then asks for a new sports token.
 */
export function useInactivityLogout(): void {
  const loggedIn = useSessionStore(selectLoggedIn);
  useEffect(() => {
    if (!loggedIn) {
      // The next login starts its own count; only a session left open keeps the old one.
      storage.remove(LAST_ACTIVITY_KEY);
      return;
    }
    const stored = Number(storage.get(LAST_ACTIVITY_KEY));
    let last = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    let written = 0;
    const mark = () => {
      last = Date.now();
      if (last - written >= ACTIVITY_STORE_MS) {
        written = last;
        storage.set(LAST_ACTIVITY_KEY, String(last));
      }
    };
    const check = (): boolean => {
      if (Date.now() - last < INACTIVITY_LOGOUT_MS) return false;
      storage.remove(LAST_ACTIVITY_KEY);
      logOut({ noticeKey: 'notices.inactivity' });
      return true;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || check()) return;
      mark();
      void renewSportToken();
    };
    if (check()) return;
    mark();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, mark, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(check, INACTIVITY_CHECK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [loggedIn]);
}

/** A sign-out done straight on the session store still tells the frame and stops the timers. */
export function useSignOutWatch(): void {
  useEffect(() => watchSignOut(), []);
}
