// @vitest-environment node
import { outcomeSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { buildSlipSelection, slipEventPath } from './build-slip-selection';

const event = (category: 'sport' | 'esport' | 'virtual') => ({
  id: 101,
  name: 'Arsenal v Chelsea',
  slug: 'arsenal-v-chelsea-101',
  is_live: false,
  starts_at: '2030-05-01T15:00:00Z',
  translated_sport_slug: 'fussball',
  translated_competition_slug: 'premier-league',
  sport: { category },
});
const market = { id: 5, name: 'Match Result', type: '1x2', is_suspended: false, ew_price: null, ew_place: null };
const outcome = outcomeSchema.parse({
  id: 9,
  name: 'Arsenal',
  fullname: 'Arsenal',
  market_id: 5,
  odds: 2,
  display_odds: null,
  place_odds: null,
  is_each_way: false,
  has_ew: false,
  is_starting_price: false,
  combo_boost_available: false,
});

describe('a slip line’s link to its event (spec 000 §2)', () => {
  it('keeps the event’s slugs and links by sport category: match, e-sports or virtual screen', () => {
    const line = (category: 'sport' | 'esport' | 'virtual') =>
      buildSlipSelection({ event: event(category), market, outcome });
    expect(line('sport')).toMatchObject({ eventSlug: 'arsenal-v-chelsea-101', sportSlug: 'fussball' });
    expect(slipEventPath(line('sport'))).toBe('/fussball/premier-league/arsenal-v-chelsea-101');
    expect(slipEventPath(line('esport'))).toBe('/esports/match/101');
    expect(slipEventPath(line('virtual'))).toBe('/virtual/arsenal-v-chelsea-101/101?event_id=101');
  });

  it('has no link for a line saved before it kept its slugs', () => {
    const { eventSlug: _slug, ...old } = buildSlipSelection({ event: event('sport'), market, outcome });
    expect(slipEventPath(old)).toBeNull();
  });
});
