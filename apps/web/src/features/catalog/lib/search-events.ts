import type { EventHeader } from '@sportsbook/protocol';

/** Search needs at least this many characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Results shown at most. */
export const MAX_SEARCH_RESULTS = 50;

/** Lower case without accents, so "Frolunda" finds "Frölunda". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Events whose name, sides or competition contain every word of the query, in listing order.
 * @example searchEvents(events, 'arsenal chel') // Arsenal v Chelsea
 */
export function searchEvents<Event extends EventHeader>(events: readonly Event[], query: string): Event[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.join('').length < MIN_SEARCH_LENGTH) return [];
  return events
    .filter((event) => {
      const haystack = foldText(
        [event.name, event.home_team, event.away_team, event.competition.name, event.competition.region.name]
          .filter(Boolean)
          .join(' '),
      );
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, MAX_SEARCH_RESULTS);
}
