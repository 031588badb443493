import type { EventHeader, Outcome } from '@sportsbook/protocol';

/** Market types whose outcomes are the home side, perhaps a draw, and the away side. */
const SIDE_MARKETS = new Set(['1x2', 'match_winner', 'moneyline']);

/**
 * The compact label of an outcome in a listing row: 1 / X / 2 for side markets (the full name
 * stays in the button's accessible name), the outcome's own name otherwise.
 */
export function shortOutcomeLabel(
  event: Pick<EventHeader, 'home_team' | 'away_team'>,
  marketType: string,
  outcome: Pick<Outcome, 'name'>,
): string {
  if (!SIDE_MARKETS.has(marketType)) return outcome.name;
  if (outcome.name === event.home_team) return '1';
  if (outcome.name === event.away_team) return '2';
  if (/^(draw|x|tie)$/i.test(outcome.name)) return 'X';
  return outcome.name;
}
