import { showPicksIcon, tipsPanelReducer } from '@sportsbook/betting';
import type { TipsPanelEvent, TipsPanelState } from '@sportsbook/betting';
import { create } from 'zustand';

/**
 * The Top Picks panel's state and tip count (spec 001 §3 "pick status and count"), shared so the
 * bet slip header can show its picks icon. Transitions go through the core's `tipsPanelReducer`.
 */
export interface TipsStore {
  readonly status: TipsPanelState;
  /** How many tips the last fetch found. */
  readonly count: number;
  /** Moves the panel by one of the core's events; `tipsLoaded` also records the count. */
  dispatch(event: TipsPanelEvent): void;
  /** Sets the panel's state directly, e.g. the slip header's picks icon opening it again. */
  setStatus(status: TipsPanelState): void;
}

export const useTipsStore = create<TipsStore>()((set, get) => ({
  status: 'hidden',
  count: 0,
  dispatch(event) {
    const status = tipsPanelReducer(get().status, event);
    set(event.type === 'tipsLoaded' ? { status, count: event.count } : { status });
  },
  setStatus(status) {
    set({ status });
  },
}));

/** True when the slip header should show its picks icon (the panel is out of the way and tips exist). */
export const selectShowPicksIcon = (state: TipsStore): boolean => showPicksIcon(state.status, state.count);
