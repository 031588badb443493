import type { EventHeader } from '@sportsbook/protocol';

/** What a listing wants to know about the events it holds. */
export interface MergeOptions {
  /** A live-only listing: live events it lacks are added, events no longer live are removed. */
  readonly liveOnly: boolean;
  /** Only events of this sport slug are added (the listing's sport filter). */
  readonly sport?: string;
}

/** The outcome of merging a push into a listing. */
export interface MergeResult<Event> {
  readonly events: readonly Event[];
  /** Events the listing gained, lost or changed. */
  readonly changed: boolean;
  /** Events the listing gained; their markets come from the push, in English, until a refetch. */
  readonly added: number;
}

const HEADER_FIELDS = ['status', 'is_live', 'stats', 'status_description', 'starts_at'] as const;

function sameHeader(a: EventHeader, b: EventHeader): boolean {
  return HEADER_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

function matchesSport(event: EventHeader, sport: string | undefined): boolean {
  return sport === undefined || event.sport.slug === sport || event.translated_sport_slug === sport;
}

/**
 * Merges an `{events}` push into a listing in place of a refetch: the live state (status,
 * scores, clock) of the events it holds is updated — their own, translated markets kept — and
 * ended events leave it. Unchanged events keep their identity, so only changed rows re-render.
 * `toListed` shapes a pushed event as the listing holds it (e.g. without markets).
 */
export function mergeEventsPush<Event extends EventHeader>(
  listing: readonly Event[],
  pushed: readonly EventHeader[],
  options: MergeOptions,
  toListed: (event: EventHeader) => Event,
): MergeResult<Event> {
  const updates = new Map(pushed.map((event) => [event.id, event]));
  let changed = false;
  const kept: Event[] = [];
  for (const event of listing) {
    const update = updates.get(event.id);
    if (!update) {
      kept.push(event);
      continue;
    }
    updates.delete(event.id);
    if (update.status === 'ended' || (options.liveOnly && !update.is_live)) {
      changed = true;
      continue;
    }
    if (sameHeader(event, update)) {
      kept.push(event);
      continue;
    }
    changed = true;
    const merged = { ...event };
    for (const field of HEADER_FIELDS) Object.assign(merged, { [field]: update[field] });
    kept.push(merged);
  }
  let added = 0;
  if (options.liveOnly) {
    for (const event of updates.values()) {
      if (!event.is_live || event.status === 'ended' || !matchesSport(event, options.sport)) continue;
      kept.push(toListed(event));
      added += 1;
    }
  }
  return { events: changed || added > 0 ? kept : listing, changed: changed || added > 0, added };
}
