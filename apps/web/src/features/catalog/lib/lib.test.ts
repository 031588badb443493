// @vitest-environment node
import type { EventHeader, SportEvent } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { makeMarket, makeMatch } from '../../../test/catalog-fixtures';
import { splitCountdown, isStartingSoon } from './countdown';
import { eventIdFromSlug, eventPath, esportsListPath, sportPath } from './event-path';
import { groupBySport, groupByCompetition } from './group-events';
import { groupMarkets } from './group-markets';
import { mergeEventsPush } from './merge-events';
import { searchEvents } from './search-events';
import { selectedEventIdFromLocation } from './selected-event';
import { shortOutcomeLabel } from './short-label';
import { selectMenuEsports, selectMenuSports } from './visible-sports';

describe('event links', () => {
  it('chooses the route by sport category', () => {
    const match = makeMatch({ id: 101, slug: 'arsenal-v-chelsea-101' });
    expect(eventPath(match)).toBe('/football/premier-league/arsenal-v-chelsea-101');
    expect(eventPath({ ...match, sport: { ...match.sport, category: 'esport' } })).toBe('/esports/match/101');
    expect(eventPath({ ...match, sport: { ...match.sport, category: 'virtual' } })).toBe(
      '/virtual/arsenal-v-chelsea-101/101?event_id=101',
    );
  });

  it('reads the event id after the last hyphen of a slug', () => {
    expect(eventIdFromSlug('real-madrid-v-fc-barcelona-2024')).toBe(2024);
    expect(eventIdFromSlug('no-id-here')).toBeNull();
    expect(eventIdFromSlug(undefined)).toBeNull();
  });

  it('sends golf to its outrights and e-sports games to the language prefix', () => {
    expect(sportPath({ slug: 'golf', translated_slug: 'gorufu' })).toBe('/gorufu?mode=outrights');
    expect(sportPath({ slug: 'football', translated_slug: 'fussball' })).toBe('/fussball');
    expect(esportsListPath('cs2', 'ro')).toBe('/e-sporturi/cs2');
    expect(esportsListPath('cs2', 'fi')).toBe('/e-urheilu/cs2');
    expect(esportsListPath('cs2', 'fr')).toBe('/e-sports-fr/cs2');
    expect(esportsListPath('cs2', 'de')).toBe('/esports/cs2');
    expect(esportsListPath('cs2', 'pt')).toBe('/e-sports/cs2');
  });

  it('finds the selected event in any event route', () => {
    expect(selectedEventIdFromLocation('/football/premier-league/a-v-b-12', '')).toBe(12);
    expect(selectedEventIdFromLocation('/esports/match/33', '')).toBe(33);
    expect(selectedEventIdFromLocation('/virtual/a-v-b-44/44', '?event_id=44')).toBe(44);
    expect(selectedEventIdFromLocation('/virtual/a-v-b-45/45', '')).toBe(45);
    expect(selectedEventIdFromLocation('/live', '')).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    expect(splitCountdown(3_723_000)).toEqual({ hours: 1, minutes: '02', seconds: '03' });
    expect(splitCountdown(999)).toEqual({ hours: 0, minutes: '00', seconds: '01' });
    expect(splitCountdown(0)).toBeNull();
  });

  it('counts down only events starting within three hours', () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    expect(isStartingSoon('2030-05-01T14:59:00Z', now)).toBe(true);
    expect(isStartingSoon('2030-05-01T15:01:00Z', now)).toBe(false);
    expect(isStartingSoon('2030-05-01T11:59:00Z', now)).toBe(false);
  });
});

describe('grouping', () => {
  it('groups events by competition and by sport in listing order', () => {
    const a = makeMatch({ competition: { id: 1, name: 'Premier League', region: { name: 'England' } } });
    const b = makeMatch({ competition: { id: 2, name: 'LaLiga', region: { name: 'Spain' } } });
    const c = makeMatch({ competition: { id: 1, name: 'Premier League', region: { name: 'England' } } });
    const tennis = makeMatch({ sport: { id: 2, slug: 'tennis', category: 'sport' }, translated_sport_slug: 'tennis' });
    expect(groupByCompetition([a, b, c]).map((group) => group.events.map((event) => event.id))).toEqual([
      [a.id, c.id],
      [b.id],
    ]);
    expect(groupBySport([a, tennis, b]).map((group) => [group.sportSlug, group.eventCount])).toEqual([
      ['football', 2],
      ['tennis', 1],
    ]);
  });

  it('puts the lines of a market type under one title', () => {
    const markets = [
      makeMarket('Match Result', '1x2', []),
      makeMarket('Total Goals 1.5', 'total_goals', []),
      makeMarket('Total Goals 2.5', 'total_goals', []),
      makeMarket('Asian Handicap -0.5', 'asian_handicap', []),
    ];
    expect(groupMarkets(markets).map((group) => [group.title, group.markets.map((entry) => entry.line)])).toEqual([
      ['Match Result', [null]],
      ['Total Goals', ['1.5', '2.5']],
      ['Asian Handicap -0.5', [null]],
    ]);
  });

  it('labels side markets 1 / X / 2 and leaves others named', () => {
    const event = { home_team: 'Arsenal', away_team: 'Chelsea' };
    expect(['Arsenal', 'Draw', 'Chelsea'].map((name) => shortOutcomeLabel(event, '1x2', { name }))).toEqual([
      '1',
      'X',
      '2',
    ]);
    expect(shortOutcomeLabel(event, 'total_goals', { name: 'Over 2.5' })).toBe('Over 2.5');
  });
});

