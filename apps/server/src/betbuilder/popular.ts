import { builderOdds } from '../trading/index';
import type { BuilderLeg } from '../trading/index';
import type { BuilderEvent, BuilderMarketRow, BuilderOutcome } from './event-store';

type LegRef = readonly [type: string, line: number | null, key: string];

/** Combinations bettors like, by the model keys of their legs; the model picks which to show per match. */
const CANDIDATES: readonly { readonly id: string; readonly legs: readonly LegRef[] }[] = [
  { id: 'home-btts', legs: [['1x2', null, 'home'], ['btts', null, 'yes']] },
  { id: 'home-over25', legs: [['1x2', null, 'home'], ['total_goals', 2.5, 'over']] },
  { id: 'away-over25', legs: [['1x2', null, 'away'], ['total_goals', 2.5, 'over']] },
  { id: 'away-btts', legs: [['1x2', null, 'away'], ['btts', null, 'yes']] },
  { id: 'draw-under25', legs: [['1x2', null, 'draw'], ['total_goals', 2.5, 'under']] },
  { id: 'btts-over25', legs: [['btts', null, 'yes'], ['total_goals', 2.5, 'over']] },
  { id: 'home-h1', legs: [['1x2', null, 'home'], ['anytime_goalscorer', null, 'h1']] },
  { id: 'away-a1', legs: [['1x2', null, 'away'], ['anytime_goalscorer', null, 'a1']] },
  { id: 'h1-a1-btts', legs: [['anytime_goalscorer', null, 'h1'], ['anytime_goalscorer', null, 'a1'], ['btts', null, 'yes']] },
  { id: 'ht-ft-home', legs: [['half_time_result', null, 'home'], ['1x2', null, 'home']] },
  { id: 'ht-ft-away', legs: [['half_time_result', null, 'away'], ['1x2', null, 'away']] },
  { id: 'home-clean-sheet', legs: [['1x2', null, 'home'], ['btts', null, 'no'], ['home_total_goals', 1.5, 'over']] },
]; // prettier-ignore

/** Popular combinations shown per match. */
export const POPULAR_COUNT = 3;
/** Prices worth a pre-built combination: not a near-certainty, not a lottery ticket. */
const ODDS_RANGE: readonly [number, number] = [2, 26];

/** A popular Bet Builder ready to offer: its id, its legs' outcomes and the price of them together. */
export interface PopularBuilder {
  readonly id: string;
  readonly name: string;
  readonly outcomes: readonly BuilderOutcome[];
  readonly odds: number;
}

function findOutcome(event: BuilderEvent, [type, line, key]: LegRef) {
  for (const market of event.markets) {
    if (market.type !== type || market.line !== line) continue;
    const outcome = market.outcomes.find((candidate) => candidate.key === key);
    if (outcome) return { market, outcome };
  }
  return null;
}

/** Every candidate whose outcomes the event offers now, with legs and outcomes resolved. */
function resolved(event: BuilderEvent) {
  return CANDIDATES.flatMap((candidate) => {
    const found = candidate.legs.map((ref) => findOutcome(event, ref));
    if (found.some((entry) => entry === null)) return [];
    const entries = found as { market: BuilderMarketRow; outcome: BuilderOutcome }[];
    if (
      entries.some(({ market, outcome }) => market.suspended || !(outcome.odds > 1) || event.model.absent(outcome.key))
    ) {
      return [];
    }
    const legs = entries.map(({ market, outcome }) => event.model.leg(market.type, market.line, outcome.key));
    if (legs.some((leg) => leg === null)) return [];
    return [{ id: candidate.id, entries, legs: legs as BuilderLeg[] }];
  });
}

/**
 * The model's popular Bet Builders for a match: the candidates whose legs help each other most
 * (joint probability over the product of the legs' — the combinations an accumulator would
 * misprice), among those with a sensible price; at most POPULAR_COUNT.
 */
export function popularBuilders(event: BuilderEvent): PopularBuilder[] {
  const { model } = event;
  return resolved(event)
    .map(({ id, entries, legs }) => {
      const joint = model.probability(legs);
      const product = legs.reduce((total, leg) => total * model.probability([leg]), 1);
      return {
        id,
        name: entries.map(({ outcome }) => outcome.fullname).join(' & '),
        outcomes: entries.map(({ outcome }) => outcome),
        odds: builderOdds(joint, model.band),
        lift: product > 0 ? joint / product : 0,
      };
    })
    .filter((entry) => entry.odds >= ODDS_RANGE[0] && entry.odds <= ODDS_RANGE[1])
    .sort((a, b) => b.lift - a.lift || a.id.localeCompare(b.id))
    .slice(0, POPULAR_COUNT)
    .map(({ id, name, outcomes, odds }) => ({ id, name, outcomes, odds }));
}

/** The outcomes of a popular Bet Builder by id, when the match offers it now. */
export function popularById(event: BuilderEvent, id: string): readonly BuilderOutcome[] | null {
  const candidate = resolved(event).find((entry) => entry.id === id);
  return candidate ? candidate.entries.map(({ outcome }) => outcome) : null;
}
