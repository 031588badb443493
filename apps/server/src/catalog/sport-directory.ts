import type { SportRecord } from './repository';

/** The sports of one request, in one language, looked up by id or by any of their slugs. */
export interface SportDirectory {
  /** Every sport in menu order. */
  readonly all: readonly SportRecord[];
  byId(id: number): SportRecord | undefined;
  /**
   * The sports a route's sport segment names: the sport whose slug, translated slug (request
   * language) or English translated slug matches, case-insensitively, plus its children
   * (e-sports lists CS2, League of Legends and Dota 2). Empty when nothing matches.
   */
  resolve(slug: string): SportRecord[];
  /** Whether some sport has this one as its parent. */
  isParent(id: number): boolean;
}

/** Indexes the sports of one request. */
export function createSportDirectory(sports: readonly SportRecord[]): SportDirectory {
  const byId = new Map(sports.map((sport) => [sport.id, sport]));
  const parents = new Set(sports.flatMap((sport) => (sport.parentId === null ? [] : [sport.parentId])));
  return {
    all: sports,
    byId: (id) => byId.get(id),
    isParent: (id) => parents.has(id),
    resolve(slug) {
      const wanted = slug.toLowerCase();
      const named = sports.find((sport) =>
        [sport.slug, sport.translatedSlug, sport.englishSlug].some((candidate) => candidate.toLowerCase() === wanted),
      );
      if (!named) return [];
      return [named, ...sports.filter((sport) => sport.parentId === named.id)];
    },
  };
}
