import type { Database, NewMarketRow, NewOutcomeRow } from '../storage';
import { competitions, events, markets, outcomes, regions, sports, sportTranslations } from '../storage';
import { SPORTS } from './sports-seed';

/** Ids of the fixture rows tests refer to. */
export interface CatalogFixture {
  readonly sportIds: Readonly<Record<string, number>>;
  readonly competitions: { premierLeague: number; laLiga: number; cheltenham: number };
  readonly events: {
    liveFootball: number;
    clasico: number;
    merseyside: number;
    endedFootball: number;
    tennis: number;
    race: number;
    liveCs2: number;
    masters: number;
  };
  readonly outcomes: { arsenal: number; realMadrid: number; desertCrown: number; ballyburn: number; favourite: number };
}

type MarketSeed = Omit<NewMarketRow, 'eventId'> & { outcomes: Omit<NewOutcomeRow, 'marketId'>[] };

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('fixture row was not inserted');
  return row;
}

async function insertSports(db: Database): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, seed] of SPORTS.entries()) {
    const parentId = seed.parent === undefined ? null : (ids[seed.parent] ?? null);
    const row = one(
      await db
        .insert(sports)
        .values({ slug: seed.slug, name: seed.name, category: seed.category, parentId, sortOrder: index })
        .returning(),
    );
    ids[seed.slug] = row.id;
    await db.insert(sportTranslations).values(
      Object.entries(seed.translations).map(([lang, [translatedSlug, translatedName]]) => ({
        sportId: row.id,
        lang,
        translatedSlug,
        translatedName,
      })),
    );
  }
  return ids;
}

/**
 * A small catalogue: every sport of SPORTS in ten languages, live and upcoming football, an
 * ended match, tennis, a race with each-way terms and racing-ladder quotes, live CS2 and a golf
 * outright. Upcoming events start in May 2030, live ones started on 1 May 2030.
 */
