import { describe, expect, it } from 'vitest';
import { eventsQuerySchema, marketsQuerySchema, selectionsCurrentQuerySchema } from './catalog-queries';
import { formatZodError } from './parse';

describe('catalogue queries', () => {
  it('reads live=1 as a live-only filter and leaves the rest optional', () => {
    expect(eventsQuerySchema.parse({ live: '1', bookmaker: 'ie' })).toEqual({ live: true, bookmaker: 'ie' });
    expect(eventsQuerySchema.parse({})).toEqual({});
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    const result = eventsQuerySchema.safeParse({ date: 'tomorrow' });
    expect(formatZodError(result.error!)).toContain('date: must be a date as YYYY-MM-DD');
  });

  it('turns the markets event_id into a number', () => {
    expect(marketsQuerySchema.parse({ event_id: '101' })).toEqual({ event_id: 101 });
    expect(marketsQuerySchema.safeParse({ event_id: '0' }).success).toBe(false);
  });

  it('splits comma-separated outcome ids', () => {
    expect(selectionsCurrentQuerySchema.parse({ ids: '301,302', bookmaker: 'gb' })).toEqual({
      ids: [301, 302],
      bookmaker: 'gb',
    });
  });

  it('rejects ids that are not numbers separated by commas', () => {
    const result = selectionsCurrentQuerySchema.safeParse({ ids: '301,,abc' });
    expect(formatZodError(result.error!)).toContain('ids: must be outcome ids separated by commas');
  });

  it('rejects more ids than one lookup may ask for', () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(selectionsCurrentQuerySchema.safeParse({ ids }).success).toBe(false);
  });
});
