import type { PopularPage } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { isPopularPageShown, selectVisiblePopularPages, slugOfPage } from './popular-page-rules';

const NOW = Date.parse('2025-06-15T12:00:00Z');

function page(overrides: Partial<PopularPage> = {}): PopularPage {
  return {
    id: 1,
    name: 'Champions League',
    url: '/football/europe/champions-league',
    action: null,
    icon: null,
    open_externally: false,
    starts_at: null,
    ends_at: null,
    ...overrides,
  };
}

const open = { now: NOW, ipCountry: 'IE', sportsConfig: [] };

describe('popular pages', () => {
  it('shows a page without a time window', () => {
    expect(isPopularPageShown(page(), open)).toBe(true);
  });

  it('hides a page whose start is in the future', () => {
    expect(isPopularPageShown(page({ starts_at: '2025-06-15T12:00:01Z' }), open)).toBe(false);
    expect(isPopularPageShown(page({ starts_at: '2025-06-15T12:00:00Z' }), open)).toBe(true);
  });

  it('hides a page whose end has passed', () => {
    expect(isPopularPageShown(page({ ends_at: '2025-06-15T12:00:00Z' }), open)).toBe(false);
    expect(isPopularPageShown(page({ ends_at: '2025-06-15T12:00:01Z' }), open)).toBe(true);
  });

  it('hides a page whose sport is withheld from the visitor country', () => {
    const sportsConfig = [{ slug: 'football', blocked_countries: ['US', 'GB'] }];
    expect(isPopularPageShown(page(), { ...open, ipCountry: 'GB', sportsConfig })).toBe(false);
    expect(isPopularPageShown(page(), { ...open, ipCountry: 'us', sportsConfig })).toBe(false);
    expect(isPopularPageShown(page(), { ...open, ipCountry: 'IE', sportsConfig })).toBe(true);
    expect(isPopularPageShown(page(), { ...open, ipCountry: null, sportsConfig })).toBe(true);
  });

  it('judges external pages and action pages by time only', () => {
    const sportsConfig = [{ slug: 'www.nfl.com', blocked_countries: ['IE'] }];
    expect(slugOfPage(page({ url: 'https://www.nfl.com/news' }))).toBeNull();
    expect(isPopularPageShown(page({ url: 'https://www.nfl.com/news' }), { ...open, sportsConfig })).toBe(true);
    expect(isPopularPageShown(page({ url: null, action: 'open_live_schedule' }), open)).toBe(true);
  });

  it('keeps the order of the visible pages', () => {
    const pages = [page({ id: 1 }), page({ id: 2, ends_at: '2020-01-01T00:00:00Z' }), page({ id: 3 })];
    expect(selectVisiblePopularPages(pages, open).map((entry) => entry.id)).toEqual([1, 3]);
  });
});
