import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAppMode } from '../lib/platform';
import { useAccountFrameStore } from '../stores/account-frame-store';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';

/**
 * Spec 001 §2 guard: a page for players only. A guest is asked to log in (the account frame's
 * login page on the web, the native login overlay in the app; decision 098), with this page as
 * the return path, and sent home.
 */
export function RequireUser({ returnPath, children }: { readonly returnPath: string; readonly children: ReactNode }) {
  const loggedIn = useSessionStore(selectLoggedIn);
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    // A player who logs out here goes home; only a guest arriving is asked to log in.
    const loggedOutHere = wasLoggedIn.current && !loggedIn;
    wasLoggedIn.current = loggedIn;
    if (!loggedIn && !loggedOutHere) useAccountFrameStore.getState().requestLogin({ returnPath });
  }, [loggedIn, returnPath]);
  return loggedIn ? children : <Navigate to="/" replace />;
}

/** Spec 001 §2 guard: an already logged-in player on a login or register page goes to '/'. */
export function GuestOnly({ children }: { readonly children: ReactNode }) {
  const loggedIn = useSessionStore(selectLoggedIn);
  return loggedIn ? <Navigate to="/" replace /> : children;
}

/** `/auth/register` for a guest: the registration page opens in the account frame over the home page. */
export function OpenRegistration({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    useAccountFrameStore.getState().openPage('/registration');
  }, []);
  return children;
}

/** Spec 001 §2: a page hidden in app mode (`/inbox`); inside the native app it sends the player home. */
export function WebOnly({ children }: { readonly children: ReactNode }) {
  return isAppMode() ? <Navigate to="/" replace /> : children;
}
