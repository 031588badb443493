import { DEFAULT_TIME_ZONE, DISPLAY_DATE_FORMAT } from '@sportsbook/betting';

/*
 * Spec 001 §9: dates show as 'MMM dd, H:mm' (e.g. "Mar 07, 9:05") in the bettor's chosen time
 * zone. Intl does the time-zone arithmetic; the parts are put in the pattern's order
 * (`DISPLAY_DATE_FORMAT`: MMM month name, dd day, H hour, mm minute) ourselves so every language
 * gets the same shape with its own month name.
 */

/** Formatters by what they format: building one costs far more than using it (clock, listings). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatterFor(locale: string, timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(
    `date|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        month: 'short',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
}

/** Zones already asked about: building a formatter to find out costs more than the formatting. */
const knownZones = new Map<string, boolean>();

/** True when Intl knows the time zone (a stored or typed zone may not exist). */
export function isValidTimeZone(timeZone: string): boolean {
  let valid = knownZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    knownZones.set(timeZone, valid);
  }
  return valid;
}

/**
 * Formats an instant as 'MMM dd, H:mm' in a time zone; an unknown zone falls back to
 * Europe/London and an unreadable date gives ''.
 * @example formatDisplayDate('2025-03-07T09:05:00Z', 'Europe/London') // "Mar 07, 9:05"
 */
export function formatDisplayDate(value: string | number | Date, timeZone: string, locale = 'en'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = formatterFor(locale, zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const fields: Readonly<Record<string, string>> = {
    MMM: part('month').replace(/\.$/, ''),
    dd: part('day'),
    H: String(Number(part('hour')) % 24),
    mm: part('minute'),
  };
  return DISPLAY_DATE_FORMAT.replace(/MMM|dd|H|mm/g, (token) => fields[token] ?? token);
}

/**
 * Builds the formatter of a zone and language ahead of use, in a task of its own rather than
 * inside the render of the first listing. The page's first date format loads the browser's date
 * data (tens of milliseconds on a slow phone); `main.tsx` has usually done that during the
 * download (decision 072), and then this takes a millisecond or two.
 */
export function prepareDateFormat(timeZone: string, locale = 'en'): void {
  formatterFor(locale, isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
}

/**
 * The time of an instant as H:mm:ss (the sidebar clock), in a zone; an unknown zone falls back
 * to Europe/London.
 */
export function formatClockTime(now: number, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return cachedFormatter(
    `clock|${zone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(now);
}
