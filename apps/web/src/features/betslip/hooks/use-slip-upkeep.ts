import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlipStore } from '../../../stores/slip-store';
import { useUiStore } from '../../../stores/ui-store';
import { useFreebetUpkeep } from './use-freebets';
import { useUnresolvedTickets } from './use-unresolved-tickets';

/** A full slip turning a selection away says so with the catalogue's message, slip open or not. */
function useRefusedSelectionToast(): void {
  const { t } = useTranslation('errors');
  const refused = useSlipStore((store) => store.refusedAdds);
  const seen = useRef(refused);
  useEffect(() => {
    if (refused === seen.current) return;
    seen.current = refused;
    useUiStore.getState().showToast(t('TOO_MANY_SELECTIONS'), 'error');
  }, [refused, t]);
}

/**
 * The slip's background work, mounted with the slip's frame (the desktop column, the mobile
 * floating slip) whether or not the slip itself is open: tickets whose answer was lost are
 * resumed, free bets are refreshed after a login (a failed load is told outside Bet Builder mode only) (so a phone with the slip closed opens it with
 * the player's current offers), and a refused selection is announced.
 */
export function useSlipUpkeep(builder: boolean): void {
  useUnresolvedTickets();
  useFreebetUpkeep(builder);
  useRefusedSelectionToast();
}
