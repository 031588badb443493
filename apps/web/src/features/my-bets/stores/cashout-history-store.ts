import { create } from 'zustand';
import { storage } from '../../../lib/storage';

/** Device key of the cash-out history, so a reload while a cash out is unconfirmed still hears of it. */
export const CASHOUT_HISTORY_KEY = 'cashout_history';

/**
 * Spec 001 §3 "cashout history": the bet ids of cash outs asked for and not yet confirmed. The
 * 3 s check runs only while it is non-empty (spec 001 §4).
 */
export interface CashoutHistoryState {
  readonly betIds: readonly number[];
  add(betId: number): void;
  /** Takes these ids out and answers the ones that were in, so each cash out is announced once. */
  remove(betIds: readonly number[]): number[];
  clear(): void;
}

function restore(): number[] {
  const stored = storage.getJson<unknown>(CASHOUT_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}

function persist(betIds: readonly number[]): void {
  if (betIds.length === 0) storage.remove(CASHOUT_HISTORY_KEY);
  else storage.setJson(CASHOUT_HISTORY_KEY, betIds);
}

export const useCashoutHistoryStore = create<CashoutHistoryState>()((set, get) => ({
  betIds: restore(),
  add(betId) {
    if (get().betIds.includes(betId)) return;
    const betIds = [...get().betIds, betId];
    persist(betIds);
    set({ betIds });
  },
  remove(betIds) {
    const removed = get().betIds.filter((id) => betIds.includes(id));
    if (removed.length === 0) return [];
    const kept = get().betIds.filter((id) => !betIds.includes(id));
    persist(kept);
    set({ betIds: kept });
    return removed;
  },
  clear() {
    persist([]);
    set({ betIds: [] });
  },
}));
