import {
  BALANCE_REFRESH_AFTER_APP_READY_MS,
  BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS,
  BALANCE_UPDATE_MISMATCH_MS,
  toMinor,
} from '@sportsbook/betting';
import type { AccountUser, FrameUser, MainDynamicConfigResponse } from '@sportsbook/protocol';
import { fetchMainDynamicConfig, fetchPlayerDetails, refreshTokens, syncPlayer } from '../../lib/account-api';
import { ApiError } from '../../lib/http';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import type { SessionUser } from '../../stores/session-store';
import { postLogoutToFrame, postToFrame } from './frame-link';
import { NOTICE_IDS, useNoticeStore } from './stores/notice-store';

/*
 * Session transitions of spec 001 §4: login, token renewal, balance refresh and logout. Every
 * place that changes the session (frame messages, the login overlay, query parameters, timers)
 * goes through these, so the frame, the timers and the stores stay in step.
 */

const timers = new Set<ReturnType<typeof setTimeout>>();
/** The session a finished login was announced for (once per login, whatever messages arrive). */
let finishedFor: string | null = null;

/** Runs `run` later unless a logout comes first. */
export function schedule(delayMs: number, run: () => void): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, delayMs);
  timers.add(timer);
}

function loggedInWith(jwt: string): boolean {
  const state = useSessionStore.getState();
  return state.user !== null && state.jwt === jwt && jwt !== '';
}

/** A user of the account API (`/api/login`, token login) as the session keeps it. */
export function toSessionUser(user: AccountUser | FrameUser): SessionUser {
  const username = 'Account' in user ? user.Account : user.username;
  const email = 'Email' in user ? user.Email : user.email;
  return { id: user.id, username, name: username, email: email || null };
}

/** Stores a balance sent in major units (× 100 into minor units, spec 001 §9). */
export function applyBalance(major: number, currency: string): void {
  useSessionStore.getState().setBalance(toMinor(major), currency, Date.now());
}

let loggingOut = false;

function cleanUpAfterLogout(options: { readonly notifyFrame: boolean; readonly noticeKey?: string | undefined }): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  finishedFor = null;
  useNoticeStore.getState().dismiss(NOTICE_IDS.realityCheck);
  const frame = useAccountFrameStore.getState();
  // A cashier or account page must not stay open on a guest; a login page may.
  if (frame.active && !(frame.page ?? '').includes('login')) frame.hide();
  if (options.notifyFrame) postLogoutToFrame();
  if (options.noticeKey) {
    useNoticeStore.getState().show({
      id: NOTICE_IDS.inactivity,
      kind: 'message',
      titleKey: 'notices.loggedOutTitle',
      messageKey: options.noticeKey,
    });
  }
}

/** Logout (spec 001 §4): clears the session, closes what needs a login and tells the frame unless it told us. */
export function logOut(options: { readonly fromFrame?: boolean | undefined; readonly noticeKey?: string } = {}): void {
  const wasLoggedIn = useSessionStore.getState().user !== null;
  loggingOut = true;
  try {
    useSessionStore.getState().signOut();
  } finally {
    loggingOut = false;
  }
  cleanUpAfterLogout({ notifyFrame: wasLoggedIn && !options.fromFrame, noticeKey: options.noticeKey });
}

/**
 * A `balance_update` or `getMainDynamicConfig` answer: the new sports token and balance, or —
 * with no access token — the end of the session (spec 001 §4).
 */
export function applyDynamicConfig(
  config: MainDynamicConfigResponse,
  options: { readonly fromFrame?: boolean } = {},
): void {
  const token = config.auth_related_config.sportify.access_token;
  if (!token) {
    logOut({ fromFrame: options.fromFrame });
    return;
  }
  const session = useSessionStore.getState();
  if (session.user === null) return;
  if (session.jwt !== token) session.setJwt(token);
  const { total, currency } = config.auth_config.user.balance;
  applyBalance(total, currency);
}

let tokenRequestedAt: number | null = null;

/**
 * Renews the sports token: through `getMainDynamicConfig` with the frontend token, or — without
 * one — by asking the frame (`request_sport_token`). An account session the server refuses logs
 * out; a frame request still unanswered by a balance update 10 s later applies the logout logic
 * (spec 001 §4); a network failure keeps the session for the next try.
 */
