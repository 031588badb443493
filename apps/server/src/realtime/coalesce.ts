/**
 * Folding the pushes a slow socket could not take yet into one payload per channel, so what
 * we hold for it grows with the number of distinct outcomes or events, never with the number
 * of pushes. Pure: inputs are shared by every socket on a channel and are never mutated.
 */

type JsonObject = Record<string, unknown>;
type Id = string | number;

const EVENT_FIELDS = ['status', 'is_live', 'status_description', 'stats'] as const;

/**
 * Merges a later push of a channel into an earlier one, as if the client had applied both.
 * Event deltas (`{ event_id, markets }`) merge markets by id and outcomes by id, the later
 * price and suspension winning and event fields taking the latest value that was sent;
 * `{ events }` pushes merge events by id, the later event winning in the place where it first
 * appeared; any other pair (or deltas of two different events) keeps the later payload.
 * Associative for pushes of one kind, so folding a queue in any grouping gives one result.
 * @example
 * mergePushes(
 *   { event_id: 1, markets: [{ id: 5, is_suspended: false, outcomes: [{ id: 9, odds: 2, display_odds: null }] }] },
 *   { event_id: 1, status: 'live', markets: [{ id: 5, is_suspended: true, outcomes: [] }] },
 * ) // { event_id: 1, status: 'live', markets: [{ id: 5, is_suspended: true, outcomes: [{ id: 9, odds: 2, display_odds: null }] }] }
 */
export function mergePushes(earlier: unknown, later: unknown): unknown {
  if (isEventDelta(earlier) && isEventDelta(later) && earlier.event_id === later.event_id) {
    return mergeEventDeltas(earlier, later);
  }
  if (isEventsPush(earlier) && isEventsPush(later)) {
    return { ...earlier, ...later, events: mergeById(earlier.events, later.events, replace) };
  }
  return later;
}

function mergeEventDeltas(earlier: EventDeltaLike, later: EventDeltaLike): JsonObject {
  const merged: JsonObject = { ...earlier, ...later };
  // A delta leaves out the event fields that did not change; absent is not "cleared".
  for (const field of EVENT_FIELDS) {
    if (later[field] === undefined && earlier[field] !== undefined) merged[field] = earlier[field];
  }
  merged.markets = mergeById(earlier.markets, later.markets, mergeMarkets);
  return merged;
}

function mergeMarkets(earlier: Identified, later: Identified): Identified {
  const outcomes =
    Array.isArray(earlier.outcomes) && Array.isArray(later.outcomes) && allIdentified(earlier.outcomes, later.outcomes)
      ? mergeById(earlier.outcomes, later.outcomes, replace)
      : (later.outcomes ?? earlier.outcomes);
  return { ...earlier, ...later, outcomes };
}

function replace(_earlier: Identified, later: Identified): Identified {
  return later;
}

/** Items of both lists by id, in order of first appearance, combining the two of an id. */
function mergeById(
  earlier: readonly Identified[],
  later: readonly Identified[],
  combine: (earlier: Identified, later: Identified) => Identified,
): Identified[] {
  const byId = new Map<Id, Identified>();
  for (const item of earlier) byId.set(item.id, item);
  for (const item of later) {
    const before = byId.get(item.id);
    byId.set(item.id, before === undefined ? item : combine(before, item));
  }
  return [...byId.values()];
}

interface Identified extends JsonObject {
  readonly id: Id;
}

interface EventDeltaLike extends JsonObject {
  readonly event_id: Id;
  readonly markets: Identified[];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is Id {
  return typeof value === 'number' || typeof value === 'string';
}

function allIdentified(...lists: readonly unknown[][]): boolean {
  return lists.every((list) => list.every((item) => isObject(item) && isId(item.id)));
}

function isEventDelta(value: unknown): value is EventDeltaLike {
  return isObject(value) && isId(value.event_id) && Array.isArray(value.markets) && allIdentified(value.markets);
}

function isEventsPush(value: unknown): value is JsonObject & { events: Identified[] } {
  return isObject(value) && Array.isArray(value.events) && allIdentified(value.events);
}
