import type { ErrorCode } from '@sportsbook/betting';
import { builderOdds } from '../trading/index';
import type { BuilderLeg, BuilderModel } from '../trading/index';
import type { BuilderEvent, BuilderMarketRow, BuilderOutcome } from './event-store';

/** One priced line: the outcome, its market, its joint-model leg and what is wrong with it. */
export interface PricedLine {
  readonly outcome: BuilderOutcome;
  readonly market: BuilderMarketRow;
  readonly leg: BuilderLeg | null;
  readonly error: ErrorCode | false;
}

/** A priced Bet Builder: the price of all lines together (0 when they cannot be offered). */
export interface PricedBuilder {
  readonly odds: number;
  /** Fair probability that every line wins (0 when some line cannot be priced). */
  readonly probability: number;
  readonly lines: readonly PricedLine[];
}

/** Whether the Bet Builder prices this outcome of this market (a leg the model can sum). */
export function isBuilderOutcome(model: BuilderModel, market: BuilderMarketRow, outcome: BuilderOutcome): boolean {
  return model.leg(market.type, market.line, outcome.key) !== null;
}

/** Why a line cannot be offered now, before combining: suspended, locked, absent player, not a builder outcome. */
function lineError(
  model: BuilderModel,
  market: BuilderMarketRow,
  outcome: BuilderOutcome,
  leg: BuilderLeg | null,
): ErrorCode | false {
  if (!leg) return 'COMBINATION_NOT_ALLOWED';
  if (market.suspended || !(outcome.odds > 1) || model.absent(outcome.key)) return 'MARKET_SUSPENDED';
  return false;
}

/**
 * The lines at fault when the legs cannot all happen: every leg that contradicts another one
 * on its own; failing that (three legs that only clash together), every leg whose removal makes
 * the rest possible; failing that, all of them.
 */
function linesAtFault(model: BuilderModel, legs: readonly BuilderLeg[]): boolean[] {
  const pairwise = legs.map((leg, i) => legs.some((other, j) => j !== i && model.probability([leg, other]) <= 1e-12));
  if (pairwise.some(Boolean)) return pairwise;
  const removal = legs.map((_, i) => model.probability(legs.filter((__, j) => j !== i)) > 1e-12);
  if (removal.some(Boolean)) return removal;
  return legs.map(() => true);
}

/**
 * Prices outcome ids of one event together. A one-line builder is that outcome's own published
 * price; more lines are priced from the joint probability with the margin applied once; lines
 * that cannot happen together price at 0 with CANNOT_COMBINE on the lines at fault.
 * The outcome ids must all be the event's (the caller answers 400 otherwise).
 */
export function priceBuilder(event: BuilderEvent, outcomeIds: readonly number[]): PricedBuilder {
  const { model } = event;
  const lines = outcomeIds.map((id) => {
    const found = event.outcomes.get(id);
    if (!found) throw new RangeError(`outcome ${id} is not an outcome of event ${event.id}`);
    const leg = model.leg(found.market.type, found.market.line, found.outcome.key);
    return { ...found, leg, error: lineError(model, found.market, found.outcome, leg) };
  });
  if (lines.some((line) => line.error)) return { odds: 0, probability: 0, lines };
  const legs = lines.map((line) => line.leg!);
  const probability = model.probability(legs);
  if (!(probability > 1e-12)) {
    const fault = linesAtFault(model, legs);
    return {
      odds: 0,
      probability: 0,
      lines: lines.map((line, i) => ({ ...line, error: fault[i] ? 'CANNOT_COMBINE' : false })),
    };
  }
  const odds = lines.length === 1 ? lines[0]!.outcome.odds : builderOdds(probability, model.band);
  return { odds: odds > 1 ? odds : 0, probability, lines };
}
