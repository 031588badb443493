import { describe, expect, it } from 'vitest';
import { formatZodError } from './parse';
import { eventChannel, eventsChannel, wsClientFrameSchema, wsFrameHeadSchema, wsServerFrameSchema } from './websocket';

const payload = Buffer.from('H4sIAAAAAAAA').toString('base64');

describe('websocket client frames', () => {
  it('parses a request frame and a subscription frame', () => {
    const request = { id: 'r1', type: 'events', bookmaker: 'ie', params: { live: 1 } };
    expect(wsClientFrameSchema.parse(request)).toEqual(request);
    const subscribe = { type: 'subscribe', channel: eventsChannel('ie') };
    expect(wsClientFrameSchema.parse(subscribe)).toEqual(subscribe);
    expect(wsClientFrameSchema.safeParse({ type: 'unsubscribe', channel: eventChannel('gb', 101) }).success).toBe(true);
  });

  it('rejects an unknown frame type', () => {
    expect(wsClientFrameSchema.safeParse({ id: 'r1', type: 'bets', bookmaker: 'ie', params: {} }).success).toBe(false);
  });

  it('rejects a channel that names no bookmaker stream', () => {
    const result = wsClientFrameSchema.safeParse({ type: 'subscribe', channel: 'everything' });
    expect(formatZodError(result.error!)).toContain('channel: must be <bookmaker>_events');
  });

  it('reads the head of an unknown frame so the error can carry its id', () => {
    expect(wsFrameHeadSchema.parse({ id: 'r9', type: 'bets' })).toEqual({ id: 'r9', type: 'bets' });
    expect(wsFrameHeadSchema.parse({ id: 5 })).toEqual({ id: undefined, type: undefined });
  });
});

describe('websocket server frames', () => {
  it('parses a response, an error and a push', () => {
    const frames = [
      { id: 'r1', type: 'events', data: payload },
      { id: 'r1', type: 'bets', error: { code: 'VALIDATION_ERROR', message: 'unknown type bets' } },
      { channel: 'ie_events', data: payload },
    ];
    for (const frame of frames) expect(wsServerFrameSchema.parse(frame)).toEqual(frame);
  });

  it('rejects a data payload that is not base64', () => {
    expect(wsServerFrameSchema.safeParse({ id: 'r1', type: 'events', data: '{"events":[]}' }).success).toBe(false);
  });
});
