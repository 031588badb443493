import { pathRng } from '../feed/create';
import { footballJoint, footballSim, squadsOf } from '../feed/football-sim';
import type { FootballParams, FootballPath, FootballState } from '../feed/football-sim';
import { jointProbability } from '../models/football-joint';
import type { JointLeg } from '../models/football-joint';
import { footballLeg } from '../models/football-legs';
import { MARGIN_BANDS, priceProbabilities } from '../models/margin';
import type { MarginBand } from '../models/margin';

/**
 * The Bet Builder's view of one match: the joint model at the state the feed last priced it
 * (pre-match, or the live state at the last committed tick), and how to read legs from it.
 */
export interface BuilderModel {
  readonly live: boolean;
  readonly band: MarginBand;
  /** The model state the prices come from: stored with a placed bet, to re-price it without a void leg. */
  readonly state: FootballState;
  /** The joint-model leg of an outcome (null: the builder does not price it). */
  leg(type: string, line: number | null, key: string): JointLeg | null;
  /** Whether a named player is known not to play (his legs cannot be offered in play). */
  absent(key: string): boolean;
  /** Fair probability that every leg wins. */
  probability(legs: readonly JointLeg[]): number;
}

/** Where a running match is: the feed's seed and its last committed simulated time. */
export interface FeedMoment {
  readonly seed: string;
  readonly simTime: number;
}

const PRE_MATCH: FootballState = { score: [0, 0], minute: 0, halfTime: null, halfTimeMinute: null, scored: [], lineup: null };

const pathCache = new Map<string, FootballPath>();

/** The model of a football match at a known state (pre-match, live, or as stored with a bet). */
export function footballBuilderModel(params: FootballParams, state: FootballState, live: boolean): BuilderModel {
  const joint = footballJoint(params, state);
  const context = { squads: squadsOf(params), scored: new Set(state.scored ?? []) };
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return {
    live,
    band: live ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch,
    state,
    leg: (type, line, key) => footballLeg(type, line, key, context),
    absent: (key) => lineup !== null && /^[ha]\d+$/.test(key) && !lineup.has(key),
    probability: (legs) => jointProbability(joint, legs),
  };
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
  if (kind !== 'football' || event.status === 'ended') return null;
  const football = params as FootballParams;
  if (event.status === 'not_started' || !moment) return footballBuilderModel(football, PRE_MATCH, false);
  const key = `${moment.seed}:${event.id}`;
  let path = pathCache.get(key);
  if (!path) {
    path = footballSim.path(football, pathRng(moment.seed, kind, event.id));
    if (pathCache.size > 2_000) pathCache.clear();
    pathCache.set(key, path);
  }
  const snap = footballSim.snapshot(football, path, event.startsAt, moment.simTime);
  if (snap.status === 'ended') return null;
  return footballBuilderModel(football, snap.state, snap.isLive);
}

/**
 * Decimal odds of a joint probability: the builder's one yes/no bet priced with the band's
 * margin and the single markets' method (power shading, truncated to two decimals), so the
 * margin is applied ONCE to the joint probability; 0 when it cannot happen or is certain.
 */
export function builderOdds(probability: number, band: MarginBand): number {
  if (!(probability > 1e-12) || probability >= 1 - 1e-9) return 0;
  return priceProbabilities([probability, 1 - probability], band).odds[0] ?? 0;
}
