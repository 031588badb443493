import type { Money } from '@sportsbook/betting';
import { create } from 'zustand';
import { storage } from '../lib/storage';

/** Auth storage keys of spec 001 §3 (`sportsbook_token` is copied to `jwt`). */
export const SESSION_KEYS = { frontendToken: 'frontend_token', accessToken: 'access_token', jwt: 'jwt', auth: 'auth' };

/** The logged-in user as the client holds it (spec 001 §3). */
export interface SessionUser {
  readonly id: number | null;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
}

export interface SessionState {
  readonly user: SessionUser | null;
  /** The account site's token (bearer for `/api/user`, `/getMainDynamicConfig`). */
  readonly frontendToken: string | null;
  /** The sports-API token sent as the `jwt` header; '' for a guest. */
  readonly jwt: string;
  /** Total balance in minor units (the wire's major units × 100, spec 001 §9 display factor). */
  readonly balance: Money | null;
  readonly currency: string | null;
  /** Epoch ms of the last balance update (spec 001 §4: token vs balance staleness). */
  readonly balanceUpdatedAt: number | null;
  signIn(session: { user: SessionUser; jwt: string; frontendToken?: string | null }): void;
  setJwt(jwt: string): void;
  setBalance(balance: Money, currency: string, now: number): void;
  /** Logout, or a balance update without an access token (spec 001 §4). */
  signOut(): void;
}

interface StoredAuth {
  readonly user: SessionUser;
}

function restore(): Pick<SessionState, 'user' | 'frontendToken' | 'jwt'> {
  const jwt = storage.get(SESSION_KEYS.jwt) ?? '';
  const auth = storage.getJson<StoredAuth>(SESSION_KEYS.auth);
  if (!jwt || !auth?.user?.username) return { user: null, frontendToken: null, jwt: '' };
  return { user: auth.user, frontendToken: storage.get(SESSION_KEYS.frontendToken), jwt };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...restore(),
  balance: null,
  currency: null,
  balanceUpdatedAt: null,
  signIn({ user, jwt, frontendToken }) {
    storage.set(SESSION_KEYS.jwt, jwt);
    storage.set(SESSION_KEYS.accessToken, jwt);
    storage.setJson(SESSION_KEYS.auth, { user });
    if (frontendToken) storage.set(SESSION_KEYS.frontendToken, frontendToken);
    set({ user, jwt, ...(frontendToken ? { frontendToken } : {}) });
  },
  setJwt(jwt) {
    storage.set(SESSION_KEYS.jwt, jwt);
    storage.set(SESSION_KEYS.accessToken, jwt);
    set({ jwt });
  },
  setBalance(balance, currency, now) {
    set({ balance, currency, balanceUpdatedAt: now });
  },
  signOut() {
    for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
    set({ user: null, jwt: '', frontendToken: null, balance: null, currency: null, balanceUpdatedAt: null });
  },
}));

/** True when a user is logged in. */
export const selectLoggedIn = (state: SessionState): boolean => state.user !== null && state.jwt !== '';
