import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { inboxChangeResponseSchema, inboxResponseSchema, inboxUnreadResponseSchema } from '@sportsbook/protocol';
import type { InboxResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/** Every Inbox query lives under this key, so a push or a change refreshes them all. */
export const INBOX_KEY = ['inbox'] as const;

/** `GET /v1/inbox`: a page of the player's messages, newest first. */
export function fetchInbox(cursor: string | null, signal?: AbortSignal): Promise<InboxResponse> {
  return sportsRequest('/v1/inbox', {
    schema: inboxResponseSchema,
    query: { limit: 30, cursor },
    ...(signal ? { signal } : {}),
  });
}

/** The player's messages, page by page. */
export function inboxQueryOptions(player: string) {
  return infiniteQueryOptions({
    queryKey: [...INBOX_KEY, player, 'list'] as const,
    queryFn: ({ pageParam, signal }) => fetchInbox(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: InboxResponse) => page.next_cursor,
    staleTime: 0,
  });
}

/** `GET /v1/inbox/unread`: the unread count. */
export function unreadQueryOptions(player: string) {
  return queryOptions({
    queryKey: [...INBOX_KEY, player, 'unread'] as const,
    queryFn: ({ signal }) =>
      sportsRequest('/v1/inbox/unread', { schema: inboxUnreadResponseSchema, signal }).then((answer) => answer.unread),
    staleTime: 60_000,
  });
}

/** `POST /v1/inbox/read`: marks messages (or all) read; answers the unread count after. */
export function markInboxRead(ids: readonly number[] | 'all'): Promise<number> {
  return sportsRequest('/v1/inbox/read', {
    schema: inboxChangeResponseSchema,
    method: 'POST',
    body: ids === 'all' ? { all: true } : { ids },
  }).then((answer) => answer.unread);
}

/** `DELETE /v1/inbox/:id`: deletes one message; answers the unread count after. */
export function deleteInboxMessage(id: number): Promise<number> {
  return sportsRequest(`/v1/inbox/${id}`, { schema: inboxChangeResponseSchema, method: 'DELETE' }).then(
    (answer) => answer.unread,
  );
}
