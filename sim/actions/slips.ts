import type { Board, BoardOutcome as Outcome } from '../board';
import type { SimRng } from '../rng';
import { SIM_MAX_PAYOUT } from '../world';
import type { HeldFreebet } from './freebets';

/** What a bettor builds on the slip before asking the price. */
export interface SlipPlan {
  readonly kind: 'single' | 'combi' | 'system' | 'each-way' | 'starting-price' | 'free-bet' | 'voidable' | 'boosted';
  readonly body: Record<string, unknown>;
  /** The bet type of the ticket to take from calculate's answer. */
  readonly betType: 'single' | 'combi' | 'system';
}

const line = (outcome: Outcome, stake: number, options: { eachWay?: boolean; sp?: boolean } = {}) => ({
  event_id: outcome.event_id,
  market_id: outcome.market_id,
  outcome_id: outcome.outcome_id,
  outcome_list: [],
  odds: outcome.odds,
  type: outcome.type,
  each_way: options.eachWay ?? false,
  is_starting_price: options.sp ?? false,
  stake,
});

/** A random stake in minor units: mostly small, sometimes the whole balance and more. */
export function drawStake(rng: SimRng): number {
  const roll = rng.next();
  if (roll < 0.6) return rng.between(10, 500);
  if (roll < 0.9) return rng.between(500, 5_000);
  return rng.between(5_000, 150_000);
}

/** Up to `count` outcomes of distinct events. */
function distinctEvents(rng: SimRng, outcomes: readonly Outcome[], count: number): Outcome[] {
  const chosen: Outcome[] = [];
  for (let tries = 0; tries < count * 6 && chosen.length < count; tries += 1) {
    const outcome = rng.pick(outcomes);
    if (!chosen.some((other) => other.event_id === outcome.event_id)) chosen.push(outcome);
  }
  return chosen;
}

const slip = (selections: ReturnType<typeof line>[], extra: Record<string, unknown>) => ({
  freebet: null,
  type: 'single',
  system_type: null,
  selections,
  total_stake: 0,
  total_bets: 0,
  total_return: 0,
  each_way: false,
  lang: 'en',
  accept_odds: 'ACCEPT_ANY',
  ...extra,
});

/** Outcomes of events in play when there are any (they settle within a seed), else all. */
function soonest(outcomes: readonly Outcome[]): readonly Outcome[] {
  const live = outcomes.filter((outcome) => outcome.live);
  return live.length > 0 ? live : outcomes;
}

const single = (kind: SlipPlan['kind'], outcome: Outcome, stake: number, freebet: HeldFreebet | null): SlipPlan => ({
  kind,
  betType: 'single',
  body: slip([line(outcome, stake)], {
    freebet: freebet ? { id: freebet.id } : null,
    stakes: { [outcome.outcome_id]: stake },
    stake,
  }),
});

const combi = (kind: SlipPlan['kind'], legs: readonly Outcome[], stake: number, freebet: HeldFreebet | null) => ({
  kind,
  betType: 'combi' as const,
  body: slip(
    legs.map((outcome) => line(outcome, 0)),
    { type: 'combi', freebet: freebet ? { id: freebet.id } : null, stakes: {}, stake },
  ),
});

/** A free bet staked whole: mostly a single on a race (settled within minutes), sometimes a combi. */
function freebetSlip(rng: SimRng, board: Board, freebet: HeldFreebet): SlipPlan | null {
  if (board.races.length > 0 && rng.chance(0.65)) {
    return single('free-bet', rng.pick(board.races), freebet.remaining, freebet);
  }
  const legs = distinctEvents(rng, soonest(board.sports), rng.between(2, 3));
  return legs.length < 2 ? null : combi('free-bet', legs, freebet.remaining, freebet);
}

/**
 * A combi the combo boost pays on: three or four boosted outcomes priced for the boost, the
 * favourites of live matches first (it must win for the boost to be paid), and often a leg the
 * feed can void (a void leg changes what the boost pays).
 */
