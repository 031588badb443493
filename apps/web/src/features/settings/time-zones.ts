/** The time zones offered in the settings: the seven markets' zones and the main zones around them. */
export const TIME_ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/Bucharest',
  'Europe/Athens',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/** "GMT+02:00" for a zone at an instant ("GMT" at zero offset). */
export function offsetOf(timeZone: string, now: number): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return 'GMT';
  }
}

/** The zones to offer: the list, plus the current one when it is not in it. */
export function zonesWith(current: string): readonly string[] {
  return (TIME_ZONES as readonly string[]).includes(current) ? TIME_ZONES : [current, ...TIME_ZONES];
}

/** A zone's label: "(GMT+01:00) Europe/London", underscores as spaces. */
export function labelOfZone(timeZone: string, now: number): string {
  return `(${offsetOf(timeZone, now)}) ${timeZone.replace(/_/g, ' ')}`;
}
