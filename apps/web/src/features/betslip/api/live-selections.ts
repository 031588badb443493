import { SELECTION_REFRESH_MS } from '@sportsbook/betting';
import type { LiveSelection, SlipSelection } from '@sportsbook/betting';
import { MAX_SELECTION_IDS, selectionsCurrentResponseSchema } from '@sportsbook/protocol';
import type { CurrentSelection } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { toLiveSelection } from '../../../lib/betslip-api';
import { socketRequest } from '../../../lib/realtime';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { slipEventStates } from '../lib/slip-event-states';

/** A slip line as `find` names it: its outcome and the outcome's event. */
export type FindId = Pick<SlipSelection, 'outcomeId' | 'eventId'>;

/**
 * The slip's selections as the book shows them now: the websocket `find` request (spec 000 §7)
 * with `ids` as `[{outcome_id, event_id}]`, `lang` and `bookmaker`, which `lib/realtime` answers
 * over HTTP (`/echo/v1/selections/current`) when the socket is down.
 */
export async function findSelections(lines: readonly FindId[]): Promise<CurrentSelection[]> {
  const byOutcome = new Map(lines.map((line) => [line.outcomeId, line.eventId]));
  const ids = [...byOutcome]
    .slice(0, MAX_SELECTION_IDS)
    .map(([outcomeId, eventId]) => ({ outcome_id: outcomeId, event_id: eventId }));
  if (ids.length === 0) return [];
  const { language, config } = useSiteStore.getState();
  const answer = await socketRequest(
    'find',
    { ids, lang: language, bookmaker: config.bookmaker },
    selectionsCurrentResponseSchema,
  );
  return answer.selections;
}

/**
 * Live updates for the slip's lines: an outcome the book no longer lists cannot be bet, so it
 * reads as suspended at the price the slip holds.
 */
export function liveUpdatesOf(
  selections: readonly SlipSelection[],
  found: readonly CurrentSelection[],
): Record<string, LiveSelection> {
  const byId = new Map(found.map((current) => [current.outcome.id, current]));
  const updates: Record<string, LiveSelection> = {};
  for (const selection of selections) {
    const current = byId.get(selection.outcomeId);
    updates[selection.outcomeId] = current
      ? toLiveSelection(current)
      : { odds: selection.odds, displayOdds: selection.displayOdds ?? null, isSuspended: true };
  }
  return updates;
}

/**
 * The 5 s refresh of the slip's selections (spec 000 §4, §9). The fetch itself applies the
 * answer to the slip store, so any number of mounted slips share one request per tick.
 */
export function liveSelectionsQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: ['betslip', 'live', [...ids].sort((a, b) => a - b).join(',')],
    queryFn: async () => {
      const wanted = new Set(ids);
      const lines = useSlipStore.getState().slip.selections.filter((line) => wanted.has(line.outcomeId));
      const found = await findSelections(lines);
      slipEventStates.setFromEvents(found.map((current) => current.event));
      const { slip, applyLive } = useSlipStore.getState();
      const acceptOdds = useSettingsStore.getState().acceptOdds ?? useSiteStore.getState().config.acceptOdds;
      applyLive(liveUpdatesOf(slip.selections, found), acceptOdds);
      return found.length;
    },
    enabled: ids.length > 0,
    refetchInterval: SELECTION_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
