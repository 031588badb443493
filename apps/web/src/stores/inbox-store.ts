import { create } from 'zustand';

/**
 * The player's unread Inbox count, shown in the header and the account menu. The Inbox feature
 * keeps it (from `GET /v1/inbox/unread` and the player channel's `inbox` pushes); the shell only
 * reads it, so the header needs none of the feature's code. Null until known.
 */
export const useInboxStore = create<{ unread: number | null; setUnread: (unread: number | null) => void }>((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
}));
