import { useRouteMatches } from '../../lib/route-matches';

/** Route id of the match screen (app/router.tsx). */
export const MATCH_ROUTE_ID = 'match';

/** The event id of a match slug: the text after its last hyphen (docs/api.md ids). */
export function eventIdOfSlug(slug: string | undefined): number | null {
  if (!slug) return null;
  const text = slug.slice(slug.lastIndexOf('-') + 1);
  return /^[1-9]\d*$/.test(text) ? Number(text) : null;
}

/**
 * The event id of the match route on screen, or null off match routes. Spec 001 §2: on a match
 * route whose event is in play, the live widget replaces the sports menu; the catalogue's
 * sidebar area checks that against the widget's own live listing.
 */
export function useMatchEventId(): number | null {
  const match = useRouteMatches().find((entry) => entry.route.id === MATCH_ROUTE_ID);
  return eventIdOfSlug(match?.params.slug);
}
