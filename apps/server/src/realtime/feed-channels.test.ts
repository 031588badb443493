import { describe, expect, it } from 'vitest';
import { feedBusChannel } from './feed-channels';

describe('feedBusChannel', () => {
  it('maps every bookmaker’s events channel onto the feed’s one', () => {
    expect(feedBusChannel('ie_events')).toBe('feed.events');
    expect(feedBusChannel('gb_events')).toBe('feed.events');
  });

  it('maps an event channel onto that event’s feed channel', () => {
    expect(feedBusChannel('mx_event_42')).toBe('feed.event.42');
  });

  it('leaves other names alone', () => {
    expect(feedBusChannel('other')).toBe('other');
  });
});
