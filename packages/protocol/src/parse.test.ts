import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formatZodError, parseMessageData, parseOrThrow, ProtocolParseError } from './parse';

function captureError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const personSchema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });

describe('formatZodError', () => {
  it('names every failing path with its problem', () => {
    const result = personSchema.safeParse({ name: 3, tags: [{ id: 'x' }] });
    expect(result.success).toBe(false);
    const text = formatZodError(result.error!);
    expect(text).toContain('name: Invalid input: expected string, received number');
    expect(text).toContain('tags[0].id: Invalid input: expected number, received string');
  });

  it('marks a problem with the whole value as (root)', () => {
    const result = personSchema.safeParse('nope');
    expect(formatZodError(result.error!)).toMatch(/^\(root\): /);
  });
});

describe('parseOrThrow', () => {
  it('returns the parsed value when it is valid', () => {
    expect(parseOrThrow(personSchema, { name: 'a', tags: [] }, 'person')).toEqual({ name: 'a', tags: [] });
  });

  it('throws a ProtocolParseError naming what was parsed and the failing path', () => {
    expect(() => parseOrThrow(personSchema, { tags: [] }, 'person')).toThrow(
      /^Invalid person: name: Invalid input: expected string, received undefined$/,
    );
    const thrown = captureError(() => parseOrThrow(personSchema, {}, 'person'));
    expect(thrown).toBeInstanceOf(ProtocolParseError);
    expect((thrown as ProtocolParseError).issues).toHaveLength(2);
  });
});

describe('parseMessageData', () => {
  it('reads a JSON string and an already-decoded object alike', () => {
    const value = { name: 'a', tags: [] };
    expect(parseMessageData(personSchema, JSON.stringify(value))).toEqual(value);
    expect(parseMessageData(personSchema, value)).toEqual(value);
  });

  it('returns null for text that is not JSON or JSON of the wrong shape', () => {
    expect(parseMessageData(personSchema, '{not json')).toBeNull();
    expect(parseMessageData(personSchema, '{"name":1}')).toBeNull();
  });
});
