import type { OddsFormat } from '@sportsbook/betting';
import { useCallback, useSyncExternalStore } from 'react';

/** Which way a price last moved; null when it has not moved (or the flash is over). */
export type PriceDirection = 'up' | 'down' | null;

/** What one outcome shows right now (ARCHITECTURE "Client": the keyed live-odds store). */
export interface LiveOutcome {
  readonly odds: number;
  readonly displayOdds: Partial<Record<OddsFormat, string>> | null;
  readonly isSuspended: boolean;
  readonly direction: PriceDirection;
  /** Counts price moves, so a flash can restart on two moves the same way. */
  readonly changeCount: number;
}

/** One outcome's price as a listing, a push or a delta carries it (wire field names). */
export interface LiveOutcomeInput {
  readonly id: number;
  readonly odds: number;
  readonly display_odds?: Partial<Record<OddsFormat, string>> | null;
  /** The market's suspension; left as it was when absent. */
  readonly is_suspended?: boolean;
}

/** How long a moved price shows its direction (the flash lasts about 1 s of it). */
export const FLASH_MS = 3_000;

type Listener = () => void;

const entries = new Map<number, LiveOutcome>();
const listeners = new Map<number, Set<Listener>>();
/** Flash ends waiting, one timer per write: the outcomes it moved, each with the move it ends. */
const flashTimers = new Set<ReturnType<typeof setTimeout>>();

function sameDisplay(a: LiveOutcome['displayOdds'], b: LiveOutcome['displayOdds']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.decimal === b.decimal && a.fractional === b.fractional && a.american === b.american;
}

function directionOf(previous: number, next: number): PriceDirection {
  if (previous <= 1 || next <= 1 || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

function notify(id: number): void {
  const set = listeners.get(id);
  if (set) for (const listener of [...set]) listener();
}

/**
 * Ends the flashes one write started, together and `FLASH_MS` later: a push moving 25 prices
 * takes one timer (one task, one render) rather than 25. A flash is ended only if its outcome has
 * not moved again since (a newer move flashes on for its own `FLASH_MS`).
 */
function scheduleFlashEnds(moves: ReadonlyMap<number, number>): void {
  const timer = setTimeout(() => {
    flashTimers.delete(timer);
    const ended: number[] = [];
    for (const [id, changeCount] of moves) {
      const entry = entries.get(id);
      if (!entry || entry.direction === null || entry.changeCount !== changeCount) continue;
      entries.set(id, { ...entry, direction: null });
      ended.push(id);
    }
    for (const id of ended) notify(id);
  }, FLASH_MS);
  flashTimers.add(timer);
}

/** Writes one outcome; returns whether it changed, and records a flashing move in `flashes`. */
function apply(input: LiveOutcomeInput, flash: boolean, flashes: Map<number, number>): boolean {
  const previous = entries.get(input.id);
  const displayOdds = input.display_odds === undefined ? (previous?.displayOdds ?? null) : input.display_odds;
  const isSuspended = input.is_suspended ?? previous?.isSuspended ?? false;
  if (!previous) {
    entries.set(input.id, { odds: input.odds, displayOdds, isSuspended, direction: null, changeCount: 0 });
    return true;
  }
  const moved = previous.odds !== input.odds;
  if (!moved && isSuspended === previous.isSuspended && sameDisplay(previous.displayOdds, displayOdds)) return false;
  const direction = moved ? (flash ? directionOf(previous.odds, input.odds) : null) : previous.direction;
  const changeCount = moved ? previous.changeCount + 1 : previous.changeCount;
  entries.set(input.id, { odds: input.odds, displayOdds, isSuspended, direction, changeCount });
  if (moved && direction !== null) flashes.set(input.id, changeCount);
  return true;
}

/**
 * The live-odds store, outside React: listings, pushes and deltas write prices here keyed by
 * outcome id, and each odds button reads only its own key, so one price change re-renders one
 * button. Writing an unchanged price notifies nobody.
 */
export const liveOdds = {
  /**
   * Records prices; outcomes whose odds, display or suspension changed notify their readers.
   * A move flashes up or down unless `flash` is false (a fresh listing is not a live move).
   */
  set(outcomes: Iterable<LiveOutcomeInput>, options: { readonly flash?: boolean } = {}): void {
    const flash = options.flash ?? true;
    const changed: number[] = [];
    const flashes = new Map<number, number>();
    for (const outcome of outcomes) if (apply(outcome, flash, flashes)) changed.push(outcome.id);
    if (flashes.size > 0) scheduleFlashEnds(flashes);
    for (const id of changed) notify(id);
  },
  /** Marks every outcome of a market (not) suspended, keeping the prices. */
  setSuspended(outcomeIds: Iterable<number>, isSuspended: boolean): void {
    const changed: number[] = [];
    for (const id of outcomeIds) {
      const entry = entries.get(id);
      if (!entry || entry.isSuspended === isSuspended) continue;
      entries.set(id, { ...entry, isSuspended });
      changed.push(id);
    }
    for (const id of changed) notify(id);
  },
  /** The outcome's live state, or undefined when no listing or push has carried it yet. */
  get(id: number): LiveOutcome | undefined {
    return entries.get(id);
  },
  /** Calls `listener` whenever outcome `id` changes; returns the unsubscribe. */
  subscribe(id: number, listener: Listener): () => void {
    let set = listeners.get(id);
    if (!set) {
      set = new Set();
      listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      const current = listeners.get(id);
      current?.delete(listener);
      if (current?.size === 0) listeners.delete(id);
    };
  },
  /** Forgets every price (tests, or a country switch). */
  clear(): void {
    for (const timer of flashTimers) clearTimeout(timer);
    flashTimers.clear();
    const ids = [...entries.keys()];
    entries.clear();
    for (const id of ids) notify(id);
  },
};

/** Flattens markets into store inputs, carrying each market's suspension to its outcomes. */
export function outcomesOfMarkets(
  markets: Iterable<{ readonly is_suspended: boolean; readonly outcomes: readonly LiveOutcomeInput[] }>,
): LiveOutcomeInput[] {
  const inputs: LiveOutcomeInput[] = [];
  for (const market of markets) {
    for (const outcome of market.outcomes) inputs.push({ ...outcome, is_suspended: market.is_suspended });
  }
  return inputs;
}

/**
 * One outcome's live price in a component: `{ odds, displayOdds, isSuspended, direction }`,
 * or undefined until the store has seen it (show the listing's own values then). Only this
 * outcome's changes re-render the caller.
 * @example const live = useLiveOutcome(outcome.id); const odds = live?.odds ?? outcome.odds;
 */
export function useLiveOutcome(outcomeId: number): LiveOutcome | undefined {
  const subscribe = useCallback((listener: Listener) => liveOdds.subscribe(outcomeId, listener), [outcomeId]);
  const read = useCallback(() => entries.get(outcomeId), [outcomeId]);
  return useSyncExternalStore(subscribe, read, read);
}
