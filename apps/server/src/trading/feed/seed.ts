import { sql } from 'drizzle-orm';
import { SPORTS } from '../../catalog/index';
import type { DatabaseHandle, Transaction } from '../../storage/index';
import { competitions, regions, sports, sportTranslations } from '../../storage/index';
import { COMPETITIONS } from './catalogue-data';
import { slugify } from './slug';

/** A seeded competition, as the schedule needs it to hang events on. */
export interface CompetitionRef {
  readonly id: number;
  readonly sportId: number;
  readonly sportSlug: string;
  readonly slug: string;
  readonly name: string;
  readonly participants: readonly string[];
}

/** Ids of the seeded catalogue: competitions by `{sport slug}/{competition slug}`. */
export interface CatalogueRefs {
  readonly sportIds: ReadonlyMap<string, number>;
  readonly competitions: ReadonlyMap<string, CompetitionRef>;
}

/** The key of a competition in `CatalogueRefs.competitions`. */
export function competitionKey(sportSlug: string, competitionName: string): string {
  return `${sportSlug}/${slugify(competitionName)}`;
}

async function upsertSports(tx: Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents first, so children can point at them.
  for (const withParent of [false, true]) {
    const rows = SPORTS.map((sport, sortOrder) => ({ sport, sortOrder })).filter(
      ({ sport }) => (sport.parent !== undefined) === withParent,
    );
    if (rows.length === 0) continue;
    const inserted = await tx
      .insert(sports)
      .values(
        rows.map(({ sport, sortOrder }) => ({
          slug: sport.slug,
          name: sport.name,
          category: sport.category,
          parentId: sport.parent === undefined ? null : (ids.get(sport.parent) ?? null),
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: sports.slug,
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          parentId: sql`excluded.parent_id`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
      .returning({ id: sports.id, slug: sports.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  return ids;
}

/**
 * Seeds sports with their translations (SPORTS), regions and competitions. Idempotent: every
 * row is an upsert on its natural key, so each start of the feed (or a second instance) may
 * call it, and a changed name in the seed files reaches an existing database.
 */
export async function seedCatalogue(handle: DatabaseHandle): Promise<CatalogueRefs> {
  return handle.transaction(async (tx) => {
    const sportIds = await upsertSports(tx);
    const translations = SPORTS.flatMap((sport) =>
      Object.entries(sport.translations).map(([lang, [translatedSlug, translatedName]]) => ({
        sportId: sportIds.get(sport.slug) ?? 0,
        lang,
        translatedSlug,
        translatedName,
      })),
    );
    await tx
      .insert(sportTranslations)
      .values(translations)
      .onConflictDoUpdate({
        target: [sportTranslations.sportId, sportTranslations.lang],
        set: { translatedSlug: sql`excluded.translated_slug`, translatedName: sql`excluded.translated_name` },
      });
    const regionNames = [...new Set(COMPETITIONS.map((competition) => competition.region))];
    const regionRows = await tx
      .insert(regions)
      .values(regionNames.map((name) => ({ name })))
      .onConflictDoUpdate({ target: regions.name, set: { name: sql`excluded.name` } })
      .returning({ id: regions.id, name: regions.name });
    const regionIds = new Map(regionRows.map((row) => [row.name, row.id]));
    const competitionRows = await tx
      .insert(competitions)
      .values(
        COMPETITIONS.map((competition) => {
          const sportId = sportIds.get(competition.sport);
          if (sportId === undefined)
            throw new Error(
              `Competition ${competition.name} names sport "${competition.sport}", which SPORTS does not seed.`,
            );
          return {
            sportId,
            regionId: regionIds.get(competition.region) ?? 0,
            name: competition.name,
            slug: slugify(competition.name),
          };
        }),
      )
      .onConflictDoUpdate({
        target: [competitions.sportId, competitions.slug],
        set: { name: sql`excluded.name`, regionId: sql`excluded.region_id` },
      })
      .returning({
        id: competitions.id,
        sportId: competitions.sportId,
        slug: competitions.slug,
        name: competitions.name,
      });
    const sportSlugs = new Map([...sportIds].map(([slug, id]) => [id, slug]));
    const refs = new Map<string, CompetitionRef>();
    for (const row of competitionRows) {
      const sportSlug = sportSlugs.get(row.sportId) ?? '';
      const seed = COMPETITIONS.find(
        (competition) => competition.sport === sportSlug && slugify(competition.name) === row.slug,
      );
      refs.set(`${sportSlug}/${row.slug}`, { ...row, sportSlug, participants: seed?.participants ?? [] });
    }
    return { sportIds, competitions: refs };
  });
}
