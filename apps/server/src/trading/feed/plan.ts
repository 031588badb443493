import type { Rng } from '../models/rng';
import { createRng, randomNormal } from '../models/rng';
import type { CatalogueRefs, CompetitionRef } from './seed';
import type { SimKind } from './types';

/** A new event the schedule wants: where it hangs, what it is called, and its model inputs. */
export interface EventPlan {
  readonly stream: string;
  readonly slot: number;
  readonly kind: SimKind;
  readonly competition: CompetitionRef;
  readonly name: string;
  readonly homeTeam: string | null;
  readonly awayTeam: string | null;
  readonly isOutright: boolean;
  readonly startsAt: number;
  readonly params: unknown;
}

/** What a builder may read: the feed seed and the seeded catalogue. */
export interface BuildContext {
  readonly seed: string;
  readonly refs: CatalogueRefs;
  /** The chance a race's finish has a tie (default: the racing module's own). */
  readonly deadHeatRate?: number;
}

/** The competition with this key, or an error naming the seed to fix. */
export function competitionOf(ctx: BuildContext, key: string): CompetitionRef {
  const competition = ctx.refs.competitions.get(key);
  if (!competition) throw new Error(`Competition ${key} is not seeded; add it to catalogue-data.ts.`);
  return competition;
}

/**
 * A participant's strength draws: one stream per team and seed, so a team is as strong in
 * every fixture and another seed makes another season.
 */
export function ratingRng(ctx: BuildContext, competition: CompetitionRef, name: string): Rng {
  return createRng(ctx.seed, `team:${competition.sportSlug}/${competition.slug}:${name}`);
}

/** A normal rating for a participant (mean 0), stable for the seed. */
export function rating(ctx: BuildContext, competition: CompetitionRef, name: string, sd: number): number {
  return randomNormal(ratingRng(ctx, competition, name), 0, sd);
}

/**
 * The n-th fixture of a round robin (circle method): every team meets every other once per
 * cycle and nobody plays twice in a round; home and away alternate by round.
 */
export function roundRobin(participants: readonly string[], n: number): [string, string] {
  // An odd list sits its last participant out rather than scheduling byes.
  const teams = participants.length - (participants.length % 2);
  if (teams < 2) throw new Error('A round robin needs at least two participants.');
  const perRound = teams / 2;
  const round = Math.floor(n / perRound) % (teams - 1);
  const match = n % perRound;
  const at = (position: number) => (position === 0 ? 0 : ((position - 1 + round) % (teams - 1)) + 1);
  const pair: [number, number] =
    round % 2 === 0 ? [at(match), at(teams - 1 - match)] : [at(teams - 1 - match), at(match)];
  return [participants[pair[0]] ?? '', participants[pair[1]] ?? ''];
}
