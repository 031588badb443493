import { expectedGoalsFromRatings } from '../models/football';
import { mapWinProbabilityFromRatings } from '../models/esports';
import { defaultTotalGamesLines, tennisDistribution } from '../models/tennis';
import { basketballMarkets } from '../models/us-sports';
import { ESPORTS, FOOTBALL, TENNIS, US_SPORTS, VIRTUAL } from './catalogue-data';
import type { CompetitionSeed } from './catalogue-data';
import type { FootballParams } from './football-sim';
import type { BuildContext, EventPlan } from './plan';
import { competitionOf, rating, roundRobin } from './plan';
import { competitionKey } from './seed';
import type { TeamCalendar } from './team-calendar';
import type { SimKind } from './types';

/**
 * Builds one fixture of a stream's slot; competitions take turns, fixtures round-robin. With a
 * calendar, a pairing whose teams are busy then gives way to the next free one of the cycle,
 * and a slot with no free pairing stays empty (null).
 */
export type FixtureBuilder = (
  ctx: BuildContext,
  stream: string,
  slot: number,
  startsAt: number,
  calendar?: TeamCalendar,
) => EventPlan | null;

/** The first pairing of the cycle from the slot's own whose teams are both free; at most every pair once. */
function firstFreePairing(
  participants: readonly string[],
  first: number,
  free: (team: string) => boolean,
): [string, string] | undefined {
  const teams = participants.length - (participants.length % 2);
  const perCycle = (teams * (teams - 1)) / 2;
  for (let k = 0; k < perCycle; k += 1) {
    const pairing = roundRobin(participants, first + k);
    if (free(pairing[0]) && free(pairing[1])) return pairing;
  }
  return undefined;
}

function fixture(
  list: readonly CompetitionSeed[],
  kind: SimKind,
  params: (ctx: BuildContext, plan: { home: string; away: string; competitionKey: string }) => unknown,
): FixtureBuilder {
  return (ctx, stream, slot, startsAt, calendar) => {
    const seed = list[slot % list.length];
    if (!seed) throw new Error(`Stream ${stream} has no competitions.`);
    const key = competitionKey(seed.sport, seed.name);
    const competition = competitionOf(ctx, key);
    const sport = competition.sportSlug;
    const free = (team: string) => !calendar || calendar.isFree(sport, team, startsAt);
    const first = Math.floor(slot / list.length);
    const pairing = calendar
      ? firstFreePairing(competition.participants, first, free)
      : roundRobin(competition.participants, first);
    if (!pairing) return null;
    const [home, away] = pairing;
    calendar?.book({ sport, home, away, startsAt });
    return {
      stream,
      slot,
      kind,
      competition,
      name: `${home} v ${away}`,
      homeTeam: home,
      awayTeam: away,
      isOutright: false,
      startsAt,
      params: params(ctx, { home, away, competitionKey: key }),
    };
  };
}

function footballParams(ctx: BuildContext, home: string, away: string, key: string, virtual: boolean): FootballParams {
  const competition = competitionOf(ctx, key);
  const team = (name: string) => ({
    attack: rating(ctx, competition, `${name}:attack`, 0.18),
    defence: rating(ctx, competition, `${name}:defence`, 0.18),
  });
  const goals = expectedGoalsFromRatings(team(home), team(away), { baseGoals: virtual ? 1.5 : 1.35 });
  return {
    home,
    away,
    homeGoals: goals.home,
    awayGoals: goals.away,
    rho: -0.08,
    minuteMs: virtual ? 2_000 : 60_000,
    comboBoost: !virtual,
  };
}

/** Football: teams' attack and defence ratings into expected goals (home advantage included). */
export const buildFootball = fixture(FOOTBALL, 'football', (ctx, { home, away, competitionKey: key }) =>
  footballParams(ctx, home, away, key, false),
);

/** Virtual football: the same model on a two-second minute. */
export const buildVirtualFootball = fixture(
  VIRTUAL.filter((seed) => seed.sport === 'virtual-football'),
  'football',
  (ctx, { home, away, competitionKey: key }) => footballParams(ctx, home, away, key, true),
);

/** Tennis: each player's serve-point chance from a rating; total-games lines set at creation. */
export const buildTennis = fixture(TENNIS, 'tennis', (ctx, { home, away, competitionKey: key }) => {
  const competition = competitionOf(ctx, key);
  const base = competition.name.startsWith('WTA') ? 0.57 : 0.64;
  const serveOf = (name: string) => Math.min(0.75, Math.max(0.5, base + rating(ctx, competition, name, 0.035)));
  const serve = { a: serveOf(home), b: serveOf(away) };
  const format = { bestOf: 3 as const, finalSetTiebreak: 7 as const };
  return {
    home,
    away,
    serve,
    format,
    totalLines: defaultTotalGamesLines(tennisDistribution(serve, format).totalGames),
  };
});

const basketball = US_SPORTS.filter((seed) => seed.sport === 'basketball');
const hockey = US_SPORTS.filter((seed) => seed.sport === 'ice-hockey');

/** Basketball: point ratings into expected points; the opening lines stay for the whole game. */
export const buildBasketball = fixture(basketball, 'basketball', (ctx, { home, away, competitionKey: key }) => {
  const competition = competitionOf(ctx, key);
  const base = competition.name === 'NBA' ? 114 : 82;
  const gap = (rating(ctx, competition, home, 5) - rating(ctx, competition, away, 5)) / 2 + 1.5;
  const [homePoints, awayPoints] = [base + gap, base - gap];
  const opening = basketballMarkets({ homePoints, awayPoints });
  const lines = (type: string) => opening.filter((market) => market.type === type).map((market) => market.line ?? 0);
  return { home, away, homePoints, awayPoints, spreadLines: lines('spread'), totalLines: lines('total') };
});

/** Ice hockey: log-scale ratings into expected goals. */
export const buildHockey = fixture(hockey, 'hockey', (ctx, { home, away, competitionKey: key }) => {
  const competition = competitionOf(ctx, key);
  const base = competition.name === 'NHL' ? 3.05 : 2.7;
  const gap = rating(ctx, competition, home, 0.15) - rating(ctx, competition, away, 0.15);
  return { home, away, homeGoals: base * Math.exp(gap / 2 + 0.05), awayGoals: base * Math.exp(-gap / 2 - 0.05) };
});

/** E-sports: Elo ratings into a map-win chance; LEC plays best of one, the rest best of three. */
export const buildEsports = fixture(ESPORTS, 'esports', (ctx, { home, away, competitionKey: key }) => {
  const competition = competitionOf(ctx, key);
  const elo = (name: string) => 1500 + rating(ctx, competition, name, 110);
  return {
    home,
    away,
    p: mapWinProbabilityFromRatings(elo(home), elo(away)),
    bestOf: competition.name === 'LEC' ? 1 : 3,
  };
});
