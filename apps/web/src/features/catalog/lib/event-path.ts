import type { Language } from '@sportsbook/betting';
import type { EventHeader } from '@sportsbook/protocol';

/** What a link to an event needs: its route is chosen by the sport's category (spec 001 §2). */
export type EventLinkTarget = Pick<
  EventHeader,
  'id' | 'slug' | 'translated_sport_slug' | 'translated_competition_slug'
> & { readonly sport: Pick<EventHeader['sport'], 'category'> };

/**
 * The page of an event: e-sports `/esports/match/{id}`, virtual `/virtual/{slug}/{id}?event_id={id}`,
 * everything else the match screen `/{sport}/{competition}/{slug}`.
 * @example eventPath(event) // "/football/premier-league/arsenal-v-chelsea-101"
 */
export function eventPath(event: EventLinkTarget): string {
  switch (event.sport.category) {
    case 'esport':
      return `/esports/match/${event.id}`;
    case 'virtual':
      return `/virtual/${event.slug}/${event.id}?event_id=${event.id}`;
    default:
      return `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`;
  }
}

/** Sports whose page lists outrights rather than matches (spec 001 §2: golf adds ?mode=outrights). */
const OUTRIGHT_SPORTS = new Set(['golf']);

/** The page of a sport: `/{translated_slug}` (golf with `?mode=outrights`). */
export function sportPath(sport: { readonly slug: string; readonly translated_slug: string }): string {
  return `/${sport.translated_slug}${OUTRIGHT_SPORTS.has(sport.slug) ? '?mode=outrights' : ''}`;
}

/** The page of one competition of a sport: `/{sport slug}/{competition slug}`. */
export function competitionPath(sportSlug: string, competitionSlug: string): string {
  return `/${sportSlug}/${competitionSlug}`;
}

/** The e-sports list prefix per language (spec 001 §2). */
const ESPORTS_PREFIX: Readonly<Record<Language, string>> = {
  en: 'e-sports',
  pt: 'e-sports',
  es: 'e-sports',
  fr: 'e-sports-fr',
  ro: 'e-sporturi',
  fi: 'e-urheilu',
  de: 'esports',
  ja: 'esports',
  el: 'e-sports',
  nl: 'e-sports',
};

/** Every e-sports list prefix, for the router. */
export const ESPORTS_PREFIXES: readonly string[] = [...new Set(Object.values(ESPORTS_PREFIX))];

/** An e-sports game's list in the visitor's language, e.g. `/e-sporturi/cs2`. */
export function esportsListPath(slug: string, language: Language): string {
  return `/${ESPORTS_PREFIX[language]}/${slug}`;
}

/**
 * The event id in a slug: the text after the last hyphen (docs/api.md "ids"); null when it is
 * not a positive whole number.
 * @example eventIdFromSlug('arsenal-v-chelsea-101') // 101
 */
export function eventIdFromSlug(slug: string | undefined): number | null {
  if (!slug) return null;
  const text = slug.slice(slug.lastIndexOf('-') + 1);
  return /^[1-9]\d*$/.test(text) ? Number(text) : null;
}
