// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCard, checkExpiry, formatCardNumber, formatExpiry, passesLuhn } from './card';

const NOW = new Date(2026, 4, 15);

describe('card checks before a deposit', () => {
  it.each(['4242 4242 4242 4242', '4000-0000-0000-0002', '4000000000009995', '5555555555554444'])(
    'accepts the Luhn-valid number %s',
    (number) => {
      expect(passesLuhn(number)).toBe(true);
    },
  );

  it.each(['4242 4242 4242 4241', '1234', '', '4242 4242 4242 424a'])('refuses %j', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('takes a card as valid through its expiry month', () => {
    expect(checkExpiry('05/26', NOW)).toBe('ok');
    expect(checkExpiry('04/26', NOW)).toBe('expired');
    expect(checkExpiry('12/39', NOW)).toBe('ok');
    expect(checkExpiry('13/30', NOW)).toBe('invalid');
    expect(checkExpiry('5/26', NOW)).toBe('invalid');
  });

  it('groups digits and inserts the expiry slash while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x42')).toBe('4242 4242');
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('1')).toBe('1');
  });

  it('names every wrong field of a card form', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Pat' }, NOW)).toEqual({});
    expect(checkCard({ number: '', expiry: '01/20', cvc: '12', holder: ' ' }, NOW)).toEqual({
      number: 'required',
      expiry: 'expired',
      cvc: 'invalid',
      holder: 'required',
    });
  });
});
