import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Money } from '@sportsbook/betting';
import type { CashoutResponse } from '@sportsbook/protocol';
import { ApiError } from '../../../lib/http';
import { cashOutBet } from '../api/cash-out-bet';
import { MY_BETS_KEY } from '../api/get-my-bets';
import { useCashoutHistoryStore } from '../stores/cashout-history-store';
import { useConfirmCashouts } from './use-confirm-cashouts';

/** A cash out the bettor confirmed: the bet and the quote shown to them. */
export interface CashOutRequest {
  readonly betId: number;
  readonly quote: Money;
}

/** True when an error leaves it unknown whether the server paid (no answer, or a server fault). */
function isUndecided(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'CONNECTION_ERROR' || error.status >= 500;
}

/**
 * Cashes out one bet. The id joins the cash-out history before the call: the server pays at once
 * (decision 014), so a clear answer settles it here, but when no answer comes the 3 s check
 * (`CashoutPoller`) finds out whether it was paid. A refusal takes the id out again.
 */
export function useCashOut() {
  const queryClient = useQueryClient();
  const confirmCashouts = useConfirmCashouts();
  return useMutation<CashoutResponse, Error, CashOutRequest>({
    mutationFn: ({ betId, quote }) => cashOutBet(betId, quote),
    onMutate: ({ betId }) => {
      useCashoutHistoryStore.getState().add(betId);
    },
    onSuccess: (answer, { betId }) => {
      if (answer.status === 1) {
        confirmCashouts([answer.bet_id]);
        return;
      }
      useCashoutHistoryStore.getState().remove([betId]);
      void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
    },
    onError: (error, { betId }) => {
      if (!isUndecided(error)) useCashoutHistoryStore.getState().remove([betId]);
    },
  });
}
