import { tableColumns } from './schema-drift';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { competitions, events, markets, outcomes, regions, schema, sports, sportTranslations } from './schema';
import { testDatabaseTargets } from './test-database';
import type { TestDatabase } from './test-database';

/** A football sport, a region and a competition to hang events on. */
async function insertCompetition(db: Database, slug: string) {
  const [sport] = await db.insert(sports).values({ slug, name: 'Football', category: 'sport' }).returning();
  const [region] = await db
    .insert(regions)
    .values({ name: `England ${slug}` })
    .returning();
  if (!sport || !region) throw new Error('fixture rows were not inserted');
  const [competition] = await db
    .insert(competitions)
    .values({ sportId: sport.id, regionId: region.id, name: 'Premier League', slug: 'premier-league' })
    .returning();
  if (!competition) throw new Error('fixture competition was not inserted');
  return { sport, region, competition };
}

describe.each(testDatabaseTargets())('catalogue schema on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it('declares in drizzle exactly the columns, types and nullability the migrations create', async () => {
    for (const table of Object.values(schema)) {
      const { name, actual, declared } = await tableColumns(database, table);
      expect(actual, `table ${name}`).toEqual(declared);
    }
  });

  it('reads back an event with its markets and outcomes, odds as the exact numbers written', async () => {
    const { db } = database;
    const { sport, competition } = await insertCompetition(db, 'football-round-trip');
    const startsAt = new Date('2030-05-01T19:45:00.000Z');
    const [event] = await db
      .insert(events)
      .values({
        competitionId: competition.id,
        sportId: sport.id,
        name: 'Arsenal - Chelsea',
        slug: 'arsenal-chelsea',
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        startsAt,
        stats: { score: [0, 0], time: "0'" },
      })
      .returning();
    if (!event) throw new Error('event was not inserted');
    const [market] = await db
      .insert(markets)
      .values({ eventId: event.id, type: 'total', name: 'Total goals 2.5', line: 2.5 })
      .returning();
    if (!market) throw new Error('market was not inserted');
    const prices = [2.375, 1.001, 1000];
    await db.insert(outcomes).values(
      prices.map((odds, sortOrder) => ({
        marketId: market.id,
        name: `o${sortOrder}`,
        fullname: `Outcome ${sortOrder}`,
        odds,
        sortOrder,
      })),
    );

    const rows = await db
      .select({ event: events, market: markets, outcome: outcomes })
      .from(events)
      .innerJoin(markets, eq(markets.eventId, events.id))
      .innerJoin(outcomes, eq(outcomes.marketId, markets.id))
      .where(eq(events.id, event.id))
      .orderBy(asc(outcomes.sortOrder));

    expect(rows.map((row) => row.outcome.odds)).toEqual([2.375, 1.001, 1000]);
    expect(rows[0]?.event).toMatchObject({
      slug: 'arsenal-chelsea',
      startsAt,
      status: 'not_started',
      isLive: false,
      stats: { score: [0, 0], time: "0'" },
      result: null,
    });
    expect(rows[0]?.market).toMatchObject({ line: 2.5, status: 'open', isSuspended: false, ewPrice: null });
    expect(rows[0]?.outcome).toMatchObject({
      result: null,
      deadHeatNum: null,
      deadHeatDen: null,
      isStartingPrice: false,
    });
    expect(typeof rows[0]?.event.id).toBe('number');
  });

  it('keeps translations of a sport by language', async () => {
    const { db } = database;
    const [sport] = await db.insert(sports).values({ slug: 'tennis', name: 'Tennis', category: 'sport' }).returning();
    if (!sport) throw new Error('sport was not inserted');
    await db.insert(sportTranslations).values([
      { sportId: sport.id, lang: 'ro', translatedSlug: 'tenis', translatedName: 'Tenis' },
      { sportId: sport.id, lang: 'el', translatedSlug: 'tenis', translatedName: 'Τένις' },
    ]);

    const rows = await db
      .select()
      .from(sportTranslations)
      .where(eq(sportTranslations.sportId, sport.id))
      .orderBy(sportTranslations.lang);
    expect(rows.map((row) => [row.lang, row.translatedName])).toEqual([
      ['el', 'Τένις'],
      ['ro', 'Tenis'],
    ]);
  });

  it('refuses an event whose sport is not the sport of its competition', async () => {
    const { db } = database;
    const { competition } = await insertCompetition(db, 'football-mismatch');
    const [other] = await db.insert(sports).values({ slug: 'golf', name: 'Golf', category: 'sport' }).returning();
    if (!other) throw new Error('sport was not inserted');

    await expect(
      db.insert(events).values({
        competitionId: competition.id,
        sportId: other.id,
        name: 'Masters',
        slug: 'masters',
        startsAt: new Date('2030-04-10T12:00:00Z'),
      }),
    ).rejects.toThrow();
  });

  it('refuses each-way terms given by halves, a price without places', async () => {
    const { db } = database;
    const { sport, competition } = await insertCompetition(db, 'racing-terms');
    const [event] = await db
      .insert(events)
      .values({
        competitionId: competition.id,
        sportId: sport.id,
        name: '14:30 Ascot',
        slug: 'ascot-1430',
        startsAt: new Date('2030-06-18T13:30:00Z'),
      })
      .returning();
    if (!event) throw new Error('event was not inserted');

    await expect(
      db.insert(markets).values({ eventId: event.id, type: 'win', name: 'Win', ewPrice: 4 }),
    ).rejects.toThrow();
    const [market] = await db
      .insert(markets)
      .values({ eventId: event.id, type: 'win', name: 'Win', ewPrice: 4, ewPlace: 3 })
      .returning();
    expect(market).toMatchObject({ ewPrice: 4, ewPlace: 3 });
  });

  it('refuses odds with more than three decimals instead of rounding them', async () => {
    const { db } = database;
    await expect(db.insert(outcomes).values({ marketId: 1, name: 'x', fullname: 'x', odds: 2.3755 })).rejects.toThrow(
      'Odds 2.3755 cannot be stored',
    );
  });
});
