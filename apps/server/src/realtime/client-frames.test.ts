import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WS_CLIENT_FRAME_CHARS, wsErrorFrameSchema } from '@sportsbook/protocol';
import { readClientFrame } from './client-frames';

describe('readClientFrame', () => {
  it('reads a request frame', () => {
    const text = '{"id":"7","type":"markets","bookmaker":"ie","params":{"event_id":3}}';
    expect(readClientFrame(text)).toEqual({
      kind: 'request',
      frame: { id: '7', type: 'markets', bookmaker: 'ie', params: { event_id: 3 } },
    });
  });

  it('reads a subscription frame, keeping an id if the client sent one', () => {
    expect(readClientFrame('{"id":"s1","type":"subscribe","channel":"gb_event_12"}')).toEqual({
      kind: 'subscription',
      frame: { type: 'subscribe', channel: 'gb_event_12' },
      id: 's1',
    });
  });

  it('names the failing field of a malformed request', () => {
    const read = readClientFrame('{"id":"7","type":"events","bookmaker":"","params":{}}');
    expect(read).toMatchObject({ kind: 'refused', error: { id: '7', type: 'events' } });
    expect(read.kind === 'refused' && read.error.error.message).toMatch(/bookmaker: must name a bookmaker/);
  });

  it('lists the frame types when the type is unknown', () => {
    const read = readClientFrame('{"id":"7","type":"cashout"}');
    expect(read.kind === 'refused' && read.error.error.message).toMatch(/Unknown frame type "cashout".*subscribe/);
  });

  it('refuses an oversize frame before parsing it', () => {
    const read = readClientFrame(`"${'x'.repeat(MAX_WS_CLIENT_FRAME_CHARS)}"`);
    expect(read).toMatchObject({ kind: 'refused', error: { id: null, error: { code: 'VALIDATION_ERROR' } } });
  });

  it('never throws and always refuses with a valid error frame when the text is not a frame', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const read = readClientFrame(text);
          if (read.kind === 'refused') expect(wsErrorFrameSchema.safeParse(read.error).success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
