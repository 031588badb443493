import type { BetsStatsResponse, Sport } from '@sportsbook/protocol';
import type { CompetitionCounts, SportCounts } from './repository';
import type { SportDirectory } from './sport-directory';

/** Most sports in the bets stats' top sports. */
export const MAX_STATS_SPORTS = 10;

const NO_EVENTS: Omit<SportCounts, 'sportId'> = { eventCount: 0, outrightCount: 0, liveCount: 0 };

/** Counts per sport, a parent's summed over itself and its children (e-sports over its games). */
function rolledUpCounts(directory: SportDirectory, counts: readonly SportCounts[]): Map<number, typeof NO_EVENTS> {
  const own = new Map(counts.map((entry) => [entry.sportId, entry]));
  return new Map(
    directory.all.map((sport) => {
      const family = [sport, ...directory.all.filter((child) => child.parentId === sport.id)];
      const totals = family.reduce(
        (sum, member) => {
          const entry = own.get(member.id) ?? NO_EVENTS;
          return {
            eventCount: sum.eventCount + entry.eventCount,
            outrightCount: sum.outrightCount + entry.outrightCount,
            liveCount: sum.liveCount + entry.liveCount,
          };
        },
        { ...NO_EVENTS },
      );
      return [sport.id, totals];
    }),
  );
}

/**
 * Every sport in menu order (spec 001 §3 Sport): counts are of events that have not ended
 * (parents include their children), `total` = event_count + outright_count and `count` = the
 * live events, for the in-play menu. The client hides what it does not show (spec 001 §2).
 */
export function buildSportsMenu(directory: SportDirectory, counts: readonly SportCounts[]): Sport[] {
  const rolled = rolledUpCounts(directory, counts);
  return directory.all.map((sport) => {
    const { eventCount, outrightCount, liveCount } = rolled.get(sport.id) ?? NO_EVENTS;
    return {
      id: sport.id,
      slug: sport.slug,
      translated_slug: sport.translatedSlug,
      translated_name: sport.translatedName,
      name: sport.name,
      category: sport.category,
      event_count: eventCount,
      outright_count: outrightCount,
      total: eventCount + outrightCount,
      count: liveCount,
      is_parent: directory.isParent(sport.id),
    };
  });
}

/**
 * Bets stats (spec 000 §3). Until bets are recorded, popularity is measured by what is on
 * offer: top sports are the childless sports with the most events that have not ended, and
 * popular competitions the ones with the most such events (`count`). Competitions have no
 * translations yet, so their translated slug and name are their own; `sport_slug` is the
 * sport's translated slug, the route segment the client links to.
 */
export function buildBetsStats(
  directory: SportDirectory,
  counts: readonly SportCounts[],
  busiest: readonly CompetitionCounts[],
): BetsStatsResponse {
  const total = (entry: SportCounts) => entry.eventCount + entry.outrightCount;
  const sportsStats = [...counts]
    .filter((entry) => total(entry) > 0 && !directory.isParent(entry.sportId))
    .sort(
      (a, b) =>
        total(b) - total(a) ||
        (directory.byId(a.sportId)?.sortOrder ?? 0) - (directory.byId(b.sportId)?.sortOrder ?? 0) ||
        a.sportId - b.sportId,
    )
    .flatMap((entry) => {
      const sport = directory.byId(entry.sportId);
      return sport
        ? [
            {
              sport_id: sport.id,
              slug: sport.slug,
              translated_slug: sport.translatedSlug,
              translated_name: sport.translatedName,
              name: sport.name,
            },
          ]
        : [];
    })
    .slice(0, MAX_STATS_SPORTS);
  const competitionsStats = busiest.flatMap((competition) => {
    const sport = directory.byId(competition.sportId);
    return sport
      ? [
          {
            competition_id: competition.id,
            sport_id: sport.id,
            sport_slug: sport.translatedSlug,
            translated_slug: competition.slug,
            translated_name: competition.name,
            name: competition.name,
            count: competition.count,
          },
        ]
      : [];
  });
  return { sports_stats: sportsStats, competitions_stats: competitionsStats };
}
