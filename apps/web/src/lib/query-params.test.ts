// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  affiliateCookie,
  applyLoadQueryParams,
  readAffiliateCookies,
  readAffiliateParams,
  readOddsStyle,
} from './query-params';

describe('on-load query parameters', () => {
  it('keeps the affiliate values and custom aff_/utm_ values, nothing else', () => {
    expect(
      readAffiliateParams('?affiliates=123&idaffiliation=9&click_id=abc&aff_sub=x&utm_source=mail&LineID=5&foo=1'),
    ).toEqual([
      ['affiliates', '123'],
      ['idaffiliation', '9'],
      ['click_id', 'abc'],
      ['aff_sub', 'x'],
      ['utm_source', 'mail'],
    ]);
  });

  it('ignores empty and over-long affiliate values', () => {
    expect(readAffiliateParams(`?affiliates=&click_id=${'x'.repeat(201)}`)).toEqual([]);
  });

  it('writes affiliate cookies that last 30 days', () => {
    expect(affiliateCookie('click_id', 'a b')).toBe('click_id=a%20b; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it.each([
    ['?oddsstyle=fractional', 'fractional'],
    ['?oddsstyle=AMERICAN', 'american'],
    ['?oddsstyle=us', 'american'],
    ['?oddsstyle=decimal', 'decimal'],
    ['?oddsstyle=roman', null],
    ['?other=1', null],
  ])('reads %s as %s', (search, expected) => {
    expect(readOddsStyle(search)).toBe(expected);
  });

  it('applies cookies and the odds format through the given effects', () => {
    const effects = { setCookie: vi.fn(), setOddsFormat: vi.fn() };
    applyLoadQueryParams('?affiliates=77&oddsstyle=fractional', effects);
    expect(effects.setCookie).toHaveBeenCalledWith('affiliates=77; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(effects.setOddsFormat).toHaveBeenCalledWith('fractional');
  });

  it('keeps when the affiliate link was followed, and reads the attribution back from the cookies', () => {
    const jar = new Map<string, string>();
    const effects = {
      setCookie: vi.fn((line: string) => {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }),
      setOddsFormat: vi.fn(),
    };
    const now = Date.parse('2026-11-20T10:00:00Z');
    applyLoadQueryParams('?btag=a_1%20b&click_id=9&utm_source=mail&LineID=5', effects, now);
    expect(effects.setCookie).toHaveBeenCalledWith(`affiliate_at=${now}; Max-Age=2592000; Path=/; SameSite=Lax`);
    const cookies = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(readAffiliateCookies(`theme=dark; ${cookies}; other=1`)).toEqual({
      params: { btag: 'a_1 b', click_id: '9', utm_source: 'mail' },
      clicked_at: '2026-11-20T10:00:00.000Z',
    });
  });

  it('reads no attribution without a click time, without parameters, or from junk cookies', () => {
    expect(readAffiliateCookies('btag=1')).toBeNull();
    expect(readAffiliateCookies('affiliate_at=1700000000000; theme=dark')).toBeNull();
    expect(readAffiliateCookies('affiliate_at=soon; btag=1')).toBeNull();
    expect(readAffiliateCookies('affiliate_at=1700000000000; btag=%E0%A4%A; BTAG=2; aff_x=')).toBeNull();
    expect(readAffiliateCookies('')).toBeNull();
  });

  it('changes nothing without parameters', () => {
    const effects = { setCookie: vi.fn(), setOddsFormat: vi.fn() };
    applyLoadQueryParams('', effects);
    expect(effects.setCookie).not.toHaveBeenCalled();
    expect(effects.setOddsFormat).not.toHaveBeenCalled();
  });

  it('ignores reactglobal and the no_frame_hidden_* switches, in a test build too (decision 114)', () => {
    const effects = { setCookie: vi.fn(), setOddsFormat: vi.fn() };
    const switches = '?reactglobal=1&no_frame_hidden_cashier=1&no_frame_hidden_login=true&no_frame_hidden_all=1';
    expect(readAffiliateParams(switches)).toEqual([]);
    applyLoadQueryParams(switches, effects);
    expect(effects.setCookie).not.toHaveBeenCalled();
    expect(effects.setOddsFormat).not.toHaveBeenCalled();
    expect('reactglobal' in globalThis).toBe(false);
  });
});
