import { create } from 'zustand';
import { operatorConfig } from '../lib/operator';
import type { OperatorConfig } from '../lib/operator';
import { isAppMode } from '../lib/platform';
import { useUiStore } from './ui-store';

/**
 * The embedded account frame's state (spec 001 §2 "Embedded account frame"): it shows only
 * when active and page-ready. Any part of the app opens a page through `openPage`; the frame
 * host (features/account-frame) posts it to the account site. The mobile login overlay
 * (spec 001 §2 "Login overlay") is opened here too, so the shell header can reach it.
 *
 * Whatever needs a login goes through `requestLogin` (and `openPage('/login')` does too): in the
 * native app the native login overlay opens, on the web the account site's login page in the
 * frame (decision 098). What was asked for (a route, an account page) follows the login.
 */
export interface AccountFrameState {
  readonly active: boolean;
  readonly pageReady: boolean;
  /** The account-site page requested last, e.g. `/login` or `/cashier/deposit`. */
  readonly page: string | null;
  /** The address the frame reported in its last `page_ready` (drives the 'guest' style). */
  readonly frameUrl: string | null;
  /** Where to go back to after a login started by a guard (My Bets) or by the slip. */
  readonly returnPath: string | null;
  /** The account page to open after a login a guest was asked for on the way to it (`?cashier=`). */
  readonly returnPage: string | null;
  /** Increments on every open request, so asking for the same page twice still reaches the host. */
  readonly requestId: number;
  /** The full-screen login overlay (the mobile web login path, decision 022). */
  readonly loginOverlayOpen: boolean;
  /** Opens an account page; the login page is a login request (`requestLogin`). */
  openPage(page: string, options?: LoginReturn): void;
  /** Something needs a logged-in player: the native overlay in the app, the frame's login page on the web. */
  requestLogin(options?: LoginReturn): void;
  /** What to do once the requested login succeeded (read once: it is cleared). */
  takeLoginReturn(): { readonly path: string | null; readonly page: string | null };
  setPageReady(pageReady: boolean): void;
  /** The frame finished loading a page (`page_ready`): remember it and let the frame show. */
  markPageReady(page: { page: string; url: string }): void;
  hide(): void;
  /** Opens the login overlay; `returnPath` is where to go after a successful login. */
  openLoginOverlay(options?: LoginReturn): void;
  closeLoginOverlay(): void;
}

/** Where a login leads: a route of the client, an account page, or both. */
export interface LoginReturn {
  readonly returnPath?: string | null;
  readonly returnPage?: string | null;
}

/** The account site's login page (`/login`, with or without a query). */
export function isLoginPage(page: string): boolean {
  return (page.split(/[?#]/)[0] ?? '') === '/login';
}

/**
 * True for an account page the configuration turns off: registration with REGISTRATION_DISABLED,
 * login with LOGIN_DISABLED. Such a request shows the forbidden modal instead (spec 001 §2, §5).
 */
export function isDisabledAccountPage(page: string, config: OperatorConfig = operatorConfig()): boolean {
  const path = page.split(/[?#]/)[0] ?? '';
  const registration = path === '/registration' || path.startsWith('/registration-with-token/');
  return (config.registrationDisabled && registration) || (config.loginDisabled && path === '/login');
}

function showForbidden(): void {
  useUiStore.getState().openModal('forbidden');
}

export const useAccountFrameStore = create<AccountFrameState>()((set, get) => ({
  active: false,
  pageReady: false,
  page: null,
  frameUrl: null,
  returnPath: null,
  returnPage: null,
  requestId: 0,
  loginOverlayOpen: false,
  openPage(page, options = {}) {
    if (isLoginPage(page)) return get().requestLogin(options);
    if (isDisabledAccountPage(page)) return showForbidden();
    set((state) => ({
      active: true,
      page,
      returnPath: options.returnPath ?? null,
      returnPage: null,
      requestId: state.requestId + 1,
      loginOverlayOpen: false,
    }));
  },
  requestLogin(options = {}) {
    if (operatorConfig().loginDisabled) return showForbidden();
    const wanted = { returnPath: options.returnPath ?? null, returnPage: options.returnPage ?? null };
    // The app logs in with its own overlay only: the account site's login page never shows there.
    if (isAppMode()) return set({ ...wanted, loginOverlayOpen: true, active: false, pageReady: false });
    set((state) => ({
      ...wanted,
      active: true,
      page: '/login',
      requestId: state.requestId + 1,
      loginOverlayOpen: false,
    }));
  },
  takeLoginReturn() {
    const { returnPath: path, returnPage: page } = get();
    set({ returnPath: null, returnPage: null });
    return { path, page };
  },
  setPageReady(pageReady) {
    set({ pageReady });
  },
  markPageReady({ page, url }) {
    set({ page, frameUrl: url, pageReady: true });
  },
  hide() {
    set({ active: false, pageReady: false });
  },
  openLoginOverlay(options = {}) {
    if (operatorConfig().loginDisabled) return showForbidden();
    set({ loginOverlayOpen: true, returnPath: options.returnPath ?? null, returnPage: options.returnPage ?? null });
  },
  closeLoginOverlay() {
    set({ loginOverlayOpen: false });
  },
}));
