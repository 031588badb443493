import type { Rng } from '../models/rng';

/** The state machines the feed knows; a sport maps onto one (greyhounds and virtual racing race). */
export type SimKind = 'football' | 'tennis' | 'basketball' | 'hockey' | 'esports' | 'racing' | 'golf';

/**
 * Live statistics as stored in `events.stats` (docs/api.md's Event.stats). Tennis: `*_scores`
 * are sets won, `*_set` games in the current set, `*_points` the game score (an extra the
 * schema lets through), `server` 1 = home/first-named player serves.
 */
export interface EventStats {
  time?: string;
  home_scores?: number;
  away_scores?: number;
  home_set?: number;
  away_set?: number;
  server?: 1 | 2;
  home_points?: string;
  away_points?: string;
}

/** Event lifecycle as the catalogue shows it. */
export type EventStatus = 'not_started' | 'live' | 'ended';

/** What an event looks like at one simulated instant; S is the sport's model state. */
export interface Snapshot<S> {
  readonly status: EventStatus;
  readonly isLive: boolean;
  readonly statusDescription: string | null;
  readonly stats: EventStats;
  /** Every market suspended (goal just scored, key point, race off, tournament under way). */
  readonly suspended: boolean;
  /** Identity of the model inputs: prices are recomputed only when it changes. */
  readonly priceKey: string;
  /** Model state the sport's pricing and settlement read (score and minute, set scores...). */
  readonly state: S;
  /** The final score or finishing order, once ended (stored in `events.result`). */
  readonly result: Record<string, unknown> | null;
}

/** One outcome of a market as created: a stable key for the model and a display name. */
export interface OutcomeSpec {
  readonly key: string;
  readonly name: string;
  readonly comboBoost?: boolean;
  readonly startingPrice?: boolean;
}

/** A market as created; its identity for the model is `type` + `line`. */
export interface MarketSpec {
  readonly type: string;
  readonly line: number | null;
  readonly name: string;
  readonly ewPrice: number | null;
  readonly ewPlace: number | null;
  readonly outcomes: readonly OutcomeSpec[];
}

/** A published price: decimal odds (0 = unpriced, shown locked) and a ladder quote for racing. */
export interface OutcomePrice {
  readonly odds: number;
  readonly fractional: string | null;
}

/**
 * Prices of one market; a `suspended` market (over 0.5 after a goal, a favourite that even 1.01
 * would overpay) is not offered until a later price lifts it.
 */
export interface MarketPrice {
  readonly outcomes: readonly OutcomePrice[];
  readonly suspended: boolean;
}

/** Settlement of one outcome; `deadHeat` is [num, den] of the stake left standing. */
export interface OutcomeResult {
  readonly result: 'won' | 'lost' | 'void' | 'placed';
  readonly deadHeat: readonly [number, number] | null;
}

/**
 * One sport's state machine. Params are the model inputs stored in `feed_events.params`;
 * the path is the event's future (goal times, point winners, finishing order) drawn from its
 * own seeded stream, never stored, so the database never holds a result before it happens and
 * a restarted leader redraws the same future.
 */
export interface SimModule<P, Path, S> {
  path(params: P, rng: Rng): Path;
  snapshot(params: P, path: Path, startsAt: number, t: number): Snapshot<S>;
  markets(params: P): MarketSpec[];
  price(params: P, snapshot: Snapshot<S>, markets: readonly MarketSpec[]): MarketPrice[];
  settle(params: P, snapshot: Snapshot<S>, markets: readonly MarketSpec[]): OutcomeResult[][];
}

/** A module with its types erased, for the registry; each module checks its own params. */
export type AnySimModule = SimModule<unknown, unknown, unknown>;

/** Erases a module's types for the registry (params come back from jsonb untyped anyway). */
export function eraseModule<P, Path, S>(module: SimModule<P, Path, S>): AnySimModule {
  return module as unknown as AnySimModule;
}
