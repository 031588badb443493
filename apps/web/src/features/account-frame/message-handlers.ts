import { BALANCE_REFRESH_AFTER_APP_READY_MS } from '@sportsbook/betting';
import { COUNTRY_BLOCKED_POPUP_ID } from '@sportsbook/protocol';
import { env } from '../../lib/env';
import { isAppMode } from '../../lib/platform';
import { readAffiliateCookies } from '../../lib/query-params';
import { pushTagManagerAction } from '../../lib/tag-manager';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useUiStore } from '../../stores/ui-store';
import type { FrameBridge, FrameMessage } from './bridge';
import { takePendingLogout } from './frame-link';
import { followLoginReturn } from './login-return';
import { decideRedirect, parseRedirectOrigins } from './redirect-policy';
import {
  applyDynamicConfig,
  finishLogin,
  logOut,
  refreshBalance,
  renewSportToken,
  schedule,
  toSessionUser,
} from './session-actions';
import { NOTICE_IDS, useNoticeStore } from './stores/notice-store';

/** What handling a frame message may need from the page around it. */
export interface FrameMessageContext {
  readonly bridge: FrameBridge;
  /** In-app navigation (React Router). */
  navigate(path: string): void;
  /** True on the mobile layout, where `open_login` shows the login overlay. */
  isMobile(): boolean;
  /** Leaves the app for another site (a `redirect` to an allowed absolute address). */
  leaveTo?(url: string): void;
  /** The configured origins a redirect may leave for (default: the runtime env's `redirectOrigins`). */
  readonly redirectOrigins?: readonly string[];
  readonly logger?: Pick<Console, 'info' | 'warn'>;
}

/** Without `sport_token` this long after `user_data`, the shell fetches the token itself. */
export const SPORT_TOKEN_GRACE_MS = 1_000;
/** Where `show_cashier` and the `cashier` query parameter go when they name no page. */
export const DEFAULT_CASHIER_PAGE = '/cashier/deposit';

/**
 * `app_ready`: the session handshake (the frontend token, or a logout the frame missed), the
 * visitor's affiliate attribution for a registration (decision 104), then the queued message. A
 * logged-in player's balance — a restored session's too — is refreshed 1 s and 3 s later (spec 001
 * §7), once the account site has taken the session over.
 */
function greetFrame(bridge: FrameBridge): void {
  bridge.markReady(() => {
    const { user, frontendToken } = useSessionStore.getState();
    const pendingLogout = takePendingLogout();
    if (user !== null && frontendToken) bridge.post('token', { token: frontendToken });
    else if (user === null && pendingLogout) bridge.post('logout', {});
    const affiliate = user === null ? readAffiliateCookies(document.cookie) : null;
    if (affiliate) bridge.post('affiliate', affiliate);
  });
  if (useSessionStore.getState().user === null) return;
  for (const delay of BALANCE_REFRESH_AFTER_APP_READY_MS) schedule(delay, () => void refreshBalance());
}

function receiveUser(details: Extract<FrameMessage, { event: 'user_data' }>): void {
  const session = useSessionStore.getState();
  const user = toSessionUser(details.details.user);
  // A token kept from another player must not carry over to this one.
  const sameUser = session.user === null || session.user.username === user.username;
  session.signIn({ user, jwt: sameUser ? session.jwt : '', frontendToken: details.details.frontend_token });
  if (finishLogin()) return;
  schedule(SPORT_TOKEN_GRACE_MS, () => {
    if (useSessionStore.getState().jwt === '') void renewSportToken().then(() => finishLogin());
  });
}

function receiveSportToken(token: string): void {
  const session = useSessionStore.getState();
  if (session.jwt !== token) session.setJwt(token);
  if (session.user === null) return;
  if (!finishLogin()) void refreshBalance();
}

function finishAction(message: Extract<FrameMessage, { event: 'action_done' }>, context: FrameMessageContext): void {
  const frame = useAccountFrameStore.getState();
  switch (message.details.action) {
    case 'login': {
      finishLogin();
      frame.hide();
      followLoginReturn(context.navigate);
      return;
    }
    case 'registration':
      context.bridge.post('sportRegistrationFinished', { status: true });
      return;
    case 'deposit':
    case 'withdraw':
      void refreshBalance();
      return;
    case 'logout':
      logOut({ fromFrame: true });
      return;
    default:
      // email_verified, password_reset, limits, self_exclusion, time_out: the frame shows the outcome itself.
      return;
  }
}

function followRedirect(url: string, context: FrameMessageContext): void {
  const decision = decideRedirect(url, {
    ownOrigin: window.location.origin,
    accountOrigin: context.bridge.origin,
    extraOrigins: context.redirectOrigins ?? parseRedirectOrigins(env.redirectOrigins),
  });
  if (decision.kind === 'inside') context.navigate(decision.path);
  else if (decision.kind === 'leave')
    (context.leaveTo ?? ((href: string) => window.location.assign(href)))(decision.href);
  else context.logger?.warn(`account frame: ignored a redirect to ${decision.reason}`);
}

