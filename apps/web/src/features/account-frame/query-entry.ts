import { ApiError } from '../../lib/http';
import { loginWithToken } from '../../lib/account-api';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { DEFAULT_CASHIER_PAGE } from './message-handlers';
import { loginErrorKey } from './login-errors';
import { completeLogin, logOut, toSessionUser } from './session-actions';
import { NOTICE_IDS, useNoticeStore } from './stores/notice-store';
import { useTokenLoginStore } from './stores/token-login-store';

/** The query parameters the account host handles once the app is ready (spec 001 §2), then removes. */
export const ACCOUNT_QUERY_PARAMS = [
  'login_with_token',
  'pnptoken',
  'domain',
  'cashier',
  'register',
  'registration_token',
  'reset_password',
] as const;

/** A token segment of an account page: no slashes, dots or anything a path could misread. */
function tokenSegment(token: string): string | null {
  const trimmed = token.trim();
  return /^[\w-]{1,512}$/.test(trimmed) ? trimmed : null;
}

/** The cashier page a `cashier` value asks for: `1`/empty → deposit, `withdraw` or `/cashier/withdraw` → that page. */
export function cashierPageOf(value: string): string {
  const name = value
    .trim()
    .replace(/^\/?(cashier\/)?/, '')
    .replace(/\/+$/, '');
  if (name === '' || name === '1' || name === 'true') return DEFAULT_CASHIER_PAGE;
  return /^[\w-]+$/.test(name) ? `/cashier/${name}` : DEFAULT_CASHIER_PAGE;
}

/** The account page the query opens, if any (the token login is separate: it opens nothing). */
export function accountPageOfQuery(params: URLSearchParams): string | null {
  const reset = params.get('reset_password');
  if (reset !== null) {
    const token = tokenSegment(reset);
    return token ? `/reset-password/${token}` : '/forgot-password';
  }
  const registrationToken = params.get('registration_token');
  if (params.has('register') || registrationToken !== null) {
    const token = registrationToken === null ? null : tokenSegment(registrationToken);
    return token ? `/registration-with-token/${token}` : '/registration';
  }
  const cashier = params.get('cashier');
  if (cashier !== null) return cashierPageOf(cashier);
  return null;
}

/** What the parameters need from the page. */
export interface QueryEntryContext {
  readonly language: string;
  readonly app: string;
  readonly device: 'mobile' | 'desktop';
}

/**
 * `login_with_token` (spec 001 §7): a refused token shows the server's message, a transport
 * failure returns silently; a success logs in and refreshes the balance after 300 ms.
 */
export async function loginThroughToken(
  token: string,
  domain: string | null,
  context: QueryEntryContext,
): Promise<void> {
  try {
    const answer = await loginWithToken({
      token,
      lang: context.language,
      device: context.device,
      app: context.app,
      ...(domain ? { domain } : {}),
    });
    const { user, sportify, frontend_token: frontendToken } = answer.data;
    completeLogin({
      user: toSessionUser(user),
      jwt: sportify.access_token,
      frontendToken,
      balance: { major: user.Money, currency: user.currency },
      viaToken: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      useNoticeStore.getState().show({
        id: NOTICE_IDS.tokenLogin,
        kind: 'message',
        titleKey: 'notices.loginFailedTitle',
        messageKey: `login.errors.${loginErrorKey(error.code)}`,
      });
    }
  }
}

/**
 * A token link while a player is logged in: anyone can send such a link, so the open session is
 * never replaced without asking 'Continue as {name}?' first (login CSRF, decision 033).
 */
function startTokenLogin(token: string, domain: string | null, context: QueryEntryContext): void {
  const current = useSessionStore.getState().user;
  if (current === null) {
    void loginThroughToken(token, domain, context);
    return;
  }
  useTokenLoginStore.getState().ask({ token, domain, name: current.name || current.username, context });
}

/** The player chose the link: the open session ends (the frame is told), then the token is exchanged. */
export async function acceptTokenLogin(): Promise<void> {
  const { pending, clear } = useTokenLoginStore.getState();
  if (pending === null) return;
  clear();
  logOut();
  await loginThroughToken(pending.token, pending.domain, pending.context);
}

/** The player keeps the open session: the token is dropped unused. */
export function declineTokenLogin(): void {
  useTokenLoginStore.getState().clear();
}

/**
 * Handles the account parameters of an address and returns the query without them (null when
 * there were none). A guest asking for the cashier is asked to log in first (spec 001 §6).
 */
export function handleAccountQuery(search: string, context: QueryEntryContext): string | null {
  const params = new URLSearchParams(search);
  if (!ACCOUNT_QUERY_PARAMS.some((name) => params.has(name))) return null;
  // `pnptoken` (spec 001 §2): the pay-and-play provider's return carries a one-time login token
  // of the account site, exchanged like `login_with_token` (decision 042).
  const token = params.get('login_with_token') || params.get('pnptoken');
  if (token) startTokenLogin(token, params.get('domain'), context);
  const page = accountPageOfQuery(params);
  if (page) {
    const guest = useSessionStore.getState().user === null;
    const frame = useAccountFrameStore.getState();
    // The cashier follows the login (decision 098): the frame on the web, the native overlay in the app.
    if (page.startsWith('/cashier/') && guest && !token) frame.requestLogin({ returnPage: page });
    else frame.openPage(page);
  }
  for (const name of ACCOUNT_QUERY_PARAMS) params.delete(name);
  return params.toString();
}
