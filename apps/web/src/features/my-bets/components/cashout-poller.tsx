import { CASHOUT_POLL_MS } from '@sportsbook/betting';
import { useEffect } from 'react';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { fetchCashouts } from '../api/get-cashouts';
import { useConfirmCashouts } from '../hooks/use-confirm-cashouts';
import { useCashoutHistoryStore } from '../stores/cashout-history-store';

/**
 * The cash-out check of spec 001 §4: every 3 s, only while the cash-out history holds a bet id,
 * a player is logged in and the brand offers cash out (`cashoutEnabled`), `GET /v1/bets/cashouts`; the ids it reports that are in the history
 * are confirmed (toast, balance, My Bets). Errors are ignored and the next tick tries again.
 * The answer is not shown anywhere, only acted on, so this is a timer rather than a cached query.
 * Renders nothing; the layout mounts it once.
 */
export function CashoutPoller() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const waiting = useCashoutHistoryStore((state) => state.betIds.length > 0);
  const enabled = useSiteStore((state) => state.cashoutEnabled);
  const confirmCashouts = useConfirmCashouts();

  useEffect(() => {
    if (!enabled || !loggedIn || !waiting) return;
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        const { cashouts } = await fetchCashouts();
        confirmCashouts(cashouts.map((cashout) => cashout.bet_id));
      } catch {
        // Spec 001 §8: the cash-out check ignores errors; the next tick asks again.
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), CASHOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, loggedIn, waiting, confirmCashouts]);

  // The history holds one player's bets: logging out forgets them.
  useEffect(() => {
    if (!loggedIn) useCashoutHistoryStore.getState().clear();
  }, [loggedIn]);

  return null;
}
