// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFrameUrl, isGuestPage, originOf } from './frame-url';

describe('the account frame address', () => {
  it.each([
    ['/login', 'en', 'http://127.0.0.1:8081/en/sport/login?app=sportsbook'],
    ['/cashier/deposit', 'de', 'http://127.0.0.1:8081/de/sport/cashier/deposit?app=sportsbook'],
    ['/', 'fr', 'http://127.0.0.1:8081/fr/sport?app=sportsbook'],
  ])('opens %s in %s at the account origin with the app name', (page, language, url) => {
    expect(buildFrameUrl('http://127.0.0.1:8081/', language, page, 'sportsbook')).toBe(url);
  });

  it('styles the frame as a guest page while its address is a login page', () => {
    expect(isGuestPage('http://127.0.0.1:8081/en/sport/login?app=x', '/cashier/deposit')).toBe(true);
    expect(isGuestPage(null, '/login')).toBe(true);
    expect(isGuestPage('http://127.0.0.1:8081/en/sport/cashier/deposit', '/login')).toBe(false);
  });

  it('reads the origin of a configured base address', () => {
    expect(originOf('http://127.0.0.1:8081/some/path')).toBe('http://127.0.0.1:8081');
    expect(originOf('not a url')).toBe('not a url');
  });
});
