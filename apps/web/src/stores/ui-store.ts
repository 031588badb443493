import { create } from 'zustand';

/** The modals of the default layout (spec 001 §2). */
export type ModalName = 'settings' | 'deposit' | 'generic' | 'network' | 'stats' | 'forbidden' | 'betbuilder';

/** A toast (spec 001 §9: shown 7 s). */
export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: 'success' | 'error' | 'info';
}

export interface UiState {
  readonly modal: ModalName | null;
  /** Modal parameters, e.g. `{ eventId }` for stats or `{ message }` for the generic modal. */
  readonly modalProps: Readonly<Record<string, string | number>>;
  readonly toasts: readonly Toast[];
  readonly leftSidebarOpen: boolean;
  readonly rightSidebarOpen: boolean;
  /** The left sidebar's menu is scrolled past 20 px (spec 000 §9); closing the sidebar resets it (spec 001 §4). */
  readonly leftSidebarScrolled: boolean;
  openModal(modal: ModalName, props?: Readonly<Record<string, string | number>>): void;
  closeModal(): void;
  /** Shows a toast and returns its id; the toast host removes it after `TOAST_DURATION_MS` (config/ui-timings.ts). */
  showToast(message: string, tone?: Toast['tone']): number;
  dismissToast(id: number): void;
  setSidebar(side: 'left' | 'right', open: boolean): void;
  setLeftSidebarScrolled(scrolled: boolean): void;
}

let nextToastId = 1;

export const useUiStore = create<UiState>()((set) => ({
  modal: null,
  modalProps: {},
  toasts: [],
  leftSidebarOpen: false,
  rightSidebarOpen: false,
  leftSidebarScrolled: false,
  openModal(modal, props = {}) {
    set({ modal, modalProps: props });
  },
  closeModal() {
    set({ modal: null, modalProps: {} });
  },
  showToast(message, tone = 'info') {
    const id = nextToastId++;
    set((state) => ({ toasts: [...state.toasts, { id, message, tone }] }));
    return id;
  },
  dismissToast(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  setSidebar(side, open) {
    set(
      side === 'left'
        ? { leftSidebarOpen: open, ...(open ? {} : { leftSidebarScrolled: false }) }
        : { rightSidebarOpen: open },
    );
  },
  setLeftSidebarScrolled(scrolled) {
    set((state) => (state.leftSidebarScrolled === scrolled ? state : { leftSidebarScrolled: scrolled }));
  },
}));