export async function renewSportToken(): Promise<void> {
  const { frontendToken, user } = useSessionStore.getState();
  if (user === null) return;
  if (frontendToken) {
    try {
      applyDynamicConfig(await fetchMainDynamicConfig(frontendToken));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) logOut();
    }
    return;
  }
  const requestedAt = Date.now();
  tokenRequestedAt = requestedAt;
  postToFrame('request_sport_token', {});
  schedule(BALANCE_UPDATE_MISMATCH_MS, () => {
    const { balanceUpdatedAt, user: stillUser } = useSessionStore.getState();
    if (stillUser === null || tokenRequestedAt !== requestedAt) return;
    if (isTokenRequestStale(requestedAt, balanceUpdatedAt)) logOut();
  });
}

/** Spec 001 §4: the token request time exceeds the last balance update by more than 10 s. */
export function isTokenRequestStale(requestedAt: number, balanceUpdatedAt: number | null): boolean {
  return requestedAt - (balanceUpdatedAt ?? 0) > BALANCE_UPDATE_MISMATCH_MS;
}

/** `GET /player/details` → balance; a refused sports token is renewed (or the session ends). */
export async function refreshBalance(): Promise<void> {
  const { jwt } = useSessionStore.getState();
  if (!loggedInWith(jwt)) return;
  try {
    const answer = await fetchPlayerDetails();
    if (!loggedInWith(jwt)) return;
    if (answer.status === 1) applyBalance(answer.data.balance, answer.data.currency);
    else if (answer.message === 'NOT_AUTHENTICATED') await renewSportToken();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_AUTHENTICATED' && loggedInWith(jwt)) await renewSportToken();
    // Other failures keep the last balance; the next tick tries again.
  }
}

/**
 * A session restored from the device gets fresh tokens once per visit (`POST /api/refresh`), so an
 * account session lasts 24 h from the last visit rather than from the login. A refused session
 * logs out; a network failure keeps the old tokens.
 */
export async function refreshRestoredSession(): Promise<void> {
  const { user, frontendToken } = useSessionStore.getState();
  if (user === null || !frontendToken) return;
  try {
    const answer = await refreshTokens(frontendToken);
    const now = useSessionStore.getState();
    if (now.user?.username !== user.username || now.frontendToken !== frontendToken) return;
    now.signIn({ user, jwt: answer.access_token, frontendToken: answer.frontend_token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) logOut();
  }
}

/** `GET /v1/player/sync` after login: balance and currency as the server has them now. */
export async function syncAfterLogin(): Promise<void> {
  const { jwt } = useSessionStore.getState();
  try {
    const answer = await syncPlayer();
    if (answer.status === 1 && loggedInWith(jwt)) applyBalance(answer.data.balance, answer.data.currency);
  } catch {
    // The sync is a courtesy to the server (expires lapsed free bets); the balance timers carry on.
  }
}

/**
 * Called once the session has both a user and a sports token: refresh and sync now, balance
 * again 1 s and 3 s later (spec 001 §7), and tell the frame the login finished.
 */
export function finishLogin(options: { readonly viaToken?: boolean } = {}): boolean {
  const { user, jwt, frontendToken } = useSessionStore.getState();
  const key = `${user?.username ?? ''}|${frontendToken ?? jwt}`;
  if (user === null || jwt === '' || finishedFor === key) return false;
  finishedFor = key;
  void refreshBalance();
  void syncAfterLogin();
  const delays = options.viaToken ? [BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS] : BALANCE_REFRESH_AFTER_APP_READY_MS;
  for (const delay of delays) schedule(delay, () => void refreshBalance());
  if (options.viaToken) postToFrame('sportLoginWithTokenFinished', { status: true });
  else postToFrame('sportLoginFinished', { status: true });
  return true;
}

/** A complete login answer (overlay or token login): user, tokens and the balance it carried. */
export function completeLogin(login: {
  readonly user: SessionUser;
  readonly jwt: string;
  readonly frontendToken: string;
  readonly balance?: { readonly major: number; readonly currency: string };
  readonly viaToken?: boolean;
  /** False: the session lives for this tab only (the overlay's login without 'Auto login'). */
  readonly persist?: boolean;
}): void {
  useSessionStore.getState().signIn({
    user: login.user,
    jwt: login.jwt,
    frontendToken: login.frontendToken,
    persist: login.persist ?? true,
  });
  if (login.balance) applyBalance(login.balance.major, login.balance.currency);
  finishLogin({ viaToken: login.viaToken });
}

/**
 * Other parts of the app may end the session straight through the session store (the account
 * menu's Logout): run the rest of the logout for them. Returns the unsubscribe function.
 */
export function watchSignOut(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (loggingOut || previous.user === null || state.user !== null) return;
    cleanUpAfterLogout({ notifyFrame: true });
  });
}
