import { savedCardResponseSchema } from '@sportsbook/protocol';
import type { SavedCardView } from '@sportsbook/protocol';
import { create } from 'zustand';
import { sportsRequest } from '../lib/sports-api';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { ACCOUNT_PAGES, openAccountPage } from './links';

/** The saved card the quick deposit modal charges (decision 058); null until one is known. */
export const useQuickDepositStore = create<{ readonly savedCard: SavedCardView | null }>(() => ({
  savedCard: null,
}));

/** Asks the sports API for the player's saved card; null when there is none or the answer failed. */
export async function fetchSavedCard(): Promise<SavedCardView | null> {
  try {
    const answer = await sportsRequest('/api/transactions/saved-card', { schema: savedCardResponseSchema });
    return answer.data;
  } catch {
    return null;
  }
}

/**
 * What every Deposit button of the header and the account menu does: the quick deposit modal when
 * the logged-in player has a saved card, otherwise the account cashier exactly as before.
 * The card is asked for on each click, so one saved in the cashier a moment ago counts.
 */
export async function openDeposit(): Promise<void> {
  const savedCard =
    useSessionStore.getState().jwt && selectLoggedIn(useSessionStore.getState()) ? await fetchSavedCard() : null;
  useQuickDepositStore.setState({ savedCard });
  if (savedCard) useUiStore.getState().openModal('deposit');
  else openAccountPage(ACCOUNT_PAGES.deposit);
}
