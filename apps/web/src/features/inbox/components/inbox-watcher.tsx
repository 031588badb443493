import { playerChannel, playerEventSchema } from '@sportsbook/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeChannel } from '../../../lib/realtime';
import { useInboxStore } from '../../../stores/inbox-store';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { INBOX_KEY, unreadQueryOptions } from '../api/inbox-api';

/**
 * Keeps the unread count while a player is logged in: read once from `GET /v1/inbox/unread`,
 * then set by every `inbox` push of the player channel (which also refreshes an open Inbox).
 * A deposit or withdrawal made in the account site moves the balance the client knows of, so
 * a balance change reads the count again. Renders nothing.
 */
export function InboxWatcher() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const player = useSessionStore((state) => state.user?.username ?? '');
  const balance = useSessionStore((state) => state.balance);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const queryClient = useQueryClient();
  const unread = useQuery({ ...unreadQueryOptions(player), enabled: loggedIn });

  useEffect(() => {
    useInboxStore.getState().setUnread(loggedIn ? (unread.data ?? null) : null);
  }, [loggedIn, unread.data]);

  useEffect(() => {
    if (!loggedIn) return;
    return subscribeChannel(playerChannel(bookmaker), (payload) => {
      const parsed = playerEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.type !== 'inbox') return;
      queryClient.setQueryData(unreadQueryOptions(player).queryKey, parsed.data.unread);
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, player, 'list'] });
    });
  }, [loggedIn, bookmaker, player, queryClient]);

  useEffect(() => {
    if (loggedIn && balance !== null) void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, player] });
  }, [balance, loggedIn, player, queryClient]);

  return null;
}
