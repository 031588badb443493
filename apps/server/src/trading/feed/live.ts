import { displayOdds } from '@sportsbook/betting';
import type { EventDelta, MarketDelta, OutcomeDelta } from '@sportsbook/protocol';
import type { AnySimModule, EventStats, EventStatus, MarketPrice, MarketSpec, SimKind } from './types';

/** An outcome as last written: stored odds (1 = unpriced), ladder quote and result. */
export interface OutcomeView {
  readonly id: number;
  readonly odds: number;
  readonly fractional: string | null;
  readonly result: 'won' | 'lost' | 'void' | 'placed' | null;
  readonly deadHeat: readonly [number, number] | null;
}

/** A market as last written. */
export interface MarketView {
  readonly id: number;
  readonly suspended: boolean;
  readonly status: 'open' | 'resolved';
  readonly outcomes: readonly OutcomeView[];
}

/** An event's state columns as last written. */
export interface EventView {
  readonly status: EventStatus;
  readonly isLive: boolean;
  readonly statusDescription: string | null;
  readonly stats: EventStats;
  readonly result: Record<string, unknown> | null;
}

/** An event the feed is running: immutable inputs plus what the database holds now. */
export interface FeedEvent {
  readonly id: number;
  readonly kind: SimKind;
  readonly module: AnySimModule;
  readonly params: unknown;
  readonly path: unknown;
  readonly startsAt: number;
  readonly specs: readonly MarketSpec[];
  view: EventView;
  markets: readonly MarketView[];
  priceKey: string | null;
  prices: readonly MarketPrice[] | null;
  /** The snapshot's event-wide suspension when markets were last built (null: never). */
  suspended: boolean | null;
}

/** What an event should look like at a simulated instant. */
export interface Evaluation {
  readonly view: EventView;
  readonly markets: readonly MarketView[];
  readonly priceKey: string | null;
  readonly prices: readonly MarketPrice[] | null;
  readonly suspended: boolean | null;
}

/**
 * Decimal odds as stored: numeric(10,3) holds at most three decimals (racing's 4/11 is 1.364
 * with the exact quote beside it), and an unpriced outcome is 1, shown locked.
 */
export function storedOdds(odds: number): number {
  return odds > 1 ? Math.round(odds * 1000) / 1000 : 1;
}

/**
 * The event at time t: the sport's snapshot, prices recomputed only when the model's inputs
 * changed, markets suspended when the event says so or their prices say so (decision 088), and
 * every market settled once the event has ended.
 */
export function evaluate(event: FeedEvent, t: number): Evaluation {
  const { module, params, path, specs } = event;
  const snap = module.snapshot(params, path, event.startsAt, t);
  const view: EventView = {
    status: snap.status,
    isLive: snap.isLive,
    statusDescription: snap.statusDescription,
    stats: snap.stats,
    result: snap.result,
  };
  if (snap.status === 'ended') {
    const results = module.settle(params, snap, specs);
    const markets = event.markets.map((market, i) => ({
      ...market,
      suspended: true,
      status: 'resolved' as const,
      outcomes: market.outcomes.map((outcome, j) => {
        const settled = results[i]?.[j];
        return { ...outcome, result: settled?.result ?? 'void', deadHeat: settled?.deadHeat ?? null };
      }),
    }));
    return { view, markets, priceKey: event.priceKey, prices: event.prices, suspended: true };
  }
  const reprice = event.prices === null || snap.priceKey !== event.priceKey;
  // Most events are waiting for their start: nothing to rebuild when neither price nor suspension moved.
  if (!reprice && snap.suspended === event.suspended) {
    return { view, markets: event.markets, priceKey: event.priceKey, prices: event.prices, suspended: event.suspended };
  }
  const prices = reprice ? module.price(params, snap, specs) : (event.prices ?? []);
  const markets = event.markets.map((market, i) => {
    const price = prices[i];
    return {
      ...market,
      suspended: snap.suspended || (price?.suspended ?? true),
      outcomes: market.outcomes.map((outcome, j) => {
        const quote = price?.outcomes[j];
        return { ...outcome, odds: storedOdds(quote?.odds ?? 0), fractional: quote?.fractional ?? null };
      }),
    };
  });
  return { view, markets, priceKey: snap.priceKey, prices, suspended: snap.suspended };
}

/** The display strings of a stored price: the ladder quote wins for racing; none when locked. */
export function displayFor(odds: number, fractional: string | null): OutcomeDelta['display_odds'] {
  if (!(odds > 1)) return null;
  const display = displayOdds(odds);
  return fractional ? { ...display, fractional } : display;
}

/** Stats as comparable text whatever the key order (jsonb hands keys back in its own order). */
function statsKey(stats: EventStats): string {
  return JSON.stringify(Object.entries(stats).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether the event's own columns (status, clock, score) changed. */
export function eventChanged(before: EventView, after: EventView): boolean {
  return (
    before.status !== after.status ||
    before.isLive !== after.isLive ||
    before.statusDescription !== after.statusDescription ||
    statsKey(before.stats) !== statsKey(after.stats)
  );
}

/**
 * The delta of one event between what was written and the evaluation (null when nothing
 * changed): event fields when they changed, and per market its suspension with the outcomes
 * whose price moved.
 */
export function deltaOf(event: FeedEvent, next: Evaluation): EventDelta | null {
  const markets: MarketDelta[] = [];
  next.markets.forEach((market, i) => {
    const before = event.markets[i];
    const outcomes = market.outcomes
      .filter((outcome, j) => before?.outcomes[j]?.odds !== outcome.odds)
      .map((outcome) => ({
        id: outcome.id,
        odds: outcome.odds,
        display_odds: displayFor(outcome.odds, outcome.fractional),
      }));
    if (outcomes.length > 0 || before?.suspended !== market.suspended)
      markets.push({ id: market.id, is_suspended: market.suspended, outcomes });
  });
  const changed = eventChanged(event.view, next.view);
  if (!changed && markets.length === 0) return null;
  const delta: EventDelta = { event_id: event.id, markets };
  if (changed) {
    Object.assign(delta, {
      status: next.view.status,
      is_live: next.view.isLive,
      status_description: next.view.statusDescription,
      stats: next.view.stats,
    });
  }
  return delta;
}
