import type { Sport } from '@sportsbook/protocol';

const NONE: ReadonlySet<string> = new Set();

/**
 * The all-sports list (spec 001 §2): category sport, with events or outrights, or a parent;
 * sports blocked for the visitor's IP country are left out.
 */
export function selectMenuSports(sports: readonly Sport[], blocked: ReadonlySet<string> = NONE): Sport[] {
  return sports.filter(
    (sport) =>
      sport.category === 'sport' &&
      (sport.event_count + sport.outright_count > 0 || sport.is_parent) &&
      !blocked.has(sport.slug),
  );
}

/** The e-sports list (spec 001 §2): e-sport games with events, parents and blocked games left out. */
export function selectMenuEsports(sports: readonly Sport[], blocked: ReadonlySet<string> = NONE): Sport[] {
  return sports.filter(
    (sport) => sport.category === 'esport' && sport.event_count > 0 && !sport.is_parent && !blocked.has(sport.slug),
  );
}

/** A sport's display name by slug (translated or not), for headings of grouped listings. */
export function sportNameOf(sports: readonly Sport[] | undefined, slug: string): string | undefined {
  const sport = sports?.find((entry) => entry.slug === slug || entry.translated_slug === slug);
  return sport?.translated_name;
}
