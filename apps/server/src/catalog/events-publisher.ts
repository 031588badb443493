import { BUS_EVENTS_CHANNEL, BUS_FEED_CHANGES_CHANNEL, feedChangesSchema } from '@sportsbook/protocol';
import type { EventsPush } from '@sportsbook/protocol';
import type { Bus } from '../realtime';
import type { CatalogService } from './service';

/** What the events publisher needs. */
export interface EventsPublisherOptions {
  readonly bus: Bus;
  readonly service: Pick<CatalogService, 'eventsByIds'>;
  /** Told about an unreadable announcement or a failed push; publishing goes on. Defaults to console.error. */
  readonly onError?: (error: unknown) => void;
}

/** Stops the publisher: no new announcements are read, and the one being published completes. */
export type StopEventsPublisher = () => Promise<void>;

/**
 * Turns the feed's FeedChanges (BUS_FEED_CHANGES_CHANNEL) into the `{ events }` push of
 * BUS_EVENTS_CHANNEL: the added, updated and ended events in English with their default
 * markets, ended ones with status `ended`. Announcements are published one at a time, in the
 * order they arrived, so a later state never overtakes an earlier one.
 */
export function startEventsPublisher(options: EventsPublisherOptions): StopEventsPublisher {
  const onError = options.onError ?? ((error: unknown) => console.error('[catalog] events push failed:', error));
  let queue: Promise<void> = Promise.resolve();

  async function publish(payload: unknown): Promise<void> {
    const changes = feedChangesSchema.parse(payload);
    const ids = [...new Set([...changes.added, ...changes.updated, ...changes.ended])];
    if (ids.length === 0) return;
    const events = await options.service.eventsByIds(ids, { lang: 'en', ended: changes.ended });
    if (events.length === 0) return;
    const push: EventsPush = { events };
    await options.bus.publish(BUS_EVENTS_CHANNEL, push);
  }

  const unsubscribe = options.bus.subscribe(BUS_FEED_CHANGES_CHANNEL, (payload) => {
    queue = queue.then(() => publish(payload)).catch(onError);
  });
  return async () => {
    unsubscribe();
    await queue;
  };
}
