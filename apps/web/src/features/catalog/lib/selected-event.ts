import { eventIdFromSlug } from './event-path';

/**
 * The event a page shows, read from its address (for the live widget, which sits outside the
 * page's route): `?event_id=`, `/esports/match/{id}`, `/virtual/{slug}/{id}` or a match slug.
 */
export function selectedEventIdFromLocation(pathname: string, search: string): number | null {
  const fromQuery = new URLSearchParams(search).get('event_id');
  if (fromQuery && /^[1-9]\d*$/.test(fromQuery)) return Number(fromQuery);
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'esports' && segments[1] === 'match') return eventIdFromSlug(`-${segments[2] ?? ''}`);
  if (segments[0] === 'virtual' && segments.length >= 2) return eventIdFromSlug(`-${segments[2] ?? ''}`);
  return segments.length === 3 ? eventIdFromSlug(segments[2]) : null;
}
