import type { EventHeader, Stream } from '@sportsbook/protocol';
import type { CatalogService } from '../catalog/index';
import type { ContentService } from '../content/index';

/** Whether an event has a stream now: live and streamed, over (it had one), or none. */
export type StreamState = 'live' | 'ended' | 'none';

/** The stream catalogue over the live feed and the content service's stream rights. */
export interface StreamService {
  /** The streamed live events of a country, earliest kick-off first (spec 001 §3 "Stream"). */
  list(scope: { readonly country: string; readonly lang: string }): Promise<Stream[]>;
  /** Whether event `eventId` streams in `country` now. */
  stateOf(eventId: number, country: string): Promise<StreamState>;
}

/** The client page of an event, as the web client routes it (spec 001 §2 "match-screen"). */
export function eventUrlOf(event: EventHeader): string {
  switch (event.sport.category) {
    case 'esport':
      return `/esports/match/${event.id}`;
    case 'virtual':
      return `/virtual/${event.slug}/${event.id}?event_id=${event.id}`;
    default:
      return `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`;
  }
}

/** Options of `createStreamService`. */
export interface StreamServiceOptions {
  readonly catalog: Pick<CatalogService, 'listEventsSimple' | 'eventsByIds'>;
  readonly content: Pick<ContentService, 'streamRights'>;
}

/**
 * Builds the stream catalogue: a live event streams when the country holds the rights to its sport
 * (one stream per such event, decision 037). Read per call, so an edited rights row shows at once.
 */
export function createStreamService({ catalog, content }: StreamServiceOptions): StreamService {
  return {
    async list({ country, lang }) {
      const rights = new Set(await content.streamRights(country));
      if (rights.size === 0) return [];
      const { events } = await catalog.listEventsSimple({ live: true, lang });
      return events
        .filter((event) => event.is_live && rights.has(event.sport.slug))
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id)
        .map((event) => ({ event_id: event.id, name: event.name, event_url: eventUrlOf(event) }));
    },

    async stateOf(eventId, country) {
      const [event] = await catalog.eventsByIds([eventId]);
      if (!event) return 'none';
      const rights = await content.streamRights(country);
      if (!rights.includes(event.sport.slug)) return 'none';
      if (event.is_live) return 'live';
      // The feed's status, not the wall clock: a fast feed runs ahead of it (FEED_SPEED).
      return event.status === 'not_started' ? 'none' : 'ended';
    },
  };
}
