import { toMinor } from '@sportsbook/betting';
import { useSessionStore } from '../stores/session-store';
import { fetchPlayerDetails } from './account-api';

/**
 * Reads the logged-in player's balance again (`GET /player/details`) after money moved: the wire's
 * major units become minor units (spec 001 §9 display factor). A guest is left alone; a failure
 * keeps the shown balance (the session timers try again).
 */
export async function refreshBalance(now: () => number = Date.now): Promise<void> {
  const session = useSessionStore.getState();
  if (!session.user || !session.jwt) return;
  try {
    const answer = await fetchPlayerDetails();
    if (answer.status === 1) {
      useSessionStore.getState().setBalance(toMinor(answer.data.balance), answer.data.currency, now());
    }
  } catch (error) {
    console.warn('The balance could not be refreshed:', error);
  }
}
