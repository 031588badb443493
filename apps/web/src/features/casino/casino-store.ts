import type { CasinoConfig, CasinoLaunchDetails } from '@sportsbook/protocol';
import { create } from 'zustand';

/** A launched game the lobby keeps until it is closed. */
export interface PlayedGame {
  readonly identifier: string;
  readonly name: string;
  readonly device: 'mobile' | 'desktop';
  readonly details: CasinoLaunchDetails;
}

export interface CasinoState {
  /** The logged-in player's casino config; null until loaded (the sidebar link waits for it). */
  readonly config: CasinoConfig | null;
  /** Every game session launched and not yet closed (logout closes them all, spec 001 §4). */
  readonly played: readonly PlayedGame[];
  /** The game shown in the lobby's `Casino` frame. */
  readonly current: PlayedGame | null;
  /** Counts what changed the player's rounds (a round, a seed rotation, a launch): lists refetch on it. */
  readonly revision: number;
  roundsChanged(): void;
  setConfig(config: CasinoConfig | null): void;
  launched(game: PlayedGame): void;
  closed(game: PlayedGame): void;
  reset(): void;
}

export const useCasinoStore = create<CasinoState>()((set) => ({
  config: null,
  played: [],
  current: null,
  revision: 0,
  roundsChanged: () => set((state) => ({ revision: state.revision + 1 })),
  setConfig: (config) => set({ config }),
  launched: (game) =>
    set((state) => ({ played: [...state.played, game], current: game, revision: state.revision + 1 })),
  closed: (game) =>
    set((state) => ({
      played: state.played.filter((entry) => entry !== game),
      current: state.current === game ? null : state.current,
    })),
  reset: () => set({ config: null, played: [], current: null }),
}));
