import { useEffect } from 'react';
import { forgetWebPush, syncWebPush } from '../lib/web-push';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';

/**
 * Keeps the logged-in player's push subscription on the server (decision 106): after a login (a
 * guest may have subscribed before it) and in the language the site now shows. When the session
 * ends — whichever way: the logout action, the account menu, the frame, inactivity — the server
 * forgets this browser's subscription with the token that ended, so the next player on the browser
 * never gets the previous one's messages. Renders nothing.
 */
export function WebPushSync() {
  const player = useSessionStore((state) => state.user?.username ?? null);
  const language = useSiteStore((state) => state.language);
  useEffect(() => {
    if (player === null) return;
    // A browser without a reachable push service simply gets no pushes; the Inbox still has it all.
    syncWebPush().catch(() => undefined);
  }, [player, language]);
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.user !== null && state.user === null) forgetWebPush(previous.jwt).catch(() => undefined);
      }),
    [],
  );
  return null;
}
