import type { Money } from '@sportsbook/betting';
import { create } from 'zustand';
import { storage, tabStorage } from '../lib/storage';
import type { SafeStorage } from '../lib/storage';

/** Auth storage keys of spec 001 §3 (`sportsbook_token` is copied to `jwt`). */
export const SESSION_KEYS = {
  frontendToken: 'frontend_token',
  accessToken: 'access_token',
  jwt: 'jwt',
  auth: 'auth',
  sportsbookToken: 'sportsbook_token',
};

/** Writes the sports-API token under every key that carries it (`jwt`, `access_token`, `sportsbook_token`). */
function storeSportsToken(area: SafeStorage, jwt: string): void {
  area.set(SESSION_KEYS.jwt, jwt);
  area.set(SESSION_KEYS.accessToken, jwt);
  area.set(SESSION_KEYS.sportsbookToken, jwt);
}

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
  /**
   * A login. `persist` (default true) keeps the session on the device (localStorage); false keeps
   * it for this tab only (sessionStorage): the mobile overlay's login without 'Auto login'.
   */
  signIn(session: { user: SessionUser; jwt: string; frontendToken?: string | null; persist?: boolean }): void;
  setJwt(jwt: string): void;
  setBalance(balance: Money, currency: string, now: number): void;
  /** Logout, or a balance update without an access token (spec 001 §4). */
  signOut(): void;
}

interface StoredAuth {
  readonly user: SessionUser;
}

/** Where the current session is kept: the device's storage, or this tab's (decision 107). */
let sessionArea: SafeStorage = storage;

function readFrom(area: SafeStorage): Pick<SessionState, 'user' | 'frontendToken' | 'jwt'> | null {
  const jwt = area.get(SESSION_KEYS.jwt) ?? '';
  const auth = area.getJson<StoredAuth>(SESSION_KEYS.auth);
  if (!jwt || !auth?.user?.username) return null;
  return { user: auth.user, frontendToken: area.get(SESSION_KEYS.frontendToken), jwt };
}

/**
 * The session this page starts with: the device's, else one this tab kept, else a guest. A
 * `sportsbook_token` on the device that differs from `jwt` was written by someone else since (the
 * native wrapper hands its sports token over this way): it is copied to `jwt` (spec 001 §3) and used.
 */
function restore(): Pick<SessionState, 'user' | 'frontendToken' | 'jwt'> {
  const handedOver = storage.get(SESSION_KEYS.sportsbookToken);
  if (handedOver && handedOver !== storage.get(SESSION_KEYS.jwt)) storeSportsToken(storage, handedOver);
  const kept = readFrom(storage);
  if (kept) return kept;
  const tabOnly = readFrom(tabStorage);
  if (tabOnly) sessionArea = tabStorage;
  return tabOnly ?? { user: null, frontendToken: null, jwt: '' };
}

function forgetEverywhere(): void {
  for (const area of [storage, tabStorage]) for (const key of Object.values(SESSION_KEYS)) area.remove(key);
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...restore(),
  balance: null,
  currency: null,
  balanceUpdatedAt: null,
  signIn({ user, jwt, frontendToken, persist = true }) {
    const { frontendToken: kept } = useSessionStore.getState();
    // One place holds the session: a tab-only login leaves nothing on the device, and the reverse.
    forgetEverywhere();
    sessionArea = persist ? storage : tabStorage;
    storeSportsToken(sessionArea, jwt);
    sessionArea.setJson(SESSION_KEYS.auth, { user });
    const token = frontendToken ?? kept;
    if (token) sessionArea.set(SESSION_KEYS.frontendToken, token);
    set({ user, jwt, ...(frontendToken ? { frontendToken } : {}) });
  },
  setJwt(jwt) {
    storeSportsToken(sessionArea, jwt);
    set({ jwt });
  },
  setBalance(balance, currency, now) {
    set({ balance, currency, balanceUpdatedAt: now });
  },
  signOut() {
    forgetEverywhere();
    sessionArea = storage;
    set({ user: null, jwt: '', frontendToken: null, balance: null, currency: null, balanceUpdatedAt: null });
  },
}));

/** True when a user is logged in. */
export const selectLoggedIn = (state: SessionState): boolean => state.user !== null && state.jwt !== '';
