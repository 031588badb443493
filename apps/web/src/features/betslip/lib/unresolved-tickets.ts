import { ticketSchema } from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import { storage } from '../../../lib/storage';
import type { TicketSummary } from '../../../stores/slip-store';
import type { SubmitContext } from '../api/submit-ticket';

/** Where tickets sent but not yet answered are kept, so a reload resumes them (decision 077). */
export const UNRESOLVED_KEY = 'betslip_unresolved';

/** A ticket the bettor placed whose answer the slip does not know yet: sent again as it was. */
export interface UnresolvedTicket {
  readonly ticket: Ticket;
  readonly context: SubmitContext;
  readonly summary: TicketSummary;
}

/** The kept tickets; anything unreadable is left out (storage is the page's, not ours to trust). */
export function readUnresolved(): UnresolvedTicket[] {
  const stored = storage.getJson<unknown>(UNRESOLVED_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { ticket, context, summary } = entry as Record<string, unknown>;
    const parsed = ticketSchema.safeParse(ticket);
    if (!parsed.success || !context || typeof context !== 'object' || !summary || typeof summary !== 'object') {
      return [];
    }
    return [{ ticket: parsed.data, context: context as SubmitContext, summary: summary as TicketSummary }];
  });
}

/** Keeps tickets about to be sent, beside any already kept. */
export function rememberUnresolved(entries: readonly UnresolvedTicket[]): void {
  const kept = readUnresolved().filter((entry) => !entries.some((added) => added.ticket.uuid === entry.ticket.uuid));
  storage.setJson(UNRESOLVED_KEY, [...kept, ...entries]);
}

/** Forgets a ticket once its answer is known. */
export function forgetUnresolved(uuid: string): void {
  const kept = readUnresolved().filter((entry) => entry.ticket.uuid !== uuid);
  if (kept.length > 0) storage.setJson(UNRESOLVED_KEY, kept);
  else storage.remove(UNRESOLVED_KEY);
}
