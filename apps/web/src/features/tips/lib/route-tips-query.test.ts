// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEventIdFromSlug, readRouteTipsQuery } from './route-tips-query';

const none = new URLSearchParams();

describe('readRouteTipsQuery', () => {
  it('asks for the event of a match route, by the id after the slug’s last hyphen, with its competition and sport', () => {
    expect(
      readRouteTipsQuery({ sport: 'football', competition: 'premier-league', slug: 'arsenal-v-chelsea-4521' }, none),
    ).toEqual({ event_id: 4521, competition_slug: 'premier-league', sport_slug: 'football' });
  });

  it('asks for the competition and sport of a competition page', () => {
    expect(readRouteTipsQuery({ sport: 'fussball', competition: 'bundesliga' }, none)).toEqual({
      competition_slug: 'bundesliga',
      sport_slug: 'fussball',
    });
  });

  it('reads the sport pages’ own parameter names too', () => {
    expect(readRouteTipsQuery({ sportSlug: 'football', competitionSlug: 'premier-league' }, none)).toEqual({
      competition_slug: 'premier-league',
      sport_slug: 'football',
    });
  });

  it('asks for the sport of a sport page and for everything on a page without parameters', () => {
    expect(readRouteTipsQuery({ sport: 'tennis' }, none)).toEqual({ sport_slug: 'tennis' });
    expect(readRouteTipsQuery({}, none)).toEqual({});
  });

  it('takes the event of e-sports and virtual match screens from their id or event_id', () => {
    expect(readRouteTipsQuery({ id: '77' }, none)).toEqual({ event_id: 77 });
    expect(readRouteTipsQuery({ id: '3', slug: 'virtual-league' }, new URLSearchParams('event_id=88'))).toEqual({
      event_id: 88,
    });
  });

  it('ignores a slug that does not end with an id', () => {
    expect(readEventIdFromSlug('premier-league')).toBeNull();
    expect(readEventIdFromSlug('a-v-b-0')).toBeNull();
    expect(readRouteTipsQuery({ sport: 'football', slug: 'premier-league' }, none)).toEqual({ sport_slug: 'football' });
  });
});