export async function insertCatalogFixture(db: Database): Promise<CatalogFixture> {
  const sportIds = await insertSports(db);
  const sport = (slug: string) => {
    const id = sportIds[slug];
    if (id === undefined) throw new Error(`no sport ${slug} in SPORTS`);
    return id;
  };
  const [england, spain, world] = await db
    .insert(regions)
    .values([{ name: 'England' }, { name: 'Spain' }, { name: 'World Wide' }])
    .returning();
  if (!england || !spain || !world) throw new Error('fixture regions were not inserted');
  const competition = async (sportSlug: string, regionId: number, name: string, slug: string) =>
    one(
      await db
        .insert(competitions)
        .values({ sportId: sport(sportSlug), regionId, name, slug })
        .returning(),
    ).id;
  const premierLeague = await competition('football', england.id, 'Premier League', 'premier-league');
  const laLiga = await competition('football', spain.id, 'La Liga', 'la-liga');
  const atp = await competition('tennis', spain.id, 'ATP Madrid', 'atp-madrid');
  const cheltenham = await competition('horse-racing', england.id, 'Cheltenham', 'cheltenham');
  const major = await competition('cs2', world.id, 'CS2 Major', 'cs2-major');
  const masters = await competition('golf', world.id, 'The Masters', 'the-masters');

  const event = async (
    values: Omit<typeof events.$inferInsert, 'sportId' | 'competitionId'> & { sport: string; competitionId: number },
    marketSeeds: MarketSeed[],
  ) => {
    const { sport: sportSlug, ...rest } = values;
    const row = one(
      await db
        .insert(events)
        .values({ ...rest, sportId: sport(sportSlug) })
        .returning(),
    );
    const outcomeIds: number[] = [];
    for (const [index, { outcomes: outcomeSeeds, ...market }] of marketSeeds.entries()) {
      const marketRow = one(
        await db
          .insert(markets)
          .values({ ...market, eventId: row.id, sortOrder: index })
          .returning(),
      );
      const inserted = await db
        .insert(outcomes)
        .values(outcomeSeeds.map((outcome, order) => ({ ...outcome, marketId: marketRow.id, sortOrder: order })))
        .returning();
      outcomeIds.push(...inserted.map((outcome) => outcome.id));
    }
    return { id: row.id, outcomeIds };
  };
  const threeWay = (home: string, away: string, prices: [number, number, number], extra: Partial<MarketSeed> = {}) => ({
    type: '1x2',
    name: 'Match Result',
    ...extra,
    outcomes: [
      { name: home, fullname: `${home} to win`, odds: prices[0], comboBoostAvailable: true },
      { name: 'Draw', fullname: 'Draw', odds: prices[1], comboBoostAvailable: true },
      { name: away, fullname: `${away} to win`, odds: prices[2], comboBoostAvailable: true },
    ],
  });
  const twoWay = (type: string, home: string, away: string, prices: [number, number]) => ({
    type,
    name: 'Match Winner',
    outcomes: [
      { name: home, fullname: `${home} to win`, odds: prices[0] },
      { name: away, fullname: `${away} to win`, odds: prices[1] },
    ],
  });

  const liveFootball = await event(
    {
      sport: 'football',
      competitionId: premierLeague,
      name: 'Arsenal - Chelsea',
      slug: 'arsenal-chelsea',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      startsAt: new Date('2030-05-01T18:00:00.000Z'),
      status: 'live',
      isLive: true,
      stats: { time: '34:12', home_scores: 1, away_scores: 0, period: 'first_half' },
      statusDescription: '1st half',
    },
    [
      threeWay('Arsenal', 'Chelsea', [1.5, 4.2, 6.5]),
      {
        type: 'total_goals',
        name: 'Total Goals 2.5',
        line: 2.5,
        outcomes: [
          { name: 'Over 2.5', fullname: 'Over 2.5 goals', odds: 1.8 },
          { name: 'Under 2.5', fullname: 'Under 2.5 goals', odds: 2.05 },
        ],
      },
      {
        type: 'btts',
        name: 'Both Teams to Score',
        outcomes: [
          { name: 'Yes', fullname: 'Both teams to score', odds: 1.9 },
          { name: 'No', fullname: 'Not both teams to score', odds: 1.9 },
        ],
      },
    ],
  );
  const clasico = await event(
    {
      sport: 'football',
      competitionId: laLiga,
      name: 'Real Madrid - Barcelona',
      slug: 'real-madrid-barcelona',
      homeTeam: 'Real Madrid',
      awayTeam: 'Barcelona',
      startsAt: new Date('2030-05-02T19:00:00.000Z'),
    },
    [
      threeWay('Real Madrid', 'Barcelona', [1.45, 4.5, 7]),
      {
        type: 'double_chance',
        name: 'Double Chance',
        outcomes: [
          { name: '1X', fullname: 'Real Madrid or draw', odds: 1.1 },
          { name: '12', fullname: 'Real Madrid or Barcelona', odds: 1.2 },
          { name: 'X2', fullname: 'Draw or Barcelona', odds: 2.6 },
        ],
      },
    ],
  );
  const merseyside = await event(
    {
      sport: 'football',
      competitionId: premierLeague,
      name: 'Liverpool - Everton',
      slug: 'liverpool-everton',
      homeTeam: 'Liverpool',
      awayTeam: 'Everton',
      startsAt: new Date('2030-05-03T15:00:00.000Z'),
    },
    [threeWay('Liverpool', 'Everton', [1.6, 4, 5.5], { isSuspended: true })],
  );
  const endedFootball = await event(
    {
      sport: 'football',
      competitionId: premierLeague,
      name: 'Spurs - Fulham',
      slug: 'spurs-fulham',
      homeTeam: 'Spurs',
      awayTeam: 'Fulham',
      startsAt: new Date('2030-04-30T18:00:00.000Z'),
      status: 'ended',
      stats: { home_scores: 2, away_scores: 2 },
    },
    [threeWay('Spurs', 'Fulham', [2.1, 3.4, 3.3], { status: 'resolved' })],
  );
  const tennis = await event(
    {
      sport: 'tennis',
      competitionId: atp,
      name: 'Alcaraz - Sinner',
      slug: 'alcaraz-sinner',
      homeTeam: 'Alcaraz',
      awayTeam: 'Sinner',
      startsAt: new Date('2030-05-02T12:00:00.000Z'),
    },
    [twoWay('match_winner', 'Alcaraz', 'Sinner', [1.83, 1.95])],
  );
  const race = await event(
    {
      sport: 'horse-racing',
      competitionId: cheltenham,
      name: '14:30 Cheltenham',
      slug: '1430-cheltenham',
      startsAt: new Date('2030-05-02T14:30:00.000Z'),
    },
    [
      {
        type: 'win',
        name: 'Win or Each Way',
        ewPrice: 4,
        ewPlace: 3,
        outcomes: [
          { name: 'Desert Crown', fullname: 'Desert Crown', odds: 2.75 },
          { name: 'Ballyburn', fullname: 'Ballyburn', odds: 1.364, displayFractional: '4/11' },
          { name: 'Unnamed Favourite', fullname: 'Unnamed Favourite', odds: 1, isStartingPrice: true },
        ],
      },
      {
        type: 'forecast',
        name: 'Forecast',
        outcomes: [{ name: 'Desert Crown / Ballyburn', fullname: 'Desert Crown then Ballyburn', odds: 5.5 }],
      },
    ],
  );
  const liveCs2 = await event(
    {
      sport: 'cs2',
      competitionId: major,
      name: 'NaVi - FaZe',
      slug: 'navi-faze',
      homeTeam: 'NaVi',
      awayTeam: 'FaZe',
      startsAt: new Date('2030-05-01T17:00:00.000Z'),
      status: 'live',
      isLive: true,
      stats: { home_scores: 1, away_scores: 1 },
    },
    [twoWay('match_winner', 'NaVi', 'FaZe', [1.7, 2.1])],
  );
  const mastersEvent = await event(
    {
      sport: 'golf',
      competitionId: masters,
      name: 'The Masters 2030',
      slug: 'the-masters-2030',
      startsAt: new Date('2030-05-04T08:00:00.000Z'),
      isOutright: true,
    },
    [
      {
        type: 'outright_winner',
        name: 'Outright Winner',
        ewPrice: 5,
        ewPlace: 6,
        outcomes: [
          { name: 'Scheffler', fullname: 'Scottie Scheffler', odds: 5.5 },
          { name: 'McIlroy', fullname: 'Rory McIlroy', odds: 8 },
        ],
      },
    ],
  );
  const outcomeAt = (ids: number[], index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`fixture outcome ${index} missing`);
    return id;
  };
  return {
    sportIds,
    competitions: { premierLeague, laLiga, cheltenham },
    events: {
      liveFootball: liveFootball.id,
      clasico: clasico.id,
      merseyside: merseyside.id,
      endedFootball: endedFootball.id,
      tennis: tennis.id,
      race: race.id,
      liveCs2: liveCs2.id,
      masters: mastersEvent.id,
    },
    outcomes: {
      arsenal: outcomeAt(liveFootball.outcomeIds, 0),
      realMadrid: outcomeAt(clasico.outcomeIds, 0),
      desertCrown: outcomeAt(race.outcomeIds, 0),
      ballyburn: outcomeAt(race.outcomeIds, 1),
      favourite: outcomeAt(race.outcomeIds, 2),
    },
  };
}
