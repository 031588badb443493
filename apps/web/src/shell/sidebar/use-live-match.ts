import { LIVE_WIDGET_REFRESH_MS } from '@sportsbook/betting';
import { eventsSimpleResponseSchema } from '@sportsbook/protocol';
import { useQuery } from '@tanstack/react-query';
import { useRouteMatches } from '../../lib/route-matches';
import { sportsRequest } from '../../lib/sports-api';
import { useSiteStore } from '../../stores/site-store';

/** Route id of the match screen (app/router.tsx). */
export const MATCH_ROUTE_ID = 'match';

/** The event id of a match slug: the text after its last hyphen (CONTRACT.md ids). */
export function eventIdOfSlug(slug: string | undefined): number | null {
  if (!slug) return null;
  const text = slug.slice(slug.lastIndexOf('-') + 1);
  return /^[1-9]\d*$/.test(text) ? Number(text) : null;
}

/**
 * Spec 001 §2: on a match route whose event is in play, the live widget replaces the sports
 * menu. The in-play list (events-simple, live=1) is refreshed like the widget, every 30 s.
 */
export function useInPlayMatch(): boolean {
  const match = useRouteMatches().find((entry) => entry.route.id === MATCH_ROUTE_ID);
  const eventId = eventIdOfSlug(match?.params.slug);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const lang = useSiteStore((state) => state.language);
  const { data } = useQuery({
    queryKey: ['shell', 'in-play-ids', bookmaker, lang],
    queryFn: ({ signal }) =>
      sportsRequest('/echo/v1/events-simple', {
        schema: eventsSimpleResponseSchema,
        query: { live: 1, bookmaker, lang },
        signal,
      }),
    select: (response) => response.events.filter((event) => event.is_live).map((event) => event.id),
    enabled: eventId !== null,
    refetchInterval: LIVE_WIDGET_REFRESH_MS,
  });
  return eventId !== null && (data?.includes(eventId) ?? false);
}
