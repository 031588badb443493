import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFrameToShellMessage, readShellToFrameMessage } from './frame-details';
import { NATIVE_EVENTS, NATIVE_SOURCE, nativeCommandMessageSchema, nativeEventMessageSchema } from './native-bridge';
import { parseMessageData } from './parse';

/*
 * A fuzz of native and frame messages at the parser: whatever a window
 * `message` carries, reading it never throws, and only a message from the native host
 * (`source: "sportify.app"`, a known event) is ever accepted as one.
 */

const RUNS = { numRuns: 500 };

const envelope = fc.record(
  {
    source: fc.oneof(fc.constantFrom(NATIVE_SOURCE, 'account-site', 'sportsbook', 'SPORTIFY.APP'), fc.string()),
    event: fc.oneof(fc.constantFrom(...NATIVE_EVENTS), fc.string()),
    command: fc.string(),
    details: fc.anything(),
  },
  { requiredKeys: [] },
);

const anyData = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.json(),
  envelope,
  envelope.map((value) => JSON.stringify(value)),
);

describe('reading posted messages (fuzz)', () => {
  it('accepts a native event only from sportify.app with a known event, and never throws', () => {
    fc.assert(
      fc.property(anyData, (data) => {
        const read = parseMessageData(nativeEventMessageSchema, data);
        if (read === null) return;
        expect(read.source).toBe(NATIVE_SOURCE);
        expect(NATIVE_EVENTS).toContain(read.event);
      }),
      RUNS,
    );
  });

  it('reads native commands and both frame directions without throwing, refusing with a reason', () => {
    fc.assert(
      fc.property(anyData, (data) => {
        parseMessageData(nativeCommandMessageSchema, data);
        for (const reading of [readFrameToShellMessage(data), readShellToFrameMessage(data)]) {
          if (!reading.ok) expect(reading.reason).toMatch(/\S/);
        }
      }),
      RUNS,
    );
  });

  it('never takes a native message for an account-frame message, nor the other way round', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NATIVE_EVENTS), fc.anything(), (event, details) => {
        const native = { source: NATIVE_SOURCE, event, details };
        expect(readFrameToShellMessage(native).ok).toBe(false);
        expect(readShellToFrameMessage(JSON.stringify(native)).ok).toBe(false);
        expect(parseMessageData(nativeEventMessageSchema, { ...native, source: 'account-site' })).toBeNull();
      }),
      RUNS,
    );
  });
});
