import type { BasketballParams, BasketballState } from '../feed/basketball-sim';
import { pathRng } from '../feed/create';
import { footballJoint, squadsOf } from '../feed/football-sim';
import type { FootballParams, FootballState } from '../feed/football-sim';
import { simModuleFor } from '../feed/modules';
import { jointProbability } from '../models/football-joint';
import type { JointLeg } from '../models/football-joint';
import { footballLeg } from '../models/football-legs';
import { MARGIN_BANDS } from '../models/margin';
import { yesNoOdds } from '../models/outcome-prices';
import type { MarginBand } from '../models/margin';
import { tennisDistribution } from '../models/tennis';
import type { TennisState } from '../models/tennis';
import type { TennisParams } from '../feed/tennis-sim';
import { startingScore } from '../feed/tennis-score';
import { BASKETBALL_BAND, basketballLeg, basketballProbability } from './basketball';
import type { BasketballLeg } from './basketball';
import { TENNIS_BAND, tennisLeg, tennisProbability } from './tennis';
import type { TennisLeg } from './tennis';

/** A leg of any sport the builder prices; only its own sport's model reads it. */
export type BuilderLeg = JointLeg | BasketballLeg | TennisLeg;

/** The sports (feed kinds) with a Bet Builder. */
export const BUILDER_KINDS: readonly string[] = ['football', 'basketball', 'tennis'];

/**
 * The Bet Builder's view of one match: the joint model at the state the feed last priced it
 * (pre-match, or the live state at the last committed tick), and how to read legs from it.
 */
export interface BuilderModel {
  readonly kind: string;
  readonly live: boolean;
  readonly band: MarginBand;
  /** The model state the prices come from: stored with a placed bet, to re-price it without a void leg. */
  readonly state: FootballState | BasketballState | TennisState;
  /** The joint-model leg of an outcome (null: the builder does not price it). */
  leg(type: string, line: number | null, key: string): BuilderLeg | null;
  /** Whether a named player is known not to play (his legs cannot be offered in play). */
  absent(key: string): boolean;
  /** Fair probability that every leg wins. */
  probability(legs: readonly BuilderLeg[]): number;
}

/** Where a running match is: the feed's seed and its last committed simulated time. */
export interface FeedMoment {
  readonly seed: string;
  readonly simTime: number;
}

const PRE_MATCH: FootballState = {
  score: [0, 0],
  minute: 0,
  halfTime: null,
  halfTimeMinute: null,
  scored: [],
  lineup: null,
};

const pathCache = new Map<string, unknown>();
/** Score matrices by model inputs: every request on a match in the same state reads the same one. */
const jointCache = new Map<string, ReturnType<typeof footballJoint>>();

/** The model of a football match at a known state (pre-match, live, or as stored with a bet). */
export function footballBuilderModel(params: FootballParams, state: FootballState, live: boolean): BuilderModel {
  const jointKey = JSON.stringify([
    params.homeGoals,
    params.awayGoals,
    params.rho,
    state.score,
    state.minute,
    state.halfTime ?? null,
    state.halfTimeMinute ?? null,
  ]);
  let joint = jointCache.get(jointKey);
  if (!joint) {
    joint = footballJoint(params, state);
    if (jointCache.size > 2_000) jointCache.clear();
    jointCache.set(jointKey, joint);
  }
  const context = { squads: squadsOf(params), scored: new Set(state.scored ?? []) };
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return {
    kind: 'football',
    live,
    band: live ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch,
    state,
    leg: (type, line, key) => footballLeg(type, line, key, context),
    absent: (key) => lineup !== null && /^[ha]\d+$/.test(key) && !lineup.has(key),
    probability: (legs) => jointProbability(joint, legs as JointLeg[]),
  };
}

/** The model of a basketball game at a known state. */
export function basketballBuilderModel(params: BasketballParams, state: BasketballState, live: boolean): BuilderModel {
  return {
    kind: 'basketball',
    live,
    band: BASKETBALL_BAND,
    state,
    leg: (type, line, key) => basketballLeg(type, line, key),
    absent: () => false,
    probability: (legs) => basketballProbability(params, state, legs as BasketballLeg[]),
  };
}

const tennisCache = new Map<string, ReturnType<typeof tennisDistribution>>();

/** The model of a tennis match at a known state: its joint (set score, total games) distribution. */
export function tennisBuilderModel(params: TennisParams, state: TennisState, live: boolean): BuilderModel {
  const key = JSON.stringify([params.serve, params.format, state]);
  let distribution = tennisCache.get(key);
  if (!distribution) {
    distribution = tennisDistribution(params.serve, params.format, state);
    if (tennisCache.size > 2_000) tennisCache.clear();
    tennisCache.set(key, distribution);
  }
  const joint = distribution;
  return {
    kind: 'tennis',
    live,
    band: TENNIS_BAND,
    state,
    leg: (type, line, key) => tennisLeg(type, line, key),
    absent: () => false,
    probability: (legs) => tennisProbability(joint, legs as TennisLeg[]),
  };
}

/** The model of a match of `kind` at a stored state (a placed bet's), or null for a sport without a builder. */
export function builderModelAt(kind: string, params: unknown, state: unknown, live: boolean): BuilderModel | null {
  if (kind === 'football') return footballBuilderModel(params as FootballParams, state as FootballState, live);
  if (kind === 'basketball') return basketballBuilderModel(params as BasketballParams, state as BasketballState, live);
  if (kind === 'tennis') return tennisBuilderModel(params as TennisParams, state as TennisState, live);
  return null;
}

/**
 * Whether the builder model of an event of `kind` in `status` replays its seeded future (and so
 * needs the feed's seed): in play, and tennis before it too, which is priced from the match's own
 * first server (the seeded path), as the feed does.
 */
export function replaysFuture(kind: string, status: string): boolean {
  return status !== 'not_started' || kind === 'tennis';
}

/**
 * The builder model of a feed event now: null when its sport has no builder or it has ended.
 * In play, the state is the feed's own snapshot at its last tick (the match's seeded future
 * replayed up to then, exactly what the published prices were computed from).
 */
export function builderModelFor(
  kind: string,
  params: unknown,
  event: { readonly id: number; readonly startsAt: number; readonly status: string },
  moment: FeedMoment | null,
): BuilderModel | null {
  if (!BUILDER_KINDS.includes(kind) || event.status === 'ended') return null;
  if (!moment || !replaysFuture(kind, event.status)) {
    const preMatch =
      kind === 'football' ? PRE_MATCH : kind === 'tennis' ? startingScore('A') : { score: [0, 0], elapsedMinutes: 0 };
    return builderModelAt(kind, params, preMatch, false);
  }
  const module = simModuleFor(kind);
  const key = `${moment.seed}:${event.id}`;
  let path = pathCache.get(key);
  if (path === undefined) {
    path = module.path(params, pathRng(moment.seed, kind, event.id));
    if (pathCache.size > 2_000) pathCache.clear();
    pathCache.set(key, path);
  }
  const snap = module.snapshot(params, path, event.startsAt, moment.simTime);
  if (snap.status === 'ended') return null;
  return builderModelAt(kind, params, snap.state, snap.isLive);
}

/**
 * Decimal odds of a joint probability: the builder's one yes/no bet priced on the event's margin
 * exactly as the single markets' outcomes are (decision 088), so the margin is applied ONCE to the
 * joint probability and a builder is never priced shorter than a single it implies; 0 when it
 * cannot happen or when even 1.01 would pay more than it is worth.
 */
export function builderOdds(probability: number, band: MarginBand): number {
  return yesNoOdds(probability, band);
}
