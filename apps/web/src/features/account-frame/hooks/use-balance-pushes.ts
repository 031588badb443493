import { playerChannel, playerEventSchema } from '@sportsbook/protocol';
import { useEffect } from 'react';
import { subscribeChannel } from '../../../lib/realtime';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { applyBalance } from '../session-actions';

/** A push of `<bookmaker>_player` (decision 015): a `balance` event sets the balance; others are not ours. */
export function applyPlayerPush(payload: unknown): void {
  const parsed = playerEventSchema.safeParse(payload);
  if (!parsed.success) {
    console.warn('player channel: ignored a push of the wrong shape');
    return;
  }
  if (parsed.data.type === 'balance' && useSessionStore.getState().user !== null) {
    applyBalance(parsed.data.balance, parsed.data.currency);
  }
}

/** While logged in, the balance also follows the server's pushes (bets, settlement, cash out). */
export function useBalancePushes(): void {
  const loggedIn = useSessionStore(selectLoggedIn);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  useEffect(() => {
    if (!loggedIn) return;
    return subscribeChannel(playerChannel(bookmaker), applyPlayerPush);
  }, [loggedIn, bookmaker]);
}
