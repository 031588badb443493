import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventSlug, mapStats, placeOdds, toDisplayOdds, toLanguage } from './mappers';

describe('placeOdds', () => {
  it.each([
    [2.75, 4, 1.437],
    [1.364, 4, 1.091],
    [6, 5, 2],
    [11, 4, 3.5],
    [3.333, 5, 1.466],
  ])('prices %s at 1/%s as %s, truncated to three decimals', (odds, ewPrice, expected) => {
    expect(placeOdds(odds, ewPrice)).toBe(expected);
  });

  it('is null without each-way terms or without a price', () => {
    expect(placeOdds(3, null)).toBeNull();
    expect(placeOdds(1, 4)).toBeNull();
    expect(placeOdds(0, 4)).toBeNull();
  });

  it('never overstates the exact place price and is within a thousandth of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), fc.integer({ min: 1, max: 6 }), (thousandths, ewPrice) => {
        const odds = thousandths / 1000;
        const exactTimesThousand = (thousandths - 1000) / ewPrice + 1000;
        const place = placeOdds(odds, ewPrice) ?? 0;
        expect(place * 1000).toBeLessThanOrEqual(exactTimesThousand + 1e-6);
        expect(place * 1000).toBeGreaterThan(exactTimesThousand - 1 - 1e-6);
        expect(String(place)).toMatch(/^\d+(\.\d{1,3})?$/);
      }),
    );
  });
});

describe('toDisplayOdds', () => {
  it('computes every format and replaces the fractional with the stored ladder quote', () => {
    expect(toDisplayOdds(2.5, null)).toEqual({ decimal: '2.50', fractional: '3/2', american: '+150' });
    expect(toDisplayOdds(1.364, '4/11')).toEqual({ decimal: '1.36', fractional: '4/11', american: '-274.73' });
  });

  it('is null for a locked price', () => {
    expect(toDisplayOdds(1, '1/1')).toBeNull();
    expect(toDisplayOdds(0, null)).toBeNull();
  });
});

describe('eventSlug', () => {
  it('appends the id unless the stored slug already ends with it', () => {
    expect(eventSlug('arsenal-chelsea', 12)).toBe('arsenal-chelsea-12');
    expect(eventSlug('arsenal-chelsea-12', 12)).toBe('arsenal-chelsea-12');
    expect(eventSlug('', 7)).toBe('event-7');
  });
});

describe('mapStats', () => {
  it('keeps only the known live keys with wire types', () => {
    expect(
      mapStats({ time: '12:00', home_scores: 1, away_scores: '0', server: 2, period: 'x', home_set: { bad: 1 } }),
    ).toEqual({
      time: '12:00',
      home_scores: 1,
      away_scores: '0',
      server: 2,
    });
    expect(mapStats({})).toEqual({});
  });
});

describe('toLanguage', () => {
  it('reads the primary subtag of one of the ten languages, else English', () => {
    expect(toLanguage('de')).toBe('de');
    expect(toLanguage('pt-BR')).toBe('pt');
    expect(toLanguage('in')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
