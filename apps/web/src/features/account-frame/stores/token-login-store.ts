import { create } from 'zustand';

/*
 * A `login_with_token` link opened while a player is logged in waits here for the player's answer
 * (decision 033): a link can be sent by anyone, so it never replaces an open
 * session silently (login CSRF). Memory only: the token is never written to storage.
 */

/** What the token login needs once the player agrees (as `loginThroughToken` takes it). */
export interface PendingTokenLogin {
  readonly token: string;
  readonly domain: string | null;
  /** The player whose session is open, named in the question. */
  readonly name: string;
  readonly context: {
    readonly language: string;
    readonly app: string;
    readonly device: 'mobile' | 'desktop';
  };
}

interface TokenLoginState {
  readonly pending: PendingTokenLogin | null;
  /** Asks the player; a newer link replaces a question not yet answered. */
  ask(pending: PendingTokenLogin): void;
  /** The question is answered (either way) or no longer applies. */
  clear(): void;
}

export const useTokenLoginStore = create<TokenLoginState>()((set) => ({
  pending: null,
  ask(pending) {
    set({ pending });
  },
  clear() {
    set({ pending: null });
  },
}));
