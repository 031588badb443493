import type { LoginMode } from '@sportsbook/protocol';
import { create } from 'zustand';

/** What the app mode knows from the host and about the login in progress (spec 001 §2, §4). */
export interface NativeState {
  /** The device's local authentication types (`local_auth_types`); the first names the biometric choice. */
  readonly localAuthTypes: readonly string[];
  /** The login mode stored on the device (`get_login_mode`); null until the host said. */
  readonly loginMode: LoginMode | null;
  /** How many `get_login_mode` answers came (a `set_login_mode` is answered even when nothing changed). */
  readonly loginModeAnswers: number;
  readonly rememberedUsername: string | null;
  /** A typed login is waiting for its `login_result` ('Logging in...'). */
  readonly authenticating: boolean;
  /** A forced auto or biometric login runs: the loader covers the overlay. */
  readonly forced: LoginMode | null;
  /** The username the pending login is for. */
  readonly pendingUsername: string | null;
  /** The last refusal's message (the error banner). */
  readonly error: string | null;
  set(change: Partial<Omit<NativeState, 'set' | 'reset'>>): void;
  reset(): void;
}

const INITIAL = {
  localAuthTypes: [],
  loginMode: null,
  loginModeAnswers: 0,
  rememberedUsername: null,
  authenticating: false,
  forced: null,
  pendingUsername: null,
  error: null,
} as const;

export const useNativeStore = create<NativeState>()((set) => ({
  ...INITIAL,
  set: (change) => set(change),
  reset: () => set(INITIAL),
}));
