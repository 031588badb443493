/**
 * What a route says about the tips to fetch (spec 000 §7 `GET /v1/suggestions/tips`): its
 * competition and sport, and the event when an event slug is in the route.
 */
export interface RouteTipsQuery {
  readonly event_id?: number;
  readonly competition_slug?: string;
  readonly sport_slug?: string;
}

/** The route parameters as React Router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

const EVENT_ID = /^[1-9]\d{0,14}$/;

/** The event id of a slug: the text after its last hyphen (docs/api.md ids), or null when it is not one. */
export function readEventIdFromSlug(slug: string): number | null {
  const id = slug.slice(slug.lastIndexOf('-') + 1);
  return EVENT_ID.test(id) ? Number(id) : null;
}

function readEventId(params: RouteParams, search: URLSearchParams): number | null {
  const fromQuery = search.get('event_id');
  if (fromQuery && EVENT_ID.test(fromQuery)) return Number(fromQuery);
  // Match screens carry `{name-slug}-{id}`; e-sports and virtual match screens also name the id.
  const fromSlug = params.slug ? readEventIdFromSlug(params.slug) : null;
  if (fromSlug !== null) return fromSlug;
  return params.id && EVENT_ID.test(params.id) ? Number(params.id) : null;
}

/**
 * Reads the tips query of a route from its parameters (`sport` or `sportSlug`, `competition` or
 * `competitionSlug`, `slug`, `id`) and its query string (`event_id` on virtual match screens):
 * the route's competition and sport slugs, and the event too when there is one (spec 000 §7).
 * @example readRouteTipsQuery({ sport: 'football', competition: 'epl', slug: 'a-v-b-42' }, new URLSearchParams())
 * // { event_id: 42, competition_slug: 'epl', sport_slug: 'football' }
 */
export function readRouteTipsQuery(params: RouteParams, search: URLSearchParams): RouteTipsQuery {
  const eventId = readEventId(params, search);
  const competition = params.competition ?? params.competitionSlug;
  const sport = params.sport ?? params.sportSlug;
  return {
    ...(eventId !== null ? { event_id: eventId } : {}),
    ...(competition ? { competition_slug: competition } : {}),
    ...(sport ? { sport_slug: sport } : {}),
  };
}
