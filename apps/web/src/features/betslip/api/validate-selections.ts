import { MAX_SELECTION_IDS, validateSelectionsResponseSchema } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { liveUpdatesOf } from './live-selections';

let checked = false;

/**
 * Checks a slip restored from storage once per page load with `GET /v1/betslip/validate-selections`
 * (spec 000 §7): lines the book no longer lists are removed (they can never be bet), the others
 * take the book's current price and suspension. A failed check changes nothing; the 5 s live
 * refresh keeps watching the lines anyway. Answers the outcome ids removed.
 */
export async function checkRestoredSlip(): Promise<number[]> {
  if (checked) return [];
  checked = true;
  const restored = useSlipStore.getState().slip.selections;
  const ids = restored.map((selection) => selection.outcomeId).slice(0, MAX_SELECTION_IDS);
  if (ids.length === 0) return [];
  const { language, config } = useSiteStore.getState();
  let found;
  try {
    const answer = await sportsRequest('/v1/betslip/validate-selections', {
      schema: validateSelectionsResponseSchema,
      query: { selections: ids.join(','), lang: language, bookmaker: config.bookmaker },
    });
    found = answer.data.data;
  } catch {
    return [];
  }
  const known = new Set(found.map((current) => current.outcome.id));
  const { dispatch, applyLive } = useSlipStore.getState();
  const removed = ids.filter((id) => !known.has(id));
  for (const outcomeId of removed) dispatch({ type: 'selectionRemoved', outcomeId, now: Date.now() });
  const { slip } = useSlipStore.getState();
  const acceptOdds = useSettingsStore.getState().acceptOdds ?? config.acceptOdds;
  if (slip.selections.length > 0) applyLive(liveUpdatesOf(slip.selections, found), acceptOdds);
  return removed;
}

/** Lets a test start a new "page load". */
export function resetRestoredSlipCheck(): void {
  checked = false;
}
