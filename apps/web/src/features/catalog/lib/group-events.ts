import type { EventHeader } from '@sportsbook/protocol';

/** Events of one competition, in listing order. */
export interface CompetitionGroup<Event extends EventHeader> {
  readonly key: string;
  readonly competition: Event['competition'];
  readonly sportSlug: string;
  readonly competitionSlug: string;
  readonly events: readonly Event[];
}

/** Competitions of one sport, in listing order. */
export interface SportGroup<Event extends EventHeader> {
  readonly sportSlug: string;
  readonly sport: Event['sport'];
  readonly competitions: readonly CompetitionGroup<Event>[];
  readonly eventCount: number;
}

/** Groups events under their competitions, keeping the listing's order (live first, then by start). */
export function groupByCompetition<Event extends EventHeader>(events: readonly Event[]): CompetitionGroup<Event>[] {
  const groups = new Map<
    string,
    { competition: Event['competition']; sportSlug: string; slug: string; events: Event[] }
  >();
  for (const event of events) {
    const key = `${event.sport.id}:${event.competition.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        competition: event.competition,
        sportSlug: event.translated_sport_slug,
        slug: event.translated_competition_slug,
        events: [],
      };
      groups.set(key, group);
    }
    group.events.push(event);
  }
  return [...groups].map(([key, group]) => ({
    key,
    competition: group.competition,
    sportSlug: group.sportSlug,
    competitionSlug: group.slug,
    events: group.events,
  }));
}

/** Groups events by sport, then competition (live page, live widget). */
export function groupBySport<Event extends EventHeader>(events: readonly Event[]): SportGroup<Event>[] {
  const bySport = new Map<number, Event[]>();
  for (const event of events) {
    const list = bySport.get(event.sport.id) ?? [];
    list.push(event);
    bySport.set(event.sport.id, list);
  }
  return [...bySport.values()].map((list) => ({
    sportSlug: list[0]!.translated_sport_slug,
    sport: list[0]!.sport,
    competitions: groupByCompetition(list),
    eventCount: list.length,
  }));
}

/** A readable name from a slug when no translated name is known: `ice-hockey` → `Ice hockey`. */
export function nameFromSlug(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
