import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  bookmakerSchema,
  countryCodeSchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  refusalSchema,
  successSchema,
  withRefusal,
} from './common';
import { ERROR_CODES } from './error-codes';
import { formatZodError } from './parse';

function messageOf(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error('expected a failure');
  return formatZodError(result.error);
}

describe('money in minor units', () => {
  it('accepts zero and whole cents', () => {
    expect(minorUnitsSchema.parse(0)).toBe(0);
    expect(minorUnitsSchema.parse(1050)).toBe(1050);
  });

  it('rejects a decimal amount saying minor units are whole numbers', () => {
    expect(messageOf(minorUnitsSchema, 10.5)).toContain('whole number of minor units');
  });

  it('rejects a negative amount saying it must not be negative', () => {
    expect(messageOf(minorUnitsSchema, -1)).toContain('must not be negative');
  });

  it('rejects an amount sent as a string', () => {
    expect(messageOf(minorUnitsSchema, '1000')).toContain('expected number, received string');
  });
});

describe('ids, odds and times', () => {
  it('rejects zero, negative and fractional ids', () => {
    for (const bad of [0, -3, 1.5, '7']) expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses infinite and NaN odds', () => {
    for (const bad of [Infinity, -Infinity, Number.NaN]) expect(oddsSchema.safeParse(bad).success).toBe(false);
    expect(oddsSchema.parse(2.375)).toBe(2.375);
  });

  it('accepts ISO datetimes in UTC and rejects free text', () => {
    expect(isoDateTimeSchema.safeParse('2030-05-01T18:45:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('May 1, 18:45').success).toBe(false);
  });

  it('accepts ISO currency codes only', () => {
    expect(currencySchema.safeParse('EUR').success).toBe(true);
    expect(messageOf(currencySchema, 'euro')).toContain('ISO 4217');
  });
});

describe('success and refusal envelopes', () => {
  const answerSchema = withRefusal(successSchema({ value: z.number() }));

  it('parses a success with status 1', () => {
    expect(answerSchema.parse({ status: 1, value: 3 })).toEqual({ status: 1, value: 3 });
  });

  it('parses a refusal with a catalogue code and details', () => {
    const refusal = { status: 0, message: 'ODDS_CHANGED', meta: { error: { outcome_id: 301, odds: 2.1 } } };
    expect(answerSchema.parse(refusal)).toEqual(refusal);
  });

  it('parses a refusal without meta, as a failed login answers', () => {
    expect(refusalSchema.safeParse({ status: 0, message: 'INVALID_LOGIN' }).success).toBe(true);
  });

  it('rejects a refusal whose message is not a catalogue code', () => {
    expect(refusalSchema.safeParse({ status: 0, message: 'Something broke' }).success).toBe(false);
  });

  it('knows every code of the catalogue', () => {
    for (const code of ERROR_CODES) expect(refusalSchema.safeParse({ status: 0, message: code }).success).toBe(true);
  });
});

describe('country codes and bookmaker ids (docs/api.md "Tolerance on input")', () => {
  it.each(['GB', 'gb', 'Gb'])('reads the country %s as gb', (code) => {
    expect(countryCodeSchema.parse(code)).toBe('gb');
  });

  it.each(['GB', 'gb', 'Gb'])('reads the bookmaker %s as gb', (id) => {
    expect(bookmakerSchema.parse(id)).toBe('gb');
  });

  it('still refuses a country the product does not serve, naming the served ones', () => {
    expect(messageOf(countryCodeSchema, 'FR')).toContain('ie, gb, ro');
    expect(messageOf(bookmakerSchema, '')).toContain('must name a bookmaker');
  });
});
