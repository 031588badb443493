import { describe, expect, it } from 'vitest';
import {
  eventsResponseSchema,
  marketsResponseSchema,
  outcomeSchema,
  selectionsCurrentResponseSchema,
  sportEventSchema,
} from './catalog';
import { formatZodError } from './parse';
import { makeEvent, makeOutcome } from './test-fixtures';

describe('catalogue shapes', () => {
  it('parses an events listing with competitions, filters and events', () => {
    const listing = {
      competitions: [{ id: 11, name: 'Premier Division', region: { name: 'Ireland' } }],
      default_market_type: '1x2',
      market_filters: [{ id: '1x2' }],
      events: [makeEvent()],
    };
    expect(eventsResponseSchema.parse(listing)).toEqual(listing);
  });

  it('parses a markets answer holding one event', () => {
    expect(marketsResponseSchema.safeParse({ event: makeEvent() }).success).toBe(true);
  });

  it('parses a live event with scores and a server marker', () => {
    const live = {
      ...makeEvent(),
      is_live: true,
      stats: { time: "67'", home_scores: 1, away_scores: '0', server: 1 },
    };
    expect(sportEventSchema.safeParse(live).success).toBe(true);
  });

  it('keeps answers tolerant of fields it does not know', () => {
    const parsed = outcomeSchema.parse({ ...makeOutcome(), new_field: 'x' });
    expect(parsed).not.toHaveProperty('new_field');
  });

  it('accepts an outcome without display odds, to be computed by the client', () => {
    expect(outcomeSchema.safeParse({ ...makeOutcome(), display_odds: null }).success).toBe(true);
    expect(outcomeSchema.safeParse({ ...makeOutcome(), display_odds: {} }).success).toBe(true);
  });

  it('rejects an unknown sport category', () => {
    const event = makeEvent();
    const result = sportEventSchema.safeParse({ ...event, sport: { ...event.sport, category: 'casino' } });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toMatch(/^sport\.category: /);
  });

  it('rejects a slug that does not end with the event id', () => {
    const result = sportEventSchema.safeParse({ ...makeEvent(), slug: 'rovers-v-bohs' });
    expect(formatZodError(result.error!)).toContain('slug: must end with -{event id}');
  });

  it('rejects an outcome whose odds are a string', () => {
    const result = outcomeSchema.safeParse({ ...makeOutcome(), odds: '2.37' });
    expect(formatZodError(result.error!)).toContain('odds: Invalid input: expected number, received string');
  });

  it('parses current selections with the event, market and outcome apart', () => {
    const { markets, ...event } = makeEvent();
    const { outcomes, ...market } = markets[0]!;
    const answer = {
      selections: [
        {
          event,
          competition: { ...event.competition, sport: { category: 'sport' } },
          market,
          outcome: outcomes[0],
        },
      ],
    };
    expect(selectionsCurrentResponseSchema.safeParse(answer).success).toBe(true);
  });
});
