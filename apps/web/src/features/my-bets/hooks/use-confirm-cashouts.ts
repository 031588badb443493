import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../stores/ui-store';
import { MY_BETS_KEY } from '../api/get-my-bets';
import { refreshBalance } from '../../../lib/balance';
import { useCashoutHistoryStore } from '../stores/cashout-history-store';

/**
 * Marks cash outs as processed (spec 001 §4 "Cashout check"): the ids still in the history leave
 * it, and if any did the bettor is told 'Cashout(s) successfully processed', the balance is read
 * again and My Bets refreshed. Ids no longer in the history were announced already, so the direct
 * answer and the 3 s check never announce one cash out twice.
 */
export function useConfirmCashouts(): (betIds: readonly number[]) => void {
  const { t } = useTranslation('mybets');
  const queryClient = useQueryClient();
  return useCallback(
    (betIds) => {
      const confirmed = useCashoutHistoryStore.getState().remove(betIds);
      if (confirmed.length === 0) return;
      useUiStore.getState().showToast(t('cashout.processed'), 'success');
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
    },
    [t, queryClient],
  );
}
