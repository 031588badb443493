import { useSyncExternalStore } from 'react';

/*
 * The account session of this origin: the frontend token (spec 001 §3 auth storage key
 * `frontend_token`) and when the session started (for the reality check). Kept in this origin's
 * localStorage, so the shell — on another origin — can never read it; it only ever receives
 * what the bridge posts.
 */

const TOKEN_KEY = 'frontend_token';
const STARTED_KEY = 'session_started_at';

/** A stored session. */
export interface Session {
  readonly token: string;
  /** Epoch milliseconds of the login (or of the token handed over by the shell). */
  readonly startedAt: number;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked for third-party frames; the session then lives for this page only.
  }
}

function load(): Session | null {
  const token = readStorage(TOKEN_KEY);
  if (!token) return null;
  const started = Number(readStorage(STARTED_KEY));
  return { token, startedAt: Number.isFinite(started) && started > 0 ? started : Date.now() };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current session, or null for a guest. */
export function getSession(): Session | null {
  if (cached === undefined) cached = load();
  return cached;
}

/** Stores a new session (after a login, or a token handed over by the shell). */
export function startSession(token: string, now: number = Date.now()): void {
  writeStorage(TOKEN_KEY, token);
  writeStorage(STARTED_KEY, String(now));
  cached = { token, startedAt: now };
  notify();
}

/** Forgets the session (logout, expired token, self-exclusion). */
export function endSession(): void {
  writeStorage(TOKEN_KEY, null);
  writeStorage(STARTED_KEY, null);
  cached = null;
  notify();
}

/** Re-reads storage; tests clear localStorage between cases. */
export function reloadSession(): void {
  cached = undefined;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
