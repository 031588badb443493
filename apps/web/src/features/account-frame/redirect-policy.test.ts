import { describe, expect, it } from 'vitest';
import { decideRedirect, parseRedirectOrigins } from './redirect-policy';

const allow = {
  ownOrigin: 'https://sports.example',
  accountOrigin: 'https://account.example',
  extraOrigins: ['https://help.example'],
};

describe('the redirect allow-list', () => {
  it.each([
    ['/promotions', '/promotions'],
    ['/live?x=1#top', '/live?x=1#top'],
    ['https://sports.example/football', '/football'],
    ['football', '/football'],
    ['/../../etc', '/etc'],
  ])('follows %s inside the app as %s', (url, path) => {
    expect(decideRedirect(url, allow)).toEqual({ kind: 'inside', path });
  });

  it.each([
    ['https://account.example/en/sport/help', 'https://account.example/en/sport/help'],
    ['https://help.example/safer-gambling', 'https://help.example/safer-gambling'],
    ['HTTPS://HELP.EXAMPLE/a', 'https://help.example/a'],
  ])('leaves for the allowed site of %s', (url, href) => {
    expect(decideRedirect(url, allow)).toEqual({ kind: 'leave', href });
  });

  it.each([
    ['javascript:alert(document.cookie)', 'a javascript: address'],
    ['  javascript:alert(1)', 'a javascript: address'],
    ['java\tscript:alert(1)', 'a javascript: address'],
    ['data:text/html,hi', 'a data: address'],
    ['vbscript:x', 'a vbscript: address'],
    ['//evil.example/login', 'a host outside the allow-list (evil.example)'],
    ['/\\evil.example/login', 'a host outside the allow-list (evil.example)'],
    ['\\\\evil.example', 'a host outside the allow-list (evil.example)'],
    ['https://evil.example/', 'a host outside the allow-list (evil.example)'],
    ['https://help.example.evil.example/', 'a host outside the allow-list (help.example.evil.example)'],
    ['https://help.example@evil.example/', 'a host outside the allow-list (evil.example)'],
    ['http://help.example/', 'a host outside the allow-list (help.example)'],
    ['https://help.example:8443/', 'a host outside the allow-list (help.example:8443)'],
    ['https://[::1', 'an address that does not parse'],
    ['', 'an empty address'],
    ['   ', 'an empty address'],
  ])('refuses %s as %s', (url, reason) => {
    expect(decideRedirect(url, allow)).toEqual({ kind: 'refused', reason });
  });

  it('reads configured origins from a list or a separated string, dropping what is not an http(s) origin', () => {
    expect(parseRedirectOrigins('https://a.example, https://b.example/path  http://c.example:8080')).toEqual([
      'https://a.example',
      'https://b.example',
      'http://c.example:8080',
    ]);
    expect(parseRedirectOrigins(['https://a.example', 'javascript:alert(1)', 'not a url', 7, ''])).toEqual([
      'https://a.example',
    ]);
    expect(parseRedirectOrigins(undefined)).toEqual([]);
    expect(parseRedirectOrigins('')).toEqual([]);
  });
});