describe('mergeEventsPush', () => {
  const listed = (event: EventHeader) => event as SportEvent;

  it('updates the live state of listed events, keeping their own markets and the others untouched', () => {
    const a = makeMatch();
    const b = makeMatch();
    const pushed = { ...a, is_live: true, status: 'live', stats: { home_scores: 1, away_scores: 0 }, markets: [] };
    const result = mergeEventsPush([a, b], [pushed], { liveOnly: false }, listed);
    expect(result.changed).toBe(true);
    expect(result.events[0]).toMatchObject({ is_live: true, stats: { home_scores: 1 }, markets: a.markets });
    expect(result.events[1]).toBe(b);
  });

  it('keeps the same listing when nothing it shows changed', () => {
    const a = makeMatch();
    const result = mergeEventsPush([a], [{ ...a }], { liveOnly: false }, listed);
    expect(result.changed).toBe(false);
    expect(result.events).toEqual([a]);
  });

  it('drops ended events and, in a live listing, adds newly live ones of its sport', () => {
    const a = makeMatch({ is_live: true, status: 'live' });
    const ended = { ...a, status: 'ended' };
    const started = makeMatch({ is_live: true, status: 'live' });
    const otherSport = makeMatch({
      is_live: true,
      status: 'live',
      sport: { id: 2, slug: 'tennis', category: 'sport' },
      translated_sport_slug: 'tennis',
    });
    const result = mergeEventsPush([a], [ended, started, otherSport], { liveOnly: true, sport: 'football' }, listed);
    expect(result.events.map((event) => event.id)).toEqual([started.id]);
    expect(result.added).toBe(1);
  });
});

describe('menus and search', () => {
  const sport = (slug: string, category: 'sport' | 'esport' | 'virtual', counts: Partial<Record<string, unknown>>) => ({
    slug,
    translated_slug: slug,
    translated_name: slug,
    name: slug,
    category,
    event_count: 0,
    outright_count: 0,
    is_parent: false,
    ...counts,
  });

  it('lists sports with events, outrights or children, and e-sports games with events', () => {
    const sports = [
      sport('football', 'sport', { event_count: 3 }),
      sport('golf', 'sport', { outright_count: 2 }),
      sport('cricket', 'sport', {}),
      sport('esports', 'esport', { event_count: 5, is_parent: true }),
      sport('cs2', 'esport', { event_count: 5 }),
      sport('dota-2', 'esport', {}),
      sport('virtual-football', 'virtual', { event_count: 2 }),
    ];
    expect(selectMenuSports(sports as never).map((entry) => entry.slug)).toEqual(['football', 'golf']);
    expect(selectMenuEsports(sports as never).map((entry) => entry.slug)).toEqual(['cs2']);
  });

  it('leaves out the sports blocked for the visitor country', () => {
    const sports = [sport('football', 'sport', { event_count: 3 }), sport('horse-racing', 'sport', { event_count: 4 })];
    const blocked = new Set(['horse-racing']);
    expect(selectMenuSports(sports as never, blocked).map((entry) => entry.slug)).toEqual(['football']);
    expect(selectMenuEsports([sport('cs2', 'esport', { event_count: 5 })] as never, new Set(['cs2']))).toEqual([]);
  });

  it('finds events by every word of the query, ignoring case and accents', () => {
    const frolunda = makeMatch({ home_team: 'Frölunda', away_team: 'Djurgården' });
    const other = makeMatch();
    expect(searchEvents([frolunda, other], 'frolunda djur').map((event) => event.id)).toEqual([frolunda.id]);
    expect(searchEvents([frolunda, other], 'premier').map((event) => event.id)).toEqual([frolunda.id, other.id]);
    expect(searchEvents([frolunda, other], 'a')).toEqual([]);
  });
});
