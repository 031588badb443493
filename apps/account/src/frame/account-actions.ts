import type { LoginResponse, MainDynamicConfigResponse } from '@sportsbook/protocol';
import { fetchMainDynamicConfig, logOutEverywhere } from '../api/account-api';
import { ApiError } from '../lib/http';
import { endSession, getSession, startSession } from '../lib/session';
import type { FrameBridge } from './bridge';
import { getPopup, setPopup } from './popup-store';

/*
 * What the site tells the shell when the session changes (spec 001 §4 frame bridge, §7
 * messages). The shell keeps its own copy of the user, the sports token and the balance; these
 * functions are the only place that copy is fed from.
 */

/**
 * Ends the session and tells the shell (`log_out`), e.g. after `logout` or a logout click. The
 * server ends every session of the player too (decision 029), so a copied token stops working;
 * that call is best effort: the browser forgets the token whatever it answers.
 */
export function logOut(bridge: FrameBridge): void {
  const token = getSession()?.token;
  forgetSession(bridge);
  if (token) logOutEverywhere(token).catch(() => undefined);
}

function forgetSession(bridge: FrameBridge): void {
  endSession();
  bridge.post('log_out', {});
}

/** The token is no longer accepted: end the session and ask the shell for the logged-out popup. */
export function expireSession(bridge: FrameBridge): void {
  forgetSession(bridge);
  const popup = { id: 'popup-logged-out', message: 'You have been logged out. Please log in again.' } as const;
  setPopup(popup);
  bridge.post('show_popup', popup);
}

/**
 * Fetches the dynamic config and posts `balance_update` (and `sport_token` when asked); a token
 * the server no longer accepts ends the session. Returns the config, or null.
 */
export async function publishBalance(
  bridge: FrameBridge,
  options: { readonly withSportToken?: boolean } = {},
): Promise<MainDynamicConfigResponse | null> {
  const session = getSession();
  if (!session) return null;
  try {
    const config = await fetchMainDynamicConfig(session.token);
    const accessToken = config.auth_related_config.sportify.access_token;
    if (options.withSportToken && accessToken) bridge.post('sport_token', { token: accessToken });
    bridge.post('balance_update', { data: config });
    return config;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_AUTHENTICATED') expireSession(bridge);
    return null;
  }
}

/**
 * The shell asks for a fresh sports token (`request_sport_token`): answer `sport_token` and
 * `balance_update`, or `log_out` when there is no session (or it ended).
 */
export async function answerSportTokenRequest(bridge: FrameBridge): Promise<void> {
  if (!getSession()) {
    bridge.post('log_out', {});
    return;
  }
  const config = await publishBalance(bridge, { withSportToken: true });
  if (config && !config.auth_related_config.sportify.access_token) logOut(bridge);
}

/**
 * A login succeeded: keep the frontend token and hand the shell the user, the sports token, the
 * finished action and then the balance (spec 001 §4: user_data, sport_token, action_done,
 * balance_update).
 */
export async function announceLogin(bridge: FrameBridge, login: LoginResponse): Promise<void> {
  startSession(login.frontend_token);
  const popup = getPopup();
  if (popup) {
    setPopup(null);
    bridge.post('hide_popup', { id: popup.id });
  }
  bridge.post('user_data', {
    user: {
      id: login.user.id,
      username: login.user.Account,
      email: login.user.Email,
      currency: login.user.currency,
      ...(login.user.created_at ? { created_at: login.user.created_at } : {}),
      ...(login.user.updated_at ? { updated_at: login.user.updated_at } : {}),
    },
    frontend_token: login.frontend_token,
  });
  bridge.post('sport_token', { token: login.access_token });
  bridge.post('action_done', { action: 'login' });
  await publishBalance(bridge);
}
