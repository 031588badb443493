// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { affiliateCookie, applyLoadQueryParams, readAffiliateParams, readOddsStyle } from './query-params';

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

  it('changes nothing without parameters', () => {
    const effects = { setCookie: vi.fn(), setOddsFormat: vi.fn() };
    applyLoadQueryParams('', effects);
    expect(effects.setCookie).not.toHaveBeenCalled();
    expect(effects.setOddsFormat).not.toHaveBeenCalled();
  });
});
