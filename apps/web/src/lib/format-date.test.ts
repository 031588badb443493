// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isValidTimeZone, prepareDateFormat } from './format-date';

describe('formatDisplayDate', () => {
  it.each([
    ['2025-03-07T09:05:00Z', 'Europe/London', 'Mar 07, 9:05'],
    ['2025-07-07T09:05:00Z', 'Europe/London', 'Jul 07, 10:05'],
    ['2025-07-07T23:30:00Z', 'Europe/Athens', 'Jul 08, 2:30'],
    ['2025-01-01T00:00:00Z', 'America/New_York', 'Dec 31, 19:00'],
    ['2025-01-01T12:00:00Z', 'Asia/Tokyo', 'Jan 01, 21:00'],
  ])('shows %s in %s as %s', (iso, zone, expected) => {
    expect(formatDisplayDate(iso, zone)).toBe(expected);
  });

  it('writes midnight as 0 without a leading zero', () => {
    expect(formatDisplayDate('2025-02-10T00:07:00Z', 'UTC')).toBe('Feb 10, 0:07');
  });

  it('uses the month name of the language', () => {
    expect(formatDisplayDate('2025-05-03T15:00:00Z', 'UTC', 'de')).toBe('Mai 03, 15:00');
  });

  it('falls back to London time for an unknown zone and to nothing for a bad date', () => {
    expect(formatDisplayDate('2025-07-07T09:05:00Z', 'Mars/Olympus')).toBe('Jul 07, 10:05');
    expect(formatDisplayDate('not a date', 'UTC')).toBe('');
  });

  it('knows which zones exist', () => {
    expect(isValidTimeZone('Europe/Bucharest')).toBe(true);
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
  });

  it('prepares a formatter ahead of use, an unknown zone included, without changing what it writes', () => {
    expect(() => prepareDateFormat('Europe/Bucharest', 'ro')).not.toThrow();
    expect(() => prepareDateFormat('Nowhere/Special')).not.toThrow();
    expect(formatDisplayDate('2025-07-07T09:05:00Z', 'Europe/Bucharest', 'ro')).toBe('iul 07, 12:05');
  });
});