/**
 * Frame events the native shell ignores (spec 001 §4): the app leaves, pays and learns its balance
 * through its host, not through the account site. `close_cashier` is not among them: the cashier
 * opens in the frame in the app too, and its close button is the only way out on a phone, where
 * the frame covers the screen (decision 098).
 */
export const IGNORED_IN_APP: ReadonlySet<FrameMessage['event']> = new Set<FrameMessage['event']>([
  'redirect',
  'show_cashier',
  'balance_update',
  'check_applepay_support',
  'init_applepay_session',
  'applepay_on_complete_merchant_valdiation',
]);

/** The account site's login page, by the address a `page_ready` reports. */
function isFrameLoginPage(message: FrameMessage): boolean {
  return message.event === 'page_ready' && message.details.url.includes('sport/login');
}

/** The account frame's app variant: true when the native shell ignores this message. */
export function ignoredInApp(message: FrameMessage): boolean {
  if (IGNORED_IN_APP.has(message.event)) return true;
  // The app logs in with its own overlay: the account site's login page never shows in the app.
  return isFrameLoginPage(message);
}

/**
 * In the app the account site went to its login page by itself (a cashier page's 'Log in', the
 * registration's link): the frame is not shown with it; the native overlay opens instead, and a
 * cashier page the guest was on opens again after the login (decision 098).
 */
function loginInsteadOfFramePage(): void {
  const frame = useAccountFrameStore.getState();
  const from = frame.active && frame.page?.startsWith('/cashier') ? frame.page : null;
  frame.requestLogin({ returnPath: frame.returnPath, returnPage: from ?? frame.returnPage });
}

/** Applies one checked message of the account frame (spec 001 §4 "Frame bridge", web shell). */
export function handleFrameMessage(message: FrameMessage, context: FrameMessageContext): void {
  const frame = useAccountFrameStore.getState();
  if (isAppMode()) {
    if (isFrameLoginPage(message)) return loginInsteadOfFramePage();
    if (ignoredInApp(message)) {
      context.logger?.info(`account frame: ${message.event} ignored in the app`);
      return;
    }
    if (message.event === 'open_login') return frame.openLoginOverlay();
  }
  const notices = useNoticeStore.getState();
  switch (message.event) {
    case 'app_ready':
      return greetFrame(context.bridge);
    case 'page_ready':
      return frame.markPageReady({ page: message.details.page, url: message.details.url });
    case 'user_data':
      return receiveUser(message);
    case 'sport_token':
      return receiveSportToken(message.details.token);
    case 'action_done':
      return finishAction(message, context);
    case 'show':
      return frame.openPage(message.details.page);
    case 'show_help':
      return frame.openPage(message.details.page ?? '/help');
    case 'show_cashier':
      return frame.openPage(message.details.page ?? DEFAULT_CASHIER_PAGE);
    case 'iframe_hidden':
    case 'close_cashier':
      return frame.hide();
    case 'close':
    case 'close_help':
      frame.hide();
      return context.bridge.post('hide_iframe', {});
    case 'open_login':
      return context.isMobile() ? frame.openLoginOverlay() : frame.openPage('/login');
    case 'balance_update':
      return applyDynamicConfig(message.details.data, { fromFrame: true });
    case 'log_out':
      return logOut({ fromFrame: true });
    case 'show_popup':
      if (message.details.id === COUNTRY_BLOCKED_POPUP_ID) {
        // A login, registration or deposit refused from a blocked country: the shell's forbidden modal (decision 103).
        frame.hide();
        context.bridge.post('hide_iframe', {});
        return useUiStore.getState().openModal('forbidden');
      }
      if (message.details.id === NOTICE_IDS.loggedOut) {
        logOut({ fromFrame: true });
        return notices.show({
          id: NOTICE_IDS.loggedOut,
          kind: 'message',
          titleKey: 'notices.loggedOutTitle',
          messageKey: 'notices.loggedOut',
        });
      }
      return notices.show({
        id: message.details.id,
        kind: 'message',
        text: message.details.message ?? message.details.id,
      });
    case 'hide_popup':
      return notices.dismiss(message.details.id);
    case 'sport-reality-check':
      return notices.show({
        id: NOTICE_IDS.realityCheck,
        kind: 'reality-check',
        elapsedMinutes: message.details.elapsed_minutes,
        intervalMinutes: message.details.interval_minutes,
      });
    case 'redirect':
      return followRedirect(message.details.url, context);
    case 'gtm_push_action':
      if (!pushTagManagerAction(message.details))
        context.logger?.info('account frame: gtm_push_action without a container');
      return;
    case 'check_applepay_support':
      // Apple Pay is not offered (decision 042): the account site is told so and shows its other methods.
      return context.bridge.post('applepay_support', { supported: false });
    case 'init_applepay_session':
    case 'applepay_on_complete_merchant_valdiation':
      return context.bridge.post('applepay_session_failed', { request: message.event, reason: 'unsupported' });
  }
}
