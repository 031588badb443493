import type { LiveSelection, SlipSelection } from '@sportsbook/betting';
import { MAX_SELECTION_IDS, selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import type { CurrentSelection } from '@sportsbook/protocol';
import { buildSlipSelection } from '../components/odds-button/build-slip-selection';
import { useSiteStore } from '../stores/site-store';
import { useSlipStore } from '../stores/slip-store';
import { sportsRequest } from './sports-api';

/*
 * Slip calls other parts of the client share: the odds buttons, the tips panel and the URL
 * entry all put outcomes into the slip as `selections/current` describes them.
 */

/** A current selection (spec 000 §3) as a slip line; its sport category comes with the competition. */
export function toSlipSelection(current: CurrentSelection): SlipSelection {
  const { event, competition, market, outcome } = current;
  return buildSlipSelection({
    event: { ...event, sport: competition.sport },
    market,
    outcome,
    isStartingPrice: outcome.is_starting_price,
  });
}

/** The live part of a current selection, keyed later by outcome id (spec 000 §3). */
export function toLiveSelection(current: CurrentSelection): LiveSelection {
  return {
    odds: current.outcome.odds,
    displayOdds: current.outcome.display_odds,
    isSuspended: current.market.is_suspended,
    comboBoost: current.outcome.combo_boost_available,
  };
}

/**
 * The selections as the book shows them now (`GET /echo/v1/selections/current`, spec 000 §7).
 * An outcome that no longer exists is simply absent from the answer.
 */
export async function fetchCurrentSelections(
  ids: readonly number[],
  options: { readonly signal?: AbortSignal } = {},
): Promise<CurrentSelection[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_SELECTION_IDS);
  if (unique.length === 0) return [];
  const { bookmaker } = useSiteStore.getState().config;
  const answer = await sportsRequest('/echo/v1/selections/current', {
    schema: selectionsCurrentResponseSchema,
    query: { ids: unique.join(','), bookmaker },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return answer.selections;
}

/**
 * Fetches outcomes by id and adds each to the slip, in the order asked (URL entry, a tip).
 * Returns the outcome ids that were found.
 */
export async function addOutcomesToSlip(ids: readonly number[]): Promise<number[]> {
  const found = await fetchCurrentSelections(ids);
  const byId = new Map(found.map((current) => [current.outcome.id, current]));
  const added: number[] = [];
  for (const id of ids) {
    const current = byId.get(id);
    if (!current || added.includes(id)) continue;
    useSlipStore.getState().dispatch({ type: 'selectionAdded', selection: toSlipSelection(current), now: Date.now() });
    added.push(id);
  }
  return added;
}
