import { useEffect } from 'react';
import { subscribeRefusals } from '../../lib/http';
import { useUiStore } from '../../stores/ui-store';

/** The server's refusal of a login, token, stake or deposit from a blocked country (decision 082). */
export const COUNTRY_BLOCKED = 'COUNTRY_BLOCKED';

/**
 * Shows the forbidden modal (spec 001 §2) whenever the server refuses anything with
 * `COUNTRY_BLOCKED` — the slip's or the Bet Builder's Place Bet, the deposit modal, the login
 * overlay, a casino launch — in place of the caller's own message (decision 103).
 */
export function useCountryBlockedModal(): void {
  useEffect(
    () =>
      subscribeRefusals((refusal) => {
        if (refusal.code === COUNTRY_BLOCKED) useUiStore.getState().openModal('forbidden');
      }),
    [],
  );
}
