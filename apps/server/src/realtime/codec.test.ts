import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DECODED_PAYLOAD_BYTES, PayloadError, decodePayload, encodePayload } from './codec';

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof PayloadError ? error.code : `not a PayloadError: ${String(error)}`;
  }
}

describe('payload codec', () => {
  it('encodes JSON as base64 of gzip, readable with plain node:zlib', () => {
    const encoded = encodePayload({ events: [{ id: 1, name: 'Arsenal v Chelsea' }] });
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(encoded, 'base64').subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(decodePayload(encoded)).toEqual({ events: [{ id: 1, name: 'Arsenal v Chelsea' }] });
  });

  it('gives back every JSON value it encodes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON itself turns -0 into 0; compare with what JSON round-trips to.
        expect(decodePayload(encodePayload(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('refuses values that have no JSON form', () => {
    expect(codeOf(() => encodePayload(undefined))).toBe('NOT_JSON_SERIALIZABLE');
    expect(codeOf(() => encodePayload(10n))).toBe('NOT_JSON_SERIALIZABLE');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(codeOf(() => encodePayload(cyclic))).toBe('NOT_JSON_SERIALIZABLE');
  });

  it.each([
    ['empty text', '', 'NOT_BASE64'],
    ['text with spaces', 'H4sI AAAA', 'NOT_BASE64'],
    ['unpadded base64', 'H4sIAA', 'NOT_BASE64'],
    ['base64 that is not gzip', Buffer.from('{"a":1}').toString('base64'), 'NOT_GZIP'],
    ['truncated gzip', gzipSync('{"a":1}').subarray(0, 12).toString('base64'), 'NOT_GZIP'],
    ['gzip of something other than JSON', gzipSync('not json').toString('base64'), 'NOT_JSON'],
  ])('refuses %s with a typed error', (_name, text, code) => {
    expect(codeOf(() => decodePayload(text))).toBe(code);
  });

  it('refuses a payload that inflates past the bound instead of allocating it', () => {
    const bomb = gzipSync(Buffer.alloc(MAX_DECODED_PAYLOAD_BYTES + 1, 0x20)).toString('base64');
    expect(bomb.length).toBeLessThan(20_000);
    expect(codeOf(() => decodePayload(bomb))).toBe('TOO_LARGE');
    expect(codeOf(() => decodePayload(encodePayload('x'.repeat(100)), 50))).toBe('TOO_LARGE');
  });

  it('refuses text too long to be a payload within the bound without decoding it', () => {
    expect(codeOf(() => decodePayload('A'.repeat(2000), 100))).toBe('TOO_LARGE');
  });

  it('never throws anything but a PayloadError, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string({ unit: 'binary' })), (text) => {
        const code = codeOf(() => decodePayload(text));
        expect(code === null || !code.startsWith('not a')).toBe(true);
      }),
    );
  });
});
