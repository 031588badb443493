import type { Rng } from '../models/rng';
import { createRng, randomInt, randomNormal } from '../models/rng';
import { GOLF, GOLF_TOURNAMENTS, RACING, VIRTUAL } from './catalogue-data';
import type { CompetitionSeed } from './catalogue-data';
import type { GolfParams } from './golf-sim';
import { GREYHOUND_NAME_COUNT, greyhoundName, HORSE_NAME_COUNT, horseName } from './names';
import type { BuildContext, EventPlan } from './plan';
import { competitionOf, rating } from './plan';
import { DEAD_HEAT_CHANCE } from './racing-sim';
import type { RacingParams } from './racing-sim';
import { competitionKey } from './seed';

const DAY_MS = 86_400_000;

/** "14:30" in UTC: race names carry their off time, as racecards do. */
function offTime(startsAt: number): string {
  return new Date(startsAt).toISOString().slice(11, 16);
}

/** Distinct indexes in [0, size), drawn without replacement. */
function drawDistinct(rng: Rng, count: number, size: number): number[] {
  const chosen: number[] = [];
  while (chosen.length < count) {
    const index = randomInt(rng, 0, size - 1);
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

/** The tracks racing on a given day: a few meetings, drawn per day and seed. */
function meetingsOf(
  ctx: BuildContext,
  tracks: readonly CompetitionSeed[],
  startsAt: number,
  count: number,
): CompetitionSeed[] {
  const day = Math.floor(startsAt / DAY_MS);
  const rng = createRng(ctx.seed, `meetings:${tracks[0]?.sport ?? ''}:${day}`);
  return drawDistinct(rng, Math.min(count, tracks.length), tracks.length).map(
    (index) => tracks[index] as CompetitionSeed,
  );
}

type Variant = RacingParams['variant'];

function race(
  ctx: BuildContext,
  stream: string,
  slot: number,
  startsAt: number,
  track: CompetitionSeed,
  variant: Variant,
): EventPlan {
  const rng = createRng(ctx.seed, `card:${stream}:${slot}`);
  const field = variant === 'greyhound' ? 6 : variant === 'virtual' ? 8 : randomInt(rng, 5, 10);
  const [nameOf, names] =
    variant === 'greyhound' ? [greyhoundName, GREYHOUND_NAME_COUNT] : [horseName, HORSE_NAME_COUNT];
  const runners = drawDistinct(rng, field, names).map((index, number) => ({
    key: String(number + 1),
    name: nameOf(index),
    rating: randomNormal(rng, 0, variant === 'greyhound' ? 5 : 8),
  }));
  const params: RacingParams = {
    variant,
    runners,
    handicap: variant === 'horse' && rng() < 0.35,
    durationMs: variant === 'greyhound' ? 30_000 : variant === 'virtual' ? 60_000 : randomInt(rng, 70, 330) * 1000,
    startingPrice: variant !== 'virtual',
    // Stored only when the feed runs at another rate, so a default race's inputs stay as they were.
    ...(ctx.deadHeatRate !== undefined && ctx.deadHeatRate !== DEAD_HEAT_CHANCE
      ? { deadHeatChance: ctx.deadHeatRate }
      : {}),
  };
  return {
    stream,
    slot,
    kind: 'racing',
    competition: competitionOf(ctx, competitionKey(track.sport, track.name)),
    name: `${offTime(startsAt)} ${track.name}`,
    homeTeam: null,
    awayTeam: null,
    isOutright: false,
    startsAt,
    params,
  };
}

const horseTracks = RACING.filter((seed) => seed.sport === 'horse-racing');
const greyhoundTracks = RACING.filter((seed) => seed.sport === 'greyhounds');
const virtualTracks = VIRTUAL.filter((seed) => seed.sport === 'virtual-horse-racing');

/** A horse race at one of the day's three meetings (they take turns through the card). */
export function buildHorseRace(ctx: BuildContext, stream: string, slot: number, startsAt: number): EventPlan {
  const meetings = meetingsOf(ctx, horseTracks, startsAt, 3);
  return race(ctx, stream, slot, startsAt, meetings[slot % meetings.length] as CompetitionSeed, 'horse');
}

/** A six-dog greyhound race at one of the day's two tracks. */
export function buildGreyhoundRace(ctx: BuildContext, stream: string, slot: number, startsAt: number): EventPlan {
  const meetings = meetingsOf(ctx, greyhoundTracks, startsAt, 2);
  return race(ctx, stream, slot, startsAt, meetings[slot % meetings.length] as CompetitionSeed, 'greyhound');
}

/** A virtual race: eight runners, a minute long. */
export function buildVirtualRace(ctx: BuildContext, stream: string, slot: number, startsAt: number): EventPlan {
  return race(ctx, stream, slot, startsAt, virtualTracks[slot % virtualTracks.length] as CompetitionSeed, 'virtual');
}

/** A four-round tournament of one tour (the tour's field, rated per seed), as an outright. */
export function buildGolfTournament(tourIndex: number) {
  return (ctx: BuildContext, stream: string, slot: number, startsAt: number): EventPlan => {
    const tour = GOLF[tourIndex] as CompetitionSeed;
    const competition = competitionOf(ctx, competitionKey(tour.sport, tour.name));
    const params: GolfParams = {
      players: competition.participants.map((name, index) => ({
        key: String(index + 1),
        name,
        rating: rating(ctx, competition, name, 1),
      })),
      rounds: 4,
      roundMs: DAY_MS,
    };
    const tournament = GOLF_TOURNAMENTS[(slot * 2 + tourIndex) % GOLF_TOURNAMENTS.length] ?? 'Open';
    return {
      stream,
      slot,
      kind: 'golf',
      competition,
      name: tournament,
      homeTeam: null,
      awayTeam: null,
      isOutright: true,
      startsAt,
      params,
    };
  };
}
