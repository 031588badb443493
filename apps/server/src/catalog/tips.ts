import { isPriced } from '@sportsbook/betting';
import type { SportEvent, Tip } from '@sportsbook/protocol';

/** The band of prices a Top Pick is chosen in: a clear favourite, but not a certainty. */
export const TIP_ODDS_RANGE = { min: 1.3, max: 2.5 } as const;
/** How many Top Picks one answer carries at most. */
export const MAX_TIPS = 5;

/**
 * Top Picks from current prices: per event (in listing order), the favourite of its first open
 * default market when priced within TIP_ODDS_RANGE; one tip per event, at most `limit`.
 * Default markets carry no handicap line, so `handicap` is null.
 */
export function pickTips(events: readonly SportEvent[], limit: number = MAX_TIPS): Tip[] {
  const tips: Tip[] = [];
  for (const event of events) {
    if (tips.length >= limit) break;
    for (const market of event.markets) {
      if (market.is_suspended) continue;
      const favourite = market.outcomes
        .filter(({ odds }) => isPriced(odds) && odds >= TIP_ODDS_RANGE.min && odds <= TIP_ODDS_RANGE.max)
        .reduce<(typeof market.outcomes)[number] | null>(
          (best, outcome) => (!best || outcome.odds < best.odds ? outcome : best),
          null,
        );
      if (!favourite) continue;
      tips.push({
        tip: favourite.fullname,
        event_name: event.name,
        competition_name: event.competition.name,
        region_name: event.competition.region.name,
        market_name: market.name,
        outcome_id: favourite.id,
        outcome_name: favourite.name,
        handicap: null,
        odds: favourite.odds,
      });
      break;
    }
  }
  return tips;
}
