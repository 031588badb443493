import { create } from 'zustand';
import { operatorConfig } from '../lib/operator';
import type { OperatorConfig } from '../lib/operator';
import { useUiStore } from './ui-store';

/**
 * The embedded account frame's state (spec 001 §2 "Embedded account frame"): it shows only
 * when active and page-ready. Any part of the app opens a page through `openPage`; the frame
 * host (features/account-frame) posts it to the account site. The mobile login overlay
 * (spec 001 §2 "Login overlay") is opened here too, so the shell header can reach it.
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
  /** Increments on every open request, so asking for the same page twice still reaches the host. */
  readonly requestId: number;
  /** The full-screen login overlay (the mobile web login path, decision 022). */
  readonly loginOverlayOpen: boolean;
  openPage(page: string, options?: { returnPath?: string | null }): void;
  setPageReady(pageReady: boolean): void;
  /** The frame finished loading a page (`page_ready`): remember it and let the frame show. */
  markPageReady(page: { page: string; url: string }): void;
  hide(): void;
  /** Opens the login overlay; `returnPath` is where to go after a successful login. */
  openLoginOverlay(options?: { returnPath?: string | null }): void;
  closeLoginOverlay(): void;
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

export const useAccountFrameStore = create<AccountFrameState>()((set) => ({
  active: false,
  pageReady: false,
  page: null,
  frameUrl: null,
  returnPath: null,
  requestId: 0,
  loginOverlayOpen: false,
  openPage(page, options = {}) {
    if (isDisabledAccountPage(page)) return showForbidden();
    set((state) => ({
      active: true,
      page,
      returnPath: options.returnPath ?? null,
      requestId: state.requestId + 1,
      loginOverlayOpen: false,
    }));
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
    set({ loginOverlayOpen: true, returnPath: options.returnPath ?? null });
  },
  closeLoginOverlay() {
    set({ loginOverlayOpen: false });
  },
}));
