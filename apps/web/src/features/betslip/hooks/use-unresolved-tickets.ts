import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshBalance } from '../../../lib/balance';
import { useSessionStore } from '../../../stores/session-store';
import { useSlipStore } from '../../../stores/slip-store';
import { placeTicket, toSlipTicket } from '../api/place-ticket';
import { readUnresolved } from '../lib/unresolved-tickets';
import { ACTIVE_FREEBETS_KEY } from '../../../lib/active-freebets';

/** Resumed once per page: the slip is mounted in more than one place. */
let resumed = false;

/**
 * Tickets placed before a reload whose answers never came (decision 077): the slip shows them
 * 'Checking your bet…' and sends each again as it was, uuid and all, until its answer is known;
 * the slip stays placing meanwhile, so it calculates no new uuids for them.
 */
export function useUnresolvedTickets(): void {
  const jwt = useSessionStore((state) => state.jwt);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (resumed || jwt === '') return;
    const entries = readUnresolved();
    if (entries.length === 0 || useSlipStore.getState().slip.processingStatus !== false) return;
    resumed = true;
    const { dispatch, setTicketSummaries } = useSlipStore.getState();
    setTicketSummaries(
      Object.fromEntries(entries.map(({ ticket, summary }) => [ticket.uuid, { ...summary, checking: true }])),
    );
    dispatch({ type: 'placingStarted', tickets: entries.map(({ ticket }) => toSlipTicket(ticket)), stake: null });
    dispatch({ type: 'opened', now: Date.now() });
    void (async () => {
      for (const { ticket, context } of entries) await placeTicket(ticket, context);
      await Promise.allSettled([refreshBalance(), queryClient.invalidateQueries({ queryKey: ACTIVE_FREEBETS_KEY })]);
    })();
  }, [jwt, queryClient]);
}

/** Lets a test start from a fresh page. */
export function resetUnresolvedResumeForTests(): void {
  resumed = false;
}