function boostedSlip(rng: SimRng, board: Board, stake: number): SlipPlan | null {
  const legs = distinctEvents(rng, boostedFavourites(board), rng.between(3, 4));
  if (legs.length < 3) return null;
  const voidable = soonest(board.voidable).filter((outcome) => !legs.some((leg) => leg.event_id === outcome.event_id));
  if (voidable.length > 0 && rng.chance(0.5)) legs.push(rng.pick(voidable));
  return combi('boosted', legs, stake, null);
}

/** Boosted outcomes priced for the boost, the favourites of live matches first (they must win). */
function boostedFavourites(board: Board): readonly Outcome[] {
  const boosted = soonest(board.sports.filter((outcome) => outcome.comboBoost && outcome.odds >= 1.2));
  return [...boosted].sort((a, b) => a.odds - b.odds).slice(0, Math.max(6, boosted.length / 3));
}

/** A single (or a two-leg combi) on outcomes the feed can void: draw no bet, whole-line handicaps. */
function voidableSlip(rng: SimRng, board: Board, stake: number): SlipPlan | null {
  const voidable = soonest(board.voidable);
  if (voidable.length === 0) return null;
  if (rng.chance(0.6)) return single('voidable', rng.pick(voidable), stake, null);
  const legs = distinctEvents(rng, [...voidable, ...soonest(board.sports)], 2);
  return legs.length < 2 ? null : combi('voidable', legs, stake, null);
}

/** Draws a slip of a random kind from the board (a free bet's when one is held, mostly); null when the board cannot make it. */
export function drawSlip(rng: SimRng, board: Board, freebet: HeldFreebet | null): SlipPlan | null {
  if (board.sports.length === 0) return null;
  if (freebet && rng.chance(0.7)) return freebetSlip(rng, board, freebet);
  const kinds = [
    ...(['single', 'single', 'combi', 'system', 'each-way', 'starting-price'] as const),
    ...(['voidable', 'boosted', 'boosted'] as const),
  ];
  const kind = rng.pick(kinds);
  const stake = drawStake(rng);
  if (kind === 'single') {
    // Races end within minutes of simulated time: their singles settle within a seed.
    const outcome = rng.pick(rng.chance(0.5) || board.races.length === 0 ? board.sports : board.races);
    return single(kind, outcome, stake, null);
  }
  if (kind === 'voidable') return voidableSlip(rng, board, stake);
  if (kind === 'boosted') return boostedSlip(rng, board, stake);
  if (kind === 'combi' || kind === 'system') {
    const legs = distinctEvents(rng, board.sports, kind === 'combi' ? rng.between(2, 4) : 3);
    if (legs.length < (kind === 'combi' ? 2 : 3)) return null;
    if (kind === 'combi') return combi(kind, legs, stake, null);
    return {
      kind,
      betType: kind,
      body: slip(
        legs.map((outcome) => line(outcome, 0)),
        { type: kind, system_type: 'system_2/3', stakes: {}, stake },
      ),
    };
  }
  const race = board.races.filter((outcome) => (kind === 'each-way' ? outcome.eachWay : outcome.startingPrice));
  if (race.length === 0) return null;
  const outcome = rng.pick(race);
  const eachWay = kind === 'each-way';
  // A bettor taking the starting price often stakes the most the payout cap allows at the price
  // shown, and sometimes more (the slip refuses it: the cap is judged at the quote).
  const roll = rng.next();
  const capStake = Math.floor(SIM_MAX_PAYOUT / outcome.odds);
  const raceStake = eachWay || roll >= 0.6 ? stake : roll < 0.4 ? capStake : Math.floor(capStake * 1.5);
  return {
    kind,
    betType: 'single',
    body: slip([line(outcome, raceStake, { eachWay, sp: !eachWay })], {
      each_way: eachWay,
      stakes: { [outcome.outcome_id]: raceStake },
      stake: raceStake,
    }),
  };
}
