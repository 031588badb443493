import { describe, expect, it } from 'vitest';
import {
  BettingInputError,
  ERROR_CODES,
  ERROR_MESSAGES,
  GENERIC_SLIP_ERROR,
  isErrorCode,
  TICKET_PROCESSED,
} from './errors';

describe('isErrorCode', () => {
  it.each(ERROR_CODES)('accepts the catalogue code %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each<unknown>([
    'cannot_combine',
    'CANNOT_COMBINE ',
    '',
    TICKET_PROCESSED,
    'Error: CANNOT_COMBINE',
    42,
    null,
    undefined,
    {},
    ['CANNOT_COMBINE'],
  ])('refuses %j', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });

  it('holds every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('holds the codes of spec 000 §8', () => {
    expect(ERROR_CODES).toEqual(
      expect.arrayContaining([
        'CANNOT_COMBINE',
        'FORECAST_TRICAST_CANNOT_BE_COMBINED',
        'BALANCE_INSUFFICIENT',
        'CONNECTION_ERROR',
        'SERVER_ERROR',
      ]),
    );
  });
});

describe('ERROR_MESSAGES', () => {
  it.each(ERROR_CODES)('has a message a bettor can read for %s', (code) => {
    const message = ERROR_MESSAGES[code];
    expect(message.trim().length).toBeGreaterThan(0);
    expect(message).not.toContain(code);
  });

  it('has no message for a code outside the catalogue', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('uses the texts of spec 000 §8 for insufficient funds and server errors', () => {
    expect(ERROR_MESSAGES.BALANCE_INSUFFICIENT).toBe('You have insufficient funds. Deposit Now');
    expect(ERROR_MESSAGES.SERVER_ERROR).toBe('Something went wrong');
    expect(GENERIC_SLIP_ERROR).toBe('Oops, something went wrong. Please try again later.');
  });

  it('marks an accepted ticket as PROCESSED', () => {
    expect(TICKET_PROCESSED).toBe('PROCESSED');
  });
});

describe('BettingInputError', () => {
  it('is an Error that carries its code and message', () => {
    const error = new BettingInputError('INVALID_ODDS', 'Odds must be a decimal price of 0 or more, got NaN.');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'BettingInputError',
      code: 'INVALID_ODDS',
      message: 'Odds must be a decimal price of 0 or more, got NaN.',
    });
  });
});
