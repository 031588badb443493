import { ACCEPT_ODDS_WIRE, activeFreebet, currentStake, isSkippedSingle, slipTotals } from '@sportsbook/betting';
import type { AcceptOdds, Freebet, Language, SlipState, TotalsContext } from '@sportsbook/betting';
import { calculateResponseSchema } from '@sportsbook/protocol';
import type { CalculateRequest, CalculateResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/** What a calculate body needs beyond the slip. */
export interface CalculateContext extends TotalsContext {
  readonly freebets: readonly Freebet[];
  readonly acceptOdds: AcceptOdds;
  readonly lang: Language;
}

/**
 * The `POST /v1/betslip/calculate` body of a slip (spec 000 §7, docs/api.md "Bet slip"): amounts
 * in minor units, totals from the core, the free bet only when the core says it applies.
 */
export function buildCalculateBody(slip: SlipState, context: CalculateContext): CalculateRequest {
  const totals = slipTotals(slip, context);
  const freebet = activeFreebet(slip, context.freebets);
  const single = slip.betType === 'single';
  // A suspended single is skipped: at 0 in the stake map it gets no ticket, as its line shows.
  const lineStake = (selection: SlipState['selections'][number]) =>
    isSkippedSingle(slip, selection) ? 0 : (slip.stakes[selection.outcomeId] ?? 0);
  return {
    freebet: freebet ? { id: freebet.id } : null,
    type: slip.betType,
    system_type: slip.betType === 'system' ? slip.systemType : null,
    selections: slip.selections.map((selection) => ({
      event_id: selection.eventId,
      market_id: selection.marketId,
      outcome_id: selection.outcomeId,
      outcome_list: [],
      odds: selection.odds,
      type: selection.marketType,
      each_way: single ? Boolean(selection.eachWay) : slip.eachWay,
      is_starting_price: Boolean(selection.isStartingPrice),
      stake: single ? lineStake(selection) : 0,
    })),
    total_stake: totals.totalStake,
    total_bets: totals.bets,
    total_return: totals.potentialReturn + totals.boost,
    each_way: single ? false : slip.eachWay,
    // Every line's stake, a cleared one at 0 (docs/api.md stake map): the server places what the slip shows.
    stakes: single
      ? Object.fromEntries(slip.selections.map((selection) => [selection.outcomeId, lineStake(selection)]))
      : {},
    lang: context.lang,
    accept_odds: ACCEPT_ODDS_WIRE[context.acceptOdds],
    stake: currentStake(slip) ?? 0,
  };
}

/** The calculation in flight, cancelled when a newer one starts (spec 000 §7: cancellable). */
let inFlight: AbortController | null = null;

/**
 * Prices the slip's tickets on the server (spec 000 §7). A newer calculation cancels the one
 * still in flight (its promise rejects with an AbortError), so an older answer can never
 * overwrite a newer slip; the caller's own `signal` cancels it too.
 */
export function calculateSlip(body: CalculateRequest, signal?: AbortSignal): Promise<CalculateResponse> {
  inFlight?.abort(new DOMException('A newer calculation replaced this one.', 'AbortError'));
  const controller = new AbortController();
  inFlight = controller;
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return sportsRequest('/v1/betslip/calculate', {
    schema: calculateResponseSchema,
    body,
    signal: controller.signal,
  })
    .then((answer) => {
      // An answer that arrives after its cancellation is stale all the same.
      if (controller.signal.aborted) throw controller.signal.reason;
      return answer;
    })
    .finally(() => {
      if (inFlight === controller) inFlight = null;
    });
}

/** True for the rejection of a calculation a newer one (or its caller) cancelled. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
