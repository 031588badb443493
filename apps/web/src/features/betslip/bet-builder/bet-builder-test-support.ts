import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { loadBetBuilderStrings } from '../../../i18n/bet-builder-strings';
import { initI18n } from '../../../i18n/i18n';

/** A line of a wire ticket: id, description, and its error code when it cannot be combined. */
export type WireLine = readonly [id: number, description: string, error?: string];

/** A `{ status: 1, ticket }` answer as the server sends it (docs/api.md "Bet Builder"). */
export function ticketAnswer(id: string, lines: readonly WireLine[], odds: number) {
  return {
    status: 1,
    ticket: {
      id,
      name: 'Bet Builder',
      odds,
      display_odds:
        odds === 0
          ? null
          : { decimal: odds.toFixed(2), fractional: odds === 7.5 ? '13/2' : `${odds - 1}/1`, american: '+650' },
      selections: lines.map(([lineId, description, error]) => ({
        id: lineId,
        description,
        description_translated: description,
        error: error ?? false,
      })),
    },
  };
}

/** The builder back to empty, with its strings loaded. */
export async function resetBuilder(): Promise<void> {
  useBetBuilderStore.getState().reset();
  await initI18n('en');
  await loadBetBuilderStrings('en');
}

/** The frame posted a ticket id for event 77, as the modal hands it to the store. */
export function postTicket(ticketId: string, eventName = 'Home FC v Away FC'): void {
  const store = useBetBuilderStore.getState();
  store.started(77, eventName);
  store.ticketPosted(77, ticketId);
}
