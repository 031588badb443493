import { create } from 'zustand';

/**
 * Notices the account host shows over the page: the inactivity logout, account-site popups
 * (`show_popup`), the sport reality check and token-login failures. Kept apart from the shell's
 * generic modal so the session can speak even while the frame is open.
 */
export type Notice =
  /** `messageKey` is a key of the account namespace; `text` is shown as sent (account-site popups). */
  | {
      readonly id: string;
      readonly kind: 'message';
      readonly titleKey?: string;
      readonly messageKey?: string;
      readonly text?: string;
    }
  | {
      readonly id: string;
      readonly kind: 'reality-check';
      readonly elapsedMinutes: number;
      readonly intervalMinutes: number;
    };

/** Well-known notice ids. */
export const NOTICE_IDS = {
  inactivity: 'inactivity',
  realityCheck: 'sport-reality-check',
  loggedOut: 'popup-logged-out',
  tokenLogin: 'token-login',
} as const;

interface NoticeState {
  readonly notices: readonly Notice[];
  /** Shows a notice; one with the same id replaces the old one. */
  show(notice: Notice): void;
  dismiss(id: string): void;
  clear(): void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  show(notice) {
    set((state) => ({ notices: [...state.notices.filter((shown) => shown.id !== notice.id), notice] }));
  },
  dismiss(id) {
    set((state) => ({ notices: state.notices.filter((shown) => shown.id !== id) }));
  },
  clear() {
    set({ notices: [] });
  },
}));
