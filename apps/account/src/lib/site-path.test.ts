// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSitePath, keptQuery, languageOf, parseSitePath } from './site-path';

describe('site addresses', () => {
  it.each([
    ['/sport', { langSegment: null, page: '/' }],
    ['/sport/', { langSegment: null, page: '/' }],
    ['/sport/login', { langSegment: null, page: '/login' }],
    ['/de/sport/cashier/deposit', { langSegment: 'de', page: '/cashier/deposit' }],
    ['/ja/sport/help/gaming/faq/', { langSegment: 'ja', page: '/help/gaming/faq' }],
  ])('reads %s', (pathname, expected) => {
    expect(parseSitePath(pathname)).toEqual(expected);
  });

  it.each(['/', '/login', '/xx/sport/login', '/de/de/sport', '/sports/login'])('is not a site address: %s', (path) => {
    expect(parseSitePath(path)).toBeNull();
  });

  it('takes the language from the segment, then from ?lang=, else English', () => {
    expect(languageOf(parseSitePath('/fr/sport/login'), '?lang=de')).toBe('fr');
    expect(languageOf(parseSitePath('/sport/login'), '?lang=de')).toBe('de');
    expect(languageOf(parseSitePath('/sport/login'), '?lang=xx')).toBe('en');
    expect(languageOf(null, '')).toBe('en');
  });

  it('keeps only app= and lang= from the query', () => {
    expect(keptQuery('?app=sportsbook&token=secret&lang=ro')).toBe('?app=sportsbook&lang=ro');
    expect(keptQuery('?token=secret')).toBe('');
  });

  it('builds addresses in the same language form, keeping app=', () => {
    expect(buildSitePath('/cashier/history', 'el', '?app=x')).toBe('/el/sport/cashier/history?app=x');
    expect(buildSitePath('/login', null, '?app=x&lang=nl')).toBe('/sport/login?app=x&lang=nl');
    expect(buildSitePath('/', null, '')).toBe('/sport');
  });
});
