import { busEventChannel } from '@sportsbook/protocol';
import type { Bus } from '../realtime/index';
import type { BuilderEvent } from './event-store';

/** How long a pre-match event is read from memory when no feed message says it changed. */
export const PRE_MATCH_TTL_MS = 15_000;
/** In play the model moves with the clock: at most about one feed tick, whatever the messages say. */
export const LIVE_TTL_MS = 1_000;
/** Events kept at once; the least recently read goes first (its bus subscription with it). */
export const MAX_CACHED_EVENTS = 500;

/** Reads Bet Builder events from memory, refreshed from the database when the feed changes them. */
export interface BuilderEventCache {
  /** The event as the database last had it, from memory when nothing says it changed. */
  get(eventId: number): Promise<BuilderEvent | null>;
  /** Forgets an event (the feed changed it): the next read goes to the database. */
  invalidate(eventId: number): void;
  /** Drops every entry and bus subscription. */
  close(): void;
}

export interface BuilderEventCacheOptions {
  /** Reads one event from the database (loadBuilderEvent over the handle). */
  readonly load: (eventId: number) => Promise<BuilderEvent | null>;
  /** The feed's bus: every delta of an event (price, suspension, status, score) drops it. */
  readonly bus: Bus;
  readonly now?: () => number;
  readonly maxEvents?: number;
}

interface Entry {
  /** Bumped by every invalidation: a read that started before it must not be kept. */
  version: number;
  value: BuilderEvent | null;
  loadedAt: number;
  loaded: boolean;
  pending: Promise<BuilderEvent | null> | null;
  unsubscribe: () => void;
}

/**
 * The builder's event cache (decision 040). A calculate used to read the event and its ~130
 * outcomes from the database on every call; now the event, its catalogue rows and its model
 * stay in memory. The feed publishes an EventDelta on `feed.event.<id>` after every commit that
 * changes a price, a suspension, the status or the score of the event; the cache subscribes to
 * the channel of every event it holds and drops the entry on any message, so the next read is
 * the committed state. A read that was in flight when a message came is answered but not kept.
 * As a safety net against a missed message (a Redis reconnect), an entry is re-read after
 * PRE_MATCH_TTL_MS, or LIVE_TTL_MS in play, where the model's state moves with the match clock.
 * Submit never reads from here: it re-prices from the database inside its transaction.
 */
export function createBuilderEventCache(options: BuilderEventCacheOptions): BuilderEventCache {
  const { load, bus } = options;
  const now = options.now ?? Date.now;
  const maxEvents = options.maxEvents ?? MAX_CACHED_EVENTS;
  // Insertion order is recency: a read moves its entry to the end.
  const entries = new Map<number, Entry>();

  function fresh(entry: Entry): boolean {
    if (!entry.loaded) return false;
    const ttl = entry.value?.isLive || entry.value?.model.live ? LIVE_TTL_MS : PRE_MATCH_TTL_MS;
    return now() - entry.loadedAt < ttl;
  }

  function evict(): void {
    while (entries.size > maxEvents) {
      const [oldestId, oldest] = entries.entries().next().value as [number, Entry];
      oldest.unsubscribe();
      entries.delete(oldestId);
    }
  }

  function entryFor(eventId: number): Entry {
    let entry = entries.get(eventId);
    if (entry) {
      entries.delete(eventId);
      entries.set(eventId, entry);
      return entry;
    }
    const created: Entry = {
      version: 0,
      value: null,
      loadedAt: 0,
      loaded: false,
      pending: null,
      unsubscribe: () => undefined,
    };
    // Subscribed before the first read, so a change committed while it runs is not missed.
    created.unsubscribe = bus.subscribe(busEventChannel(eventId), () => invalidateEntry(created));
    entries.set(eventId, created);
    evict();
    entry = created;
    return entry;
  }

  function invalidateEntry(entry: Entry): void {
    entry.version += 1;
    entry.loaded = false;
    entry.value = null;
    entry.pending = null;
  }

  return {
    async get(eventId) {
      const entry = entryFor(eventId);
      if (fresh(entry)) return entry.value;
      if (entry.pending) return entry.pending;
      const version = entry.version;
      const started = now();
      const pending = load(eventId).then(
        (value) => {
          if (entry.version === version) {
            entry.value = value;
            entry.loaded = true;
            entry.loadedAt = started;
            entry.pending = null;
          }
          return value;
        },
        (error: unknown) => {
          if (entry.version === version) entry.pending = null;
          throw error;
        },
      );
      entry.pending = pending;
      return pending;
    },
    invalidate(eventId) {
      const entry = entries.get(eventId);
      if (entry) invalidateEntry(entry);
    },
    close() {
      for (const entry of entries.values()) entry.unsubscribe();
      entries.clear();
    },
  };
}
